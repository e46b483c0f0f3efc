import type { Offer } from "@/lib/suppliers/seam";

/**
 * What one cruise offer costs a member and the public, in the supplier's currency, taxes and fees in and out. The
 * member price is the supplier's.
 */
export type OfferQuote = { currency: string; memberTotalMinor: number; publicTotalMinor: number; memberBaseMinor: number; publicBaseMinor: number };

export function offerQuote(offer: Offer<unknown>): OfferQuote {
  return {
    currency: offer.price.currency,
    memberTotalMinor: offer.price.totalMinor,
    publicTotalMinor: offer.price.totalMinor,
    memberBaseMinor: offer.price.baseMinor,
    publicBaseMinor: offer.price.baseMinor,
  };
}
