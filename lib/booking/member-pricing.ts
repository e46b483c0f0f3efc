import { db } from "@/lib/db";
import { planStateOf } from "@/lib/auth/rules";

/**
 * Whether a user pays member prices: signed in with an active plan (SPEC §4: ACTIVE, and ACTIVE-REFRESH counts as
 * ACTIVE). Guests (no user) pay public prices. Search, details and checkout all ask this one function.
 */
export async function memberPricingFor(userId: number | null | undefined): Promise<boolean> {
  if (!userId) return false;
  const subs = await db.subscription.findMany({
    where: { userId, OR: [{ endsAt: null }, { endsAt: { gt: new Date() } }] },
    select: { planStatus: true },
  });
  return planStateOf(subs.map((s) => s.planStatus)).planActive;
}
