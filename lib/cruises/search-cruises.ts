import { shipPhoto } from "@/lib/booking/pictures";
import { minCheckinDate } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { orgSellsCode, PRODUCTS } from "@/lib/products/codes";
import { cruiseModule } from "@/lib/suppliers/cruises";
import type { CruiseOffer } from "@/lib/suppliers/cruises/offer";
import type { CabinCategory } from "@/lib/suppliers/cruises/types";
import { cruisePriceView, type CruisePriceView, type PriceContext } from "./price-view";
import { PER_PAGE, sailingHref, type CruiseSearch } from "./search-query";

/** One sailing in the results: what a card shows, with its cheapest cabin's price for the party. */
export type SailingCard = {
  sailingId: string;
  href: string;
  photo: string;
  line: { code: string; name: string };
  ship: { code: string; name: string };
  nights: number;
  departureDate: string;
  arrivalDate: string;
  /** Port names in order, sea days left out: "Miami → Nassau → Cozumel → Miami". */
  route: string[];
  international: boolean;
  from: { category: CabinCategory; offerId: string; price: CruisePriceView; remaining?: number };
};

export type CruiseResultsPage = { total: number; page: number; pages: number; perPage: number; currency: string; results: SailingCard[] };

export function orgSellsCruises(org: Pick<OrgConfig, "eligibleProducts">): boolean {
  return orgSellsCode(org.eligibleProducts, PRODUCTS.cruises.code);
}

export function routeOf(offer: CruiseOffer): string[] {
  return offer.details.itinerary.flatMap((d) => (d.port ? [d.port.name.split(" (")[0]!] : []));
}

/**
 * Cruise search for the results page and GET /api/cruises/search: the supplier's cabin offers grouped by sailing,
 * each sailing priced from its cheapest cabin per person, sorted and cut into pages. Sailings before the
 * organisation's earliest check-in day are not offered.
 */
export async function searchCruises(input: { search: CruiseSearch; org: OrgConfig; price: Omit<PriceContext, "displayPrice"> }): Promise<CruiseResultsPage> {
  const { search, org } = input;
  const offers = await cruiseModule.supplier().search({
    region: search.region,
    month: search.month,
    lengths: search.lengths,
    port: search.port,
    lines: search.lines,
    guests: search.guests,
    childAges: search.childAges,
    earliest: minCheckinDate(org),
  });
  const cheapest = new Map<string, CruiseOffer>();
  for (const o of offers) {
    const seen = cheapest.get(o.details.sailingId);
    if (!seen || o.price.totalMinor < seen.price.totalMinor) cheapest.set(o.details.sailingId, o);
  }
  const ctx: PriceContext = { ...input.price, displayPrice: org.displayPrice };
  const cards = [...cheapest.values()].map((o) => toCard(o, search, ctx));
  const byDate = (a: SailingCard, b: SailingCard) => a.departureDate.localeCompare(b.departureDate) || a.sailingId.localeCompare(b.sailingId);
  const order: Record<CruiseSearch["sort"], (a: SailingCard, b: SailingCard) => number> = {
    date: byDate,
    price: (a, b) => a.from.price.perPerson.headlineMinor - b.from.price.perPerson.headlineMinor || byDate(a, b),
    length: (a, b) => a.nights - b.nights || byDate(a, b),
  };
  cards.sort(order[search.sort]);
  const pages = Math.max(1, Math.ceil(cards.length / PER_PAGE));
  const page = Math.min(search.page, pages);
  return {
    total: cards.length,
    page,
    pages,
    perPage: PER_PAGE,
    currency: cards[0]?.from.price.currency ?? input.price.currency,
    results: cards.slice((page - 1) * PER_PAGE, page * PER_PAGE),
  };
}

function toCard(o: CruiseOffer, party: Pick<CruiseSearch, "guests" | "childAges">, ctx: PriceContext): SailingCard {
  const d = o.details;
  return {
    sailingId: d.sailingId,
    href: sailingHref(d.sailingId, party),
    photo: shipPhoto(d.ship.code),
    line: d.line,
    ship: { code: d.ship.code, name: d.ship.name },
    nights: d.nights,
    departureDate: d.departureDate,
    arrivalDate: d.arrivalDate,
    route: routeOf(o),
    international: d.international,
    from: { category: d.cabin.category, offerId: o.id, price: cruisePriceView(o, ctx), remaining: o.remaining },
  };
}
