"use client";

import { useLocale, useTranslations } from "next-intl";
import { Spinner, primaryButtonClass } from "@/components/ui/form-parts";
import { useCheckoutWallet } from "@/components/wallet/checkout-wallet-context";
import { PayTimingChoice, usePayTiming } from "./pay-timing";
import { HostedCardNote } from "./hosted-card-note";
import { formatOwn, formatShown, rateText, type MoneyView } from "@/lib/locale/money-view";
import { chargedText } from "@/lib/locale/charged-text";

/** What the checkout costs, in the booking's currency (the card's), and the page's view of money. */
export type CheckoutPrice = { totalMinor: number; currency: string; view: MoneyView };

/**
 * Where the card will be typed (when the wallet leaves something to pay) and the Pay button of every checkout. The button names
 * what the card pays after the wallet, or says the wallet pays it all; when the card is charged in another currency than
 * the visitor's, the button names that charge first ("Pay €198.00 (about $215.22)"), as the provider's page will, and
 * the line under it gives the rate. Where the stay may be paid later, the
 * choice comes first: paying later, the card is kept for the whole amount and the button says when it is charged.
 */
export function PaymentSection({ busy, price }: { busy: boolean; price: CheckoutPrice }) {
  const t = useTranslations("Checkout");
  const locale = useLocale();
  const timing = usePayTiming();
  // Paying later leaves the wallet out: the card is kept for the whole amount.
  const memberWallet = useCheckoutWallet();
  const wallet = timing.later ? null : memberWallet;
  const cardNeeded = !wallet || wallet.split.remainderMinor > 0;
  const cardMinor = wallet ? wallet.split.remainderMinor : price.totalMinor;
  // With the wallet, the remainder exactly as the wallet's split shows it; otherwise the total.
  const shownAmount = wallet
    ? formatOwn(price.view, wallet.shown.remainder, price.view.displayCurrency, locale)
    : formatShown(price.view, price.totalMinor, price.currency, locale);
  // The button names what the provider's page will charge, in the card's currency, with the visitor's beside it.
  const shown = chargedText(t, formatOwn(price.view, cardMinor, price.currency, locale), shownAmount);
  const due = timing.later ? timing.dueText : null;
  const payLabel = due ? t("bookPayLater", { amount: shown, date: due }) : cardNeeded ? t("pay", { amount: shown }) : t("bookWithWallet");

  return (
    <>
      <PayTimingChoice withWallet={!!memberWallet} />
      {cardNeeded ? (
        <section className="space-y-4">
          <h2 className="text-lg font-semibold">{due ? t("payLaterCardTitle", { date: due }) : t("paymentTitle")}</h2>
          <HostedCardNote note={t("hostedCardNote")} cancelled={t("paymentCancelled")} />
        </section>
      ) : (
        <p className="text-sm text-emerald-700" data-testid="checkout-no-card">
          {t("walletCoversAll")}
        </p>
      )}
      <div className="space-y-1">
        <button type="submit" disabled={busy} className={primaryButtonClass} data-testid="checkout-pay">
          {busy ? <Spinner /> : null}
          {busy ? t("paying") : payLabel}
        </button>
        {cardNeeded ? <CardCurrencyNote view={price.view} amountMinor={cardMinor} currency={price.currency} dueText={due} /> : null}
      </div>
    </>
  );
}

/**
 * "Your card is charged €385.00 — 1 USD = 0.92 EUR" (paying later: "… will be charged … on 12 Jan 2027 …"), when the
 * card's currency is not the visitor's.
 */
export function CardCurrencyNote({
  view,
  amountMinor,
  currency,
  dueText,
}: {
  view: MoneyView;
  amountMinor: number;
  currency: string;
  dueText?: string | null;
}) {
  const t = useTranslations("Checkout");
  const locale = useLocale();
  const rate = rateText(view, currency, locale);
  if (!rate) return null;
  const amount = formatOwn(view, amountMinor, currency, locale);
  return (
    <p className="text-xs text-slate-600" data-testid="card-currency-note">
      {dueText ? t("cardChargedLater", { amount, rate, date: dueText }) : t("cardCharged", { amount, rate })}
    </p>
  );
}
