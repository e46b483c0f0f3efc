/**
 * Stay pricing, shared by search results, the details page, checkout and the booking itself, so the price a member
 * sees is the price they pay. Integer minor units in the property's currency; conversion to the visitor's currency
 * happens at display and booking time (lib/locale/convert.ts).
 */
import { CATALOGUE_PRODUCT_IDS, CODE_OF_PRODUCT, type CatalogueProductId } from "@/lib/products/codes";

export type NightRate = { date: string; publicRateMinor: number; memberRateMinor: number };

export type StayQuote = {
  nights: number;
  rooms: number;
  currency: string;
  /** Room charges at the price that applies to this visitor. */
  subtotalMinor: number;
  taxesMinor: number;
  feesMinor: number;
  totalMinor: number;
  /** The same stay at the public and at the member price (taxes and fees included), for the side-by-side display. */
  publicTotalMinor: number;
  memberTotalMinor: number;
  savingMinor: number;
  memberPricing: boolean;
};

/** Check-in to check-out as the list of nights (ISO dates), check-out day excluded. Empty when the range is invalid. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const start = Date.parse(`${checkIn}T00:00:00Z`);
  const end = Date.parse(`${checkOut}T00:00:00Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return [];
  const nights: string[] = [];
  for (let t = start; t < end; t += 86_400_000) nights.push(new Date(t).toISOString().slice(0, 10));
  return nights;
}

function taxed(subtotal: number, taxRateBps: number, feesMinor: number) {
  // Half-up rounding of the tax to the minor unit.
  const taxes = Math.floor((subtotal * taxRateBps + 5_000) / 10_000);
  return { taxes, total: subtotal + taxes + feesMinor };
}

export function quoteStay(input: {
  nights: NightRate[];
  rooms: number;
  currency: string;
  taxRateBps: number;
  feesMinorPerRoom: number;
  memberPricing: boolean;
}): StayQuote {
  const rooms = Math.max(1, input.rooms);
  const publicSubtotal = input.nights.reduce((s, n) => s + n.publicRateMinor, 0) * rooms;
  const memberSubtotal = input.nights.reduce((s, n) => s + Math.min(n.memberRateMinor, n.publicRateMinor), 0) * rooms;
  const fees = input.feesMinorPerRoom * rooms;
  const pub = taxed(publicSubtotal, input.taxRateBps, fees);
  const mem = taxed(memberSubtotal, input.taxRateBps, fees);
  const applies = input.memberPricing ? { subtotal: memberSubtotal, ...mem } : { subtotal: publicSubtotal, ...pub };
  return {
    nights: input.nights.length,
    rooms,
    currency: input.currency,
    subtotalMinor: applies.subtotal,
    taxesMinor: applies.taxes,
    feesMinor: fees,
    totalMinor: applies.total,
    publicTotalMinor: pub.total,
    memberTotalMinor: mem.total,
    savingMinor: pub.total - mem.total,
    memberPricing: input.memberPricing,
  };
}

/**
 * SPEC §6 "Guests see prices with the tax setting": the headline amount follows the organisation's display-price
 * setting — taxes and fees included (WITH_TAX) or the room charges alone (WITHOUT_TAX, taxes shown at checkout).
 */
export function headlineAmount(q: Pick<StayQuote, "subtotalMinor" | "totalMinor">, displayPrice: "WITH_TAX" | "WITHOUT_TAX"): number {
  return displayPrice === "WITH_TAX" ? q.totalMinor : q.subtotalMinor;
}

/** The codes of the products booked from the catalogue (lib/products/codes.ts), by the product pages that list them. */
export const PRODUCT_CODES = Object.fromEntries(CATALOGUE_PRODUCT_IDS.map((id) => [id, CODE_OF_PRODUCT[id]])) as {
  readonly [K in CatalogueProductId]: (typeof CODE_OF_PRODUCT)[K];
};
export type BookableProduct = CatalogueProductId;
export type ProductCode = (typeof PRODUCT_CODES)[BookableProduct];

export function isBookableProduct(value: string): value is BookableProduct {
  return (CATALOGUE_PRODUCT_IDS as readonly string[]).includes(value);
}
