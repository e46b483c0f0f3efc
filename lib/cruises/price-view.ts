import { convert } from "@/lib/locale/convert";
import { displayCurrencyFor } from "@/lib/booking/display-price";
import type { RateSnapshot } from "@/lib/locale/rates";
import type { Offer } from "@/lib/suppliers/seam";
import { offerQuote } from "./offer-quote";

/**
 * A cruise price as the visitor sees it, in their currency: per person and for the whole cabin, at the public and at
 * the member price, taxes and port fees in or out as the organisation displays prices. `headline*` is what this
 * visitor pays (member price for members).
 */
export type CruisePriceView = {
  currency: string;
  guests: number;
  withTax: boolean;
  memberPricing: boolean;
  perPerson: { publicMinor: number; memberMinor: number; headlineMinor: number };
  total: { publicMinor: number; memberMinor: number; headlineMinor: number };
  savingMinor: number;
};

export type PriceContext = { memberPricing: boolean; displayPrice: "WITH_TAX" | "WITHOUT_TAX"; currency: string; rates: RateSnapshot };

export function cruisePriceView(offer: Offer<{ guests: number }>, ctx: PriceContext): CruisePriceView {
  const q = offerQuote(offer);
  const target = displayCurrencyFor(ctx.currency, ctx.rates);
  const shown = (minor: number) => convert(minor, q.currency, target, ctx.rates.rates, ctx.rates.minorUnits);
  const withTax = ctx.displayPrice === "WITH_TAX";
  const guests = Math.max(1, offer.details.guests);
  const publicTotal = shown(withTax ? q.publicTotalMinor : q.publicBaseMinor);
  const memberTotal = shown(withTax ? q.memberTotalMinor : q.memberBaseMinor);
  const perPerson = (minor: number) => Math.round(minor / guests);
  return {
    currency: target,
    guests,
    withTax,
    memberPricing: ctx.memberPricing,
    perPerson: {
      publicMinor: perPerson(publicTotal),
      memberMinor: perPerson(memberTotal),
      headlineMinor: perPerson(ctx.memberPricing ? memberTotal : publicTotal),
    },
    total: { publicMinor: publicTotal, memberMinor: memberTotal, headlineMinor: ctx.memberPricing ? memberTotal : publicTotal },
    savingMinor: publicTotal - memberTotal,
  };
}
