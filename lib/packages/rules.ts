import { convert, type MinorUnits, type Rates } from "@/lib/locale/convert";
import type { StayQuote } from "@/lib/booking/pricing";
import type { ItemQuote } from "@/lib/orders/item-pricing";

/**
 * The package rule: a flight and a stay booked together cost the two prices less 10 % of the stay's total (taxes and
 * fees included), rounded half-up to the minor unit. The discount is taken off the stay's line, so the flight keeps
 * the airline's own fare.
 */
export const PACKAGE_DISCOUNT_BPS = 1_000;

export type PackageStayLine = { baseMinor: number; taxesMinor: number; feesMinor: number; totalMinor: number };

export type PackagePrice = {
  /** The flight's currency: the stay is converted into it, so the order has one currency. */
  currency: string;
  memberPricing: boolean;
  flightMinor: number;
  /** The stay converted, before the package discount. */
  stay: PackageStayLine;
  discountMinor: number;
  /** The flight and the stay booked apart, at this visitor's prices. */
  separateTotalMinor: number;
  /** What this visitor pays for the package. */
  totalMinor: number;
  savingMinor: number;
  /** The same package at public prices: what membership saves on top. */
  publicTotalMinor: number;
  /** The stay's line as the order records it: the discount taken off its base. */
  stayLine: PackageStayLine;
};

export function packageDiscount(stayTotalMinor: number): number {
  return Math.floor((Math.max(0, stayTotalMinor) * PACKAGE_DISCOUNT_BPS + 5_000) / 10_000);
}

/**
 * A flight and a stay priced together in the flight's currency. The stay's base, taxes and fees are each converted
 * once (SPEC §9, through USD) and its total is their sum, so the order's lines always add up.
 */
export function pricePackage(
  flight: Pick<ItemQuote, "currency" | "totalMinor" | "publicTotalMinor" | "memberPricing">,
  stay: Pick<StayQuote, "currency" | "subtotalMinor" | "taxesMinor" | "feesMinor" | "publicTotalMinor">,
  rates: { rates: Rates; minorUnits: MinorUnits },
): PackagePrice {
  const currency = flight.currency;
  const into = (minor: number) => convert(minor, stay.currency, currency, rates.rates, rates.minorUnits);
  const baseMinor = into(stay.subtotalMinor);
  const taxesMinor = into(stay.taxesMinor);
  const feesMinor = into(stay.feesMinor);
  const stayTotal = baseMinor + taxesMinor + feesMinor;
  const discountMinor = Math.min(baseMinor, packageDiscount(stayTotal));
  const publicStay = into(stay.publicTotalMinor);
  const separateTotalMinor = flight.totalMinor + stayTotal;
  return {
    currency,
    memberPricing: flight.memberPricing,
    flightMinor: flight.totalMinor,
    stay: { baseMinor, taxesMinor, feesMinor, totalMinor: stayTotal },
    discountMinor,
    separateTotalMinor,
    totalMinor: separateTotalMinor - discountMinor,
    savingMinor: discountMinor,
    publicTotalMinor: flight.publicTotalMinor + publicStay - packageDiscount(publicStay),
    stayLine: { baseMinor: baseMinor - discountMinor, taxesMinor, feesMinor, totalMinor: stayTotal - discountMinor },
  };
}
