import { convert, type MinorUnits } from "@/lib/locale/convert";
import type { RateSnapshot } from "@/lib/locale/rates";
import { headlineAmount, quoteStay, type NightRate, type StayQuote } from "./pricing";

/** What one bookable unit (a room type for the stay, or an activity slot) costs, in the property's currency. */
export type UnitPricing = { nights: NightRate[]; rooms: number; currency: string; taxRateBps: number; feesMinorPerRoom: number };

/**
 * A price as the visitor sees it: the headline (taxes in or out per the org's display setting) in their currency,
 * and the public and member amounts on the same basis, side by side with the saving. The quote in the property's
 * currency is kept for checkout.
 */
export type PriceView = {
  currency: string;
  headlineMinor: number;
  publicMinor: number;
  memberMinor: number;
  savingMinor: number;
  /** Saving as a whole percentage of the public price. */
  savingPercent: number;
  memberPricing: boolean;
  withTax: boolean;
  nights: number;
  rooms: number;
  quote: StayQuote;
};

export type DisplayOptions = { displayPrice: "WITH_TAX" | "WITHOUT_TAX"; currency: string; rates: RateSnapshot };

/** The visitor's currency when there is a rate for it, else the property's own (never a guessed conversion). */
export function displayCurrencyFor(wanted: string, rates: RateSnapshot): string {
  return rates.rates.has(wanted) && rates.minorUnits.has(wanted) ? wanted : "USD";
}

export function priceView(unit: UnitPricing, memberPricing: boolean, opts: DisplayOptions): PriceView {
  const base = { nights: unit.nights, rooms: unit.rooms, currency: unit.currency, taxRateBps: unit.taxRateBps, feesMinorPerRoom: unit.feesMinorPerRoom };
  const quote = quoteStay({ ...base, memberPricing });
  const asPublic = quoteStay({ ...base, memberPricing: false });
  const asMember = quoteStay({ ...base, memberPricing: true });
  const target = displayCurrencyFor(opts.currency, opts.rates);
  const units: MinorUnits = opts.rates.minorUnits;
  const shown = (minor: number) => convert(minor, unit.currency, target, opts.rates.rates, units);
  const publicMinor = shown(headlineAmount(asPublic, opts.displayPrice));
  const memberMinor = shown(headlineAmount(asMember, opts.displayPrice));
  return {
    currency: target,
    headlineMinor: shown(headlineAmount(quote, opts.displayPrice)),
    publicMinor,
    memberMinor,
    savingMinor: publicMinor - memberMinor,
    savingPercent: publicMinor > 0 ? Math.round(((publicMinor - memberMinor) * 100) / publicMinor) : 0,
    memberPricing,
    withTax: opts.displayPrice === "WITH_TAX",
    nights: quote.nights,
    rooms: quote.rooms,
    quote,
  };
}
