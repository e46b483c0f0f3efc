import { formatDate } from "@/lib/locale/format";
import { partSeparator } from "@/lib/locale/part-separator";

/** The "Trips" texts a cancellation is told with. */
export type CancelledT = {
  (key: "cancelledOn", values: { date: string }): string;
  (key: "refund" | "walletRefund", values: { amount: string }): string;
  (key: "noRefund"): string;
};

/** What a cancelled order says of itself, each part a text of its own (the trip card and the trip page lay them out). */
export type CancelledParts = { on: string; refund: string | null; wallet: string[]; noRefund: string | null };

/**
 * "Cancelled on Dec 6, 2026 · Refunded $60.00 · Back to wallet $50.00", from what the cancellation recorded on the order
 * (lib/orders/cancel-order.ts: Reservation.cancelledAt, refundMinor, the wallet ledger's REFUND entries) — never
 * worked out again. The day is the organisation's calendar day of the instant. A cancellation that gave nothing back
 * says "No refund", unless nothing had been charged (a pay-later booking released before its charge): the card says
 * so already. Null for an order that is not cancelled, or one cancelled before the day was recorded.
 */
export function cancelledParts(
  order: { status: string; cancelledAt: string | null; charged: boolean },
  amounts: { refund: string | null; wallet: string[] },
  words: { t: CancelledT; locale: string; timeZone: string },
): CancelledParts | null {
  if (order.status !== "CANCELLED" || !order.cancelledAt) return null;
  const { t } = words;
  const nothingBack = !amounts.refund && amounts.wallet.length === 0;
  return {
    on: t("cancelledOn", { date: formatDate(order.cancelledAt, words.locale, words.timeZone, { day: "numeric", month: "short", year: "numeric" }) }),
    refund: amounts.refund ? t("refund", { amount: amounts.refund }) : null,
    wallet: amounts.wallet.map((amount) => t("walletRefund", { amount })),
    noRefund: nothingBack && order.charged ? t("noRefund") : null,
  };
}

/** The parts on one line, separated as the reader's language can read them (lib/locale/part-separator.ts). */
export function cancelledLine(parts: CancelledParts, locale: string): string {
  return [parts.on, parts.refund, ...parts.wallet, parts.noRefund].filter(Boolean).join(partSeparator(locale));
}
