import { chargedText, type ChargedT } from "@/lib/locale/charged-text";
import { formatMoney } from "@/lib/locale/format";
import type { Translate } from "@/lib/locale/translations";

/**
 * The cancellation e-mail in the reader's language (`t`: the "Trip" texts of it, `tc` the checkout's, from tripTexts).
 * The refund as every page says a card's amount: when the card was charged in another currency than the member's,
 * the card's own amount — what the bank statement shows — with the member's beside it.
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
    /** Cancelled because its due charge was declined and not paid by this moment (lib/orders/payments/grace.ts). */
    unpaidBy?: string;
    /** What came back to each wallet card (its own currency; 0: kept), as the cancel dialog said it would. */
    wallet?: readonly { type: string; cardCode: string; currency: string; restoredMinor: number }[];
  },
  { t, tc, locale }: { t: Translate; tc: ChargedT; locale: string },
) {
  const facts = { reference: b.reference, title: b.property };
  const amount = formatMoney(b.refundMinor, b.currency, locale);
  // The card's own amount first — what the bank statement shows — with the member's beside it (lib/locale/charged-text.ts).
  const refund = t("mailRefund", {
    amount: b.cardRefund && b.refundMinor > 0 ? chargedText(tc, formatMoney(b.cardRefund.amountMinor, b.cardRefund.currency, locale), amount) : amount,
  });
  const what = b.unpaidBy ? t("mailCancelledUnpaid", { ...facts, deadline: b.unpaidBy }) : t("mailCancelled", facts);
  const wallet = (b.wallet ?? []).map((w) =>
    w.restoredMinor > 0
      ? t("mailWalletBack", { amount: formatMoney(w.restoredMinor, w.currency, locale), type: w.type, code: w.cardCode })
      : t("mailWalletKept", { type: w.type, code: w.cardCode }),
  );
  return {
    subject: t("mailCancelledSubject", facts),
    text: [what, b.unpaidBy || b.nothingCharged ? t("mailNothingCharged") : [refund, ...wallet].join("\n"), b.orgName].join("\n\n"),
  };
}
