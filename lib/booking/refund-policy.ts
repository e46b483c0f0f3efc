/**
 * What a cancellation gives back: ONE share of what was paid, decided by the terms engine (lib/terms/refund.ts, from
 * each item's terms at the moment of cancelling), applied to every part of the payment alike — the card charge and
 * each wallet card, by the same rule whatever the kind of item.
 *
 * Each part gets ceil(part × share): rounding is in the customer's favour, by at most one minor unit per part.
 * A certificate is a one-off benefit that cannot be split: it comes back whole only when the share is everything,
 * otherwise it stays used. Cash and discount cards get their share of what they paid back onto their balance.
 */
export type RefundShare = { numerator: number; denominator: number };

export const FULL_REFUND: RefundShare = { numerator: 1, denominator: 1 };
export const HALF_REFUND: RefundShare = { numerator: 1, denominator: 2 };
export const NO_REFUND: RefundShare = { numerator: 0, denominator: 1 };

export type CancellationTerms = { allowed: boolean; share: RefundShare };

export function isFullRefund(share: RefundShare): boolean {
  return share.numerator === share.denominator;
}

/**
 * ceil(amount × share), in whole minor units, never more than the amount. In BigInt: a share over an order's prices in
 * basis points has terms near 10^11, whose product with an amount is past what a double holds exactly.
 */
export function refundPart(amountMinor: number, share: RefundShare): number {
  if (amountMinor <= 0 || share.numerator <= 0 || share.denominator <= 0) return 0;
  const n = BigInt(amountMinor) * BigInt(share.numerator);
  const d = BigInt(share.denominator);
  return Math.min(amountMinor, Number((n + d - 1n) / d));
}

/** What a cancellation puts back on one wallet card that paid `spentMinor` of the booking. */
export function walletRestore(card: { type: string }, spentMinor: number, share: RefundShare): number {
  if (card.type === "CERTIFICATE") return isFullRefund(share) ? spentMinor : 0;
  return refundPart(spentMinor, share);
}
