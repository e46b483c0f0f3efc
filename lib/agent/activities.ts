import { db } from "@/lib/db";
import { orgSellsProductCode } from "@/lib/booking/eligibility";
import { memberPricingFor } from "@/lib/booking/member-pricing";
import { activityUnit } from "@/lib/booking/activity-pricing";
import { placeDaysSpan } from "@/lib/booking/place-day";
import { quoteStay } from "@/lib/booking/pricing";
import { convert } from "@/lib/locale/convert";
import { rateSnapshot } from "@/lib/locale/rates";
import type { OrgConfig } from "@/lib/org/org-config";
import { getClientOrThrow } from "./clients";
import type { ActivityQuery } from "./schemas";

export type CatalogueActivitySlot = {
  propertyId: number;
  propertyName: string;
  city: string;
  slotId: number;
  startsAt: string;
  /** The activity's place's zone: its start is told on that clock. */
  timeZone: string;
  remaining: number;
  /** The price for the participants (the client's when a client is named), in the activity's currency … */
  currency: string;
  totalMinor: number;
  /** … and in the agent's, so every slot of the list reads in one currency. */
  shownCurrency: string;
  shownTotalMinor: number;
};

/**
 * Activity slots an agent can add to an itinerary: activities whose name or city matches the query, on the day asked
 * (the activity's own calendar day, lib/booking/place-day.ts), not started and with places for the participants, each
 * priced as the activity's checkout prices it for the client.
 */
export async function searchActivitySlots(org: OrgConfig, agent: { id: number; currency: string }, query: ActivityQuery): Promise<CatalogueActivitySlot[]> {
  const term = query.q.trim().toLowerCase();
  if (term.length < 2) return [];
  const memberPricing = query.clientId ? await memberPricingFor((await getClientOrThrow(agent.id, query.clientId)).id) : false;
  const properties = await db.property.findMany({
    where: {
      active: true,
      productCode: "ACT",
      OR: [{ name: { contains: term, mode: "insensitive" } }, { city: { contains: term, mode: "insensitive" } }],
    },
    include: { destination: { select: { timeZone: true } } },
    orderBy: { name: "asc" },
    take: 20,
  });
  const sold = properties.filter((p) => orgSellsProductCode(org.eligibleProducts, p.productCode));
  const { rates, minorUnits } = await rateSnapshot();
  const now = new Date();
  const lists = await Promise.all(
    sold.map(async (p) => {
      const timeZone = p.destination?.timeZone ?? "UTC";
      const span = placeDaysSpan(query.day, query.day, timeZone);
      const slots = await db.activitySlot.findMany({
        where: { propertyId: p.id, startsAt: { gte: span.gte > now ? span.gte : now, lt: span.lt }, remaining: { gte: query.guests } },
        orderBy: { startsAt: "asc" },
      });
      return slots.map((slot) => {
        const quote = quoteStay({ ...activityUnit(slot, query.guests, { ...p, timeZone }), memberPricing });
        let shown = { shownCurrency: quote.currency, shownTotalMinor: quote.totalMinor };
        try {
          shown = { shownCurrency: agent.currency, shownTotalMinor: convert(quote.totalMinor, quote.currency, agent.currency, rates, minorUnits) };
        } catch {
          // A currency without a rate: the activity's own.
        }
        return {
          propertyId: p.id,
          propertyName: p.name,
          city: p.city,
          slotId: slot.id,
          startsAt: slot.startsAt.toISOString(),
          timeZone,
          remaining: slot.remaining,
          currency: quote.currency,
          totalMinor: quote.totalMinor,
          ...shown,
        };
      });
    }),
  );
  return lists.flat();
}
