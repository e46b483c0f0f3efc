import { addDays } from "@/lib/org/calendar";

/**
 * What a cancellation gives back: ONE share of what was paid, decided by the property's policy, applied
 * to every part of the payment alike — the card charge and each wallet card.
 *
 *   - FREE_CANCELLATION before its deadline (check-in minus freeCancelDays, in the org's calendar): everything;
 *   - PARTIAL_REFUND, or FREE_CANCELLATION after its deadline: half;
 *   - NON_REFUNDABLE: nothing;
 *   - a stay that has started cannot be cancelled.
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

type Policy = { cancellationPolicy: string; freeCancelDays: number };

/** The day from which a FREE_CANCELLATION booking no longer gets everything back: check-in minus freeCancelDays. */
export function freeCancelDeadline(policy: Policy, checkIn: string): string {
  return addDays(checkIn, -policy.freeCancelDays);
}

/** The last day a FREE_CANCELLATION booking can be cancelled for everything: the day before freeCancelDeadline. */
export function lastFreeCancelDay(policy: Policy, checkIn: string): string {
  return addDays(freeCancelDeadline(policy, checkIn), -1);
}

export function cancellationTerms(policy: Policy, checkIn: string, today: string): CancellationTerms {
  if (today >= checkIn) return { allowed: false, share: NO_REFUND };
  const beforeDeadline = today < freeCancelDeadline(policy, checkIn);
  if (policy.cancellationPolicy === "NON_REFUNDABLE") return { allowed: true, share: NO_REFUND };
  if (policy.cancellationPolicy === "FREE_CANCELLATION" && beforeDeadline) return { allowed: true, share: FULL_REFUND };
  return { allowed: true, share: HALF_REFUND };
}

export function isFullRefund(share: RefundShare): boolean {
  return share.numerator === share.denominator;
}

/** ceil(amount × share), in whole minor units (integer arithmetic: no floating-point drift). */
export function refundPart(amountMinor: number, share: RefundShare): number {
  if (amountMinor <= 0 || share.numerator <= 0) return 0;
  return Math.floor((amountMinor * share.numerator + share.denominator - 1) / share.denominator);
}

/** What a cancellation puts back on one wallet card that paid `spentMinor` of the booking. */
export function walletRestore(card: { type: string }, spentMinor: number, share: RefundShare): number {
  if (card.type === "CERTIFICATE") return isFullRefund(share) ? spentMinor : 0;
  return refundPart(spentMinor, share);
}

/**
 * What a search result may promise about cancelling, booked today for that check-in — the same rule as
 * cancellationTerms: "free" (everything back) before the deadline, "partial" (half) after it or under PARTIAL_REFUND,
 * "none" for NON_REFUNDABLE.
 */
export function cancellationPromise(policy: Policy, checkIn: string, today: string): { kind: "free"; before: string } | { kind: "partial" } | { kind: "none" } {
  if (policy.cancellationPolicy === "NON_REFUNDABLE") return { kind: "none" };
  const before = freeCancelDeadline(policy, checkIn);
  return policy.cancellationPolicy === "FREE_CANCELLATION" && today < before ? { kind: "free", before } : { kind: "partial" };
}
