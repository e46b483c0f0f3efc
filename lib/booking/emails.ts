import { formatMoney } from "@/lib/locale/format";

/**
 * The refund in the member's currency (what they paid in); when the card was charged in another currency, the card's
 * own amount follows, since that is what the bank statement shows.
 */
export function cancellationMail(b: {
  orgName: string;
  reference: string;
  property: string;
  refundMinor: number;
  currency: string;
  cardRefund?: { amountMinor: number; currency: string } | null;
  /** Paid later and cancelled before the charge: there is nothing to refund. */
  nothingCharged?: boolean;
  /** Cancelled because its due charge was declined and not paid by this moment (lib/booking/payments/grace.ts). */
  unpaidBy?: string;
}) {
  const refund = formatMoney(b.refundMinor, b.currency, "en-US");
  const card = b.cardRefund && b.refundMinor > 0 ? ` (${formatMoney(b.cardRefund.amountMinor, b.cardRefund.currency, "en-US")} in the card's currency)` : "";
  return {
    subject: `Booking cancelled: ${b.property} (${b.reference})`,
    text: b.unpaidBy
      ? `Your booking ${b.reference} at ${b.property} is cancelled: its payment was not received by ${b.unpaidBy}, and the room has been released.\n\nNothing was charged for this booking, and nothing will be.\n\n${b.orgName}`
      : b.nothingCharged
        ? `Your booking ${b.reference} at ${b.property} is cancelled.\n\nNothing was charged for this booking, and nothing will be.\n\n${b.orgName}`
        : `Your booking ${b.reference} at ${b.property} is cancelled.\n\nRefund: ${refund}${card}, to the card you paid with.\n\n${b.orgName}`,
  };
}
