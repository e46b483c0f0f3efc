import { itemQuote } from "@/lib/orders/item-pricing";
import type { Offer } from "@/lib/suppliers/seam";

/**
 * What one cruise offer costs a member and the public, in the supplier's currency, taxes and fees in and out: the
 * order flow's own item pricing (lib/orders/item-pricing.ts), so the price shown is the price charged.
 */
export type OfferQuote = { currency: string; memberTotalMinor: number; publicTotalMinor: number; memberBaseMinor: number; publicBaseMinor: number };

export function offerQuote(offer: Pick<Offer<unknown>, "price">): OfferQuote {
  const member = itemQuote(offer, { memberPricing: true });
  const pub = itemQuote(offer, { memberPricing: false });
  return {
    currency: member.currency,
    memberTotalMinor: member.totalMinor,
    publicTotalMinor: pub.totalMinor,
    memberBaseMinor: member.baseMinor,
    publicBaseMinor: pub.baseMinor,
  };
}
