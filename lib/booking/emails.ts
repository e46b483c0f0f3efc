import { chargedText, type ChargedT } from "@/lib/locale/charged-text";
import { formatMoney } from "@/lib/locale/format";

/**
 * The refund as every page says a card's amount (lib/locale/charged-text.ts): when the card was charged in another
 * currency than the member's, the card's own amount — what the bank statement shows — with the member's beside it.
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
  /** "{charged} (about {shown})", in the e-mail's language. */
  tc: ChargedT;
}) {
  const member = formatMoney(b.refundMinor, b.currency, "en-US");
  const refund = b.cardRefund ? chargedText(b.tc, formatMoney(b.cardRefund.amountMinor, b.cardRefund.currency, "en-US"), member) : member;
  return {
    subject: `Booking cancelled: ${b.property} (${b.reference})`,
    text: b.unpaidBy
      ? `Your booking ${b.reference} at ${b.property} is cancelled: its payment was not received by ${b.unpaidBy}, and the room has been released.\n\nNothing was charged for this booking, and nothing will be.\n\n${b.orgName}`
      : b.nothingCharged
        ? `Your booking ${b.reference} at ${b.property} is cancelled.\n\nNothing was charged for this booking, and nothing will be.\n\n${b.orgName}`
        : `Your booking ${b.reference} at ${b.property} is cancelled.\n\nRefund: ${refund}, to the card you paid with.\n\n${b.orgName}`,
  };
}
