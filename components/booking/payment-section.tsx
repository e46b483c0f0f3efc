"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Spinner, primaryButtonClass } from "@/components/ui/form-parts";
import { useCheckoutWallet } from "@/components/wallet/checkout-wallet-context";
import { formatMoney } from "@/lib/locale/format";

type FieldRenderer = (name: "number" | "name" | "expiry" | "cvc", label: string, props: Record<string, unknown>) => ReactNode;

/** The card's four fields with the sandbox's hint; `field` renders one input in the form's own style. */
export function CardFields({ field }: { field: FieldRenderer }) {
  const t = useTranslations("Checkout");
  return (
    <>
      <p className="text-xs text-slate-500">{t("sandboxHint")}</p>
      {field("number", t("cardNumber"), { inputMode: "numeric", autoComplete: "cc-number", maxLength: 23 })}
      {field("name", t("cardName"), { autoComplete: "cc-name", maxLength: 80 })}
      <div className="grid grid-cols-2 gap-4">
        {field("expiry", t("expiry"), { autoComplete: "cc-exp", placeholder: "MM/YY", maxLength: 7 })}
        {field("cvc", t("cvc"), { inputMode: "numeric", autoComplete: "cc-csc", maxLength: 4 })}
      </div>
    </>
  );
}

/**
 * The card fields (when the wallet leaves something to pay) and the Pay button of every checkout. The button names
 * what the card pays after the wallet, or says the wallet pays it all.
 */
export function PaymentSection({ field, busy, payLabel }: { field: FieldRenderer; busy: boolean; payLabel: string }) {
  const t = useTranslations("Checkout");
  const locale = useLocale();
  const wallet = useCheckoutWallet();
  const cardNeeded = !wallet || wallet.split.remainderMinor > 0;
  return (
    <>
      {cardNeeded ? (
        <section className="space-y-4">
          <h2 className="text-lg font-semibold">{t("paymentTitle")}</h2>
          <CardFields field={field} />
        </section>
      ) : (
        <p className="text-sm text-emerald-700" data-testid="checkout-no-card">
          {t("walletCoversAll")}
        </p>
      )}
      <button type="submit" disabled={busy} className={primaryButtonClass} data-testid="checkout-pay">
        {busy ? <Spinner /> : null}
        {busy
          ? t("paying")
          : !wallet
            ? payLabel
            : cardNeeded
              ? t("pay", { amount: formatMoney(wallet.split.remainderMinor, wallet.data.currency, locale) })
              : t("bookWithWallet")}
      </button>
    </>
  );
}
