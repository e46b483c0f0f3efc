import type { Offer, PriceLines } from "@/lib/suppliers/seam";

/**
 * Supplier items are sold at the supplier's price to members; the public price adds this markup to the base fare
 * (taxes and fees pass through unchanged), so a member sees what membership saves, as on catalogue stays.
 */
export const PUBLIC_MARKUP_BPS = 800;

export type ItemQuote = PriceLines & {
  publicTotalMinor: number;
  memberTotalMinor: number;
  savingMinor: number;
  memberPricing: boolean;
};

/** Half-up to the minor unit, in integers. */
function markup(baseMinor: number): number {
  return Math.floor((baseMinor * PUBLIC_MARKUP_BPS + 5_000) / 10_000);
}

/**
 * The price this visitor pays for an offer: the member price with member pricing, else the public price — the
 * supplier's own when it sets one (the catalogue's public rates), else the member price with the markup.
 */
export function itemQuote(offer: Pick<Offer<unknown>, "price" | "publicPrice">, { memberPricing }: { memberPricing: boolean }): ItemQuote {
  const p = offer.price;
  const pub = offer.publicPrice;
  if (pub) {
    const lines = memberPricing ? p : pub;
    return {
      currency: p.currency,
      baseMinor: lines.baseMinor,
      taxesMinor: lines.taxesMinor,
      feesMinor: lines.feesMinor,
      totalMinor: lines.totalMinor,
      publicTotalMinor: pub.totalMinor,
      memberTotalMinor: p.totalMinor,
      savingMinor: pub.totalMinor - p.totalMinor,
      memberPricing,
    };
  }
  const extra = markup(p.baseMinor);
  const publicTotalMinor = p.totalMinor + extra;
  return {
    currency: p.currency,
    baseMinor: memberPricing ? p.baseMinor : p.baseMinor + extra,
    taxesMinor: p.taxesMinor,
    feesMinor: p.feesMinor,
    totalMinor: memberPricing ? p.totalMinor : publicTotalMinor,
    publicTotalMinor,
    memberTotalMinor: p.totalMinor,
    savingMinor: extra,
    memberPricing,
  };
}
