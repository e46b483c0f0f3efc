import { db } from "@/lib/db";

/** The org's promotions running now (active, within their optional dates), soonest-ending first. */
export function listActivePromotions(orgId: number, now = new Date()) {
  return db.promotion.findMany({
    where: { orgId, active: true, AND: [{ OR: [{ startsAt: null }, { startsAt: { lte: now } }] }, { OR: [{ endsAt: null }, { endsAt: { gte: now } }] }] },
    orderBy: [{ endsAt: { sort: "asc", nulls: "last" } }, { id: "asc" }],
  });
}
