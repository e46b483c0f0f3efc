"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatShown } from "@/lib/locale/money-view";
import { balanceText } from "@/lib/locale/balance-text";
import { WALLET_OPTIONS } from "@/lib/wallet/constants";
import type { CardOption } from "@/lib/wallet/plan";
import { selectionKey } from "@/lib/wallet/rules";
import { CertificateModal } from "./certificate-modal";
import { orgKey, useCheckoutWallet } from "./checkout-wallet-context";
import { usePayTiming } from "@/components/booking/pay-timing";
import { useWalletItemName } from "./wallet-item-name";

/**
 * The checkout's wallet panel: every card of the enabled options with whether it applies to this booking and, if not,
 * why; the chosen certificate (changed in the certificate modal), a discount card, the cash card; and the split
 * (certificate, discount, cash, remainder by card) before paying. Paying later, it says why the wallet stays out.
 */
export function CheckoutWalletPanel() {
  const wallet = useCheckoutWallet();
  const t = useTranslations("Wallet");
  const tc = useTranslations("Checkout");
  const itemName = useWalletItemName();
  const locale = useLocale();
  const { later } = usePayTiming();
  if (!wallet) return null;
  if (later) {
    return (
      <section className="space-y-1 rounded-lg border border-slate-200 p-3 text-sm" data-testid="wallet-panel" aria-labelledby="wallet-panel-title">
        <h3 id="wallet-panel-title" className="font-semibold text-slate-800">
          {t("title")}
        </h3>
        <p className="text-slate-700" data-testid="wallet-pay-later">
          {tc("payLaterWallet")}
        </p>
      </section>
    );
  }
  const { data, choice, shown: parts } = wallet;
  // Every line in the visitor's currency (the data is also the page's MoneyView), adding up to the total shown above.
  const shown = (minor: number) => formatShown(data, minor, data.displayCurrency, locale);
  const has = (option: string) => data.options.includes(option);
  const less = (minor: number) => (minor > 0 ? `−${shown(minor)}` : shown(0));
  const balance = (c: CardOption) => balanceText(data, c.balance_minor, c.currency, locale, t);
  const chosenOrg = data.orgCertificates.find((c) => orgKey(c.id) === choice.certificate);
  const chosenCert = data.certificates.find((c) => selectionKey(c) === choice.certificate);

  const cardRow = (c: CardOption, control: React.ReactNode) => (
    <li
      key={c.payment_card_id}
      className="flex items-start justify-between gap-2 py-1"
      data-testid="wallet-card"
      data-card-code={c.card_code}
      data-applies={c.applies}
    >
      <span className="flex items-start gap-2">
        {control}
        <span>
          <span className="font-medium">{itemName(c.pro_code, c.card_code)}</span>
          <span className="block text-xs text-slate-500">
            {c.expires_at ? t("expires", { date: new Date(c.expires_at).toLocaleDateString(locale, { timeZone: "UTC" }) }) : t("noExpiry")}
          </span>
          <span className={`block text-xs ${c.applies ? "text-emerald-700" : "text-amber-700"}`} data-testid="wallet-card-reason">
            {c.applies ? t("applies") : t(`reasons.${c.reason ?? "inactive"}`)}
          </span>
        </span>
      </span>
      <span className="whitespace-nowrap text-sm" data-testid="wallet-card-balance">
        {balance(c)}
      </span>
    </li>
  );

  return (
    <section className="space-y-3 rounded-lg border border-slate-200 p-3 text-sm" data-testid="wallet-panel" aria-labelledby="wallet-panel-title">
      <h3 id="wallet-panel-title" className="font-semibold text-slate-800">
        {t("title")}
      </h3>
      {has(WALLET_OPTIONS.certificates) && (data.certificates.length > 0 || data.orgCertificates.length > 0) ? (
        <div data-testid="wallet-certificates">
          <h4 className="font-medium">{t("certificates")}</h4>
          <p className="mt-1 flex items-center justify-between gap-2">
            <span data-testid="wallet-chosen-certificate">
              {chosenCert
                ? itemName(chosenCert.pro_code, chosenCert.card_code)
                : chosenOrg
                  ? itemName(chosenOrg.name)
                  : choice.certificate === "only-discount"
                    ? t("onlyDiscount")
                    : t("noCertificate")}
            </span>
            <button
              type="button"
              className="font-semibold text-brand underline"
              onClick={() => wallet.setModalOpen(true)}
              data-testid="wallet-choose-certificate"
            >
              {t("change")}
            </button>
          </p>
          <ul className="mt-1 divide-y divide-slate-100">{data.certificates.map((c) => cardRow(c, null))}</ul>
        </div>
      ) : null}
      {has(WALLET_OPTIONS.discountCards) && data.discountCards.length > 0 ? (
        <fieldset data-testid="wallet-discount-cards">
          <legend className="font-medium">{t("discountCards")}</legend>
          <ul className="mt-1 divide-y divide-slate-100">
            {data.discountCards.map((c) =>
              cardRow(
                c,
                <input
                  type="radio"
                  name="wallet-discount"
                  className="mt-1"
                  disabled={!c.applies}
                  checked={choice.discountCard === selectionKey(c)}
                  onChange={() => wallet.pickDiscountCard(selectionKey(c))}
                  aria-label={c.card_code}
                  data-testid={`discount-${c.card_code}`}
                />,
              ),
            )}
          </ul>
          {choice.discountCard ? (
            <button
              type="button"
              className="text-xs font-semibold text-brand underline"
              onClick={() => wallet.pickDiscountCard(null)}
              data-testid="discount-none"
            >
              {t("noDiscount")}
            </button>
          ) : null}
        </fieldset>
      ) : null}
      {has(WALLET_OPTIONS.cashCard) && data.cashCards.length > 0 ? (
        <fieldset data-testid="wallet-cash-cards">
          <legend className="font-medium">{t("cashCard")}</legend>
          <ul className="mt-1 divide-y divide-slate-100">
            {data.cashCards.map((c) =>
              cardRow(
                c,
                <input
                  type="checkbox"
                  className="mt-1"
                  disabled={!c.applies}
                  checked={choice.cashCard === selectionKey(c)}
                  onChange={(e) => wallet.pickCashCard(e.target.checked ? selectionKey(c) : null)}
                  aria-label={t("useCash", { code: c.card_code })}
                  data-testid={`cash-${c.card_code}`}
                />,
              ),
            )}
          </ul>
        </fieldset>
      ) : null}
      <dl className="space-y-1 border-t border-slate-200 pt-2" data-testid="wallet-split" aria-live="polite">
        {has(WALLET_OPTIONS.certificates) ? (
          <div className="flex justify-between">
            <dt>{t("splitCertificate")}</dt>
            <dd data-testid="split-certificate">{less(parts.certificate)}</dd>
          </div>
        ) : null}
        {has(WALLET_OPTIONS.discountCards) ? (
          <div className="flex justify-between">
            <dt>{t("splitDiscount")}</dt>
            <dd data-testid="split-discount">{less(parts.discount)}</dd>
          </div>
        ) : null}
        {has(WALLET_OPTIONS.cashCard) ? (
          <div className="flex justify-between">
            <dt>{t("splitCash")}</dt>
            <dd data-testid="split-cash">{less(parts.cash)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between font-semibold">
          <dt>{t("splitRemainder")}</dt>
          <dd data-testid="split-remainder">{shown(parts.remainder)}</dd>
        </div>
      </dl>
      <CertificateModal />
    </section>
  );
}
