import { formatMoney } from "@/lib/locale/format";
import type { Translate } from "@/lib/locale/translations";

/**
 * The cancellation e-mail in the reader's language (`t`: the "Trip" texts of it, from tripTexts). The refund is in
 * the member's currency (what they paid in); when the card was charged in another currency, the card's own amount
 * follows, since that is what the bank statement shows.
 */
export function cancellationMail(
  b: {
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
  },
  { t, locale }: { t: Translate; locale: string },
) {
  const facts = { reference: b.reference, title: b.property };
  const amount = formatMoney(b.refundMinor, b.currency, locale);
  const refund =
    b.cardRefund && b.refundMinor > 0
      ? t("mailRefundCardCurrency", { amount, cardAmount: formatMoney(b.cardRefund.amountMinor, b.cardRefund.currency, locale) })
      : t("mailRefund", { amount });
  const what = b.unpaidBy ? t("mailCancelledUnpaid", { ...facts, deadline: b.unpaidBy }) : t("mailCancelled", facts);
  return {
    subject: t("mailCancelledSubject", facts),
    text: [what, b.unpaidBy || b.nothingCharged ? t("mailNothingCharged") : refund, b.orgName].join("\n\n"),
  };
}
