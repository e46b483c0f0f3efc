import { db } from "@/lib/db";
import { orgSellsProductCode } from "@/lib/booking/eligibility";
import { memberPricingFor } from "@/lib/booking/member-pricing";
import { roomGuests } from "@/lib/booking/occupancy";
import { stayNights } from "@/lib/booking/pricing";
import { availableEveryNight, roomNights } from "@/lib/booking/room-rates";
import { propertyStayQuote } from "@/lib/booking/stay-quote";
import { convert } from "@/lib/locale/convert";
import { rateSnapshot } from "@/lib/locale/rates";
import type { OrgConfig } from "@/lib/org/org-config";
import { getClientOrThrow } from "./clients";

export type CatalogueRoom = {
  propertyId: number;
  propertyName: string;
  city: string;
  roomTypeId: number;
  roomName: string;
  maxGuests: number;
  /** The stay's total for the dates (the client's price when a client is named), in the property's currency. */
  currency: string;
  totalMinor: number;
  nights: number;
  /** Rooms left on the emptiest night of the stay. */
  available: number;
  /** The same total in the agent's currency, so every room of the list reads in one currency. */
  shownCurrency: string;
  shownTotalMinor: number;
};

/** `ages`: the children among the guests (lib/booking/occupancy.ts: under 2 they take no bed). */
export type CatalogueQuery = { q: string; checkIn: string; checkOut: string; guests: number; ages?: readonly number[]; clientId?: number };

/**
 * Rooms an agent can quote for the dates: properties whose name or city matches the query, and of those only rooms
 * with a room left every night and space for the guests — a quote for anything else could not be booked. Each with
 * its price for the stay (the client's member price when the client has one), shown in the agent's currency.
 */
export async function searchCatalogueRooms(org: OrgConfig, agent: { id: number; currency: string }, query: CatalogueQuery): Promise<CatalogueRoom[]> {
  const term = query.q.trim().toLowerCase();
  const expected = stayNights(query.checkIn, query.checkOut).length;
  if (term.length < 2 || expected === 0) return [];
  const sleeps = roomGuests(query.guests, query.ages);
  const memberPricing = query.clientId ? await memberPricingFor((await getClientOrThrow(agent.id, query.clientId)).id) : false;
  const properties = await db.property.findMany({
    where: {
      active: true,
      roomTypes: { some: { maxGuests: { gte: sleeps } } },
      OR: [{ name: { contains: term, mode: "insensitive" } }, { city: { contains: term, mode: "insensitive" } }],
    },
    include: { roomTypes: { where: { maxGuests: { gte: sleeps } }, orderBy: { publicRateMinor: "asc" } } },
    orderBy: { name: "asc" },
    take: 20,
  });
  const sold = properties.filter((p) => orgSellsProductCode(org.eligibleProducts, p.productCode));
  const nightsByRoom = await roomNights(
    sold.flatMap((p) => p.roomTypes.map((r) => r.id)),
    query.checkIn,
    query.checkOut,
  );
  const { rates, minorUnits } = await rateSnapshot();
  const shown = (minor: number, currency: string) => {
    try {
      return { shownCurrency: agent.currency, shownTotalMinor: convert(minor, currency, agent.currency, rates, minorUnits) };
    } catch {
      return { shownCurrency: currency, shownTotalMinor: minor };
    }
  };
  return sold.flatMap((p) =>
    p.roomTypes.flatMap((r) => {
      const nights = nightsByRoom.get(r.id) ?? [];
      if (!availableEveryNight(nights, expected, 1)) return [];
      const quote = propertyStayQuote(p, nights, { rooms: 1, memberPricing });
      return [
        {
          propertyId: p.id,
          propertyName: p.name,
          city: p.city,
          roomTypeId: r.id,
          roomName: r.name,
          maxGuests: r.maxGuests,
          currency: quote.currency,
          totalMinor: quote.totalMinor,
          nights: expected,
          available: Math.min(...nights.map((n) => n.available)),
          ...shown(quote.totalMinor, quote.currency),
        },
      ];
    }),
  );
}
