"use client";

import Link from "@/components/ui/link";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import useSWR from "swr";
import { formatMoney } from "@/lib/locale/format";
import { PRODUCTS, productByCode } from "@/lib/products/codes";
import { WALLET_LOADED_DELAY_MS, WALLET_OPTIONS } from "@/lib/wallet/constants";
import { parseWalletOptions, walletShown } from "@/lib/wallet/rules";
import type { CardDetails, WalletEntryCard } from "@/lib/wallet/wallet-entries";
import { fetchWalletEntries } from "./fetch-wallet";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/ui/states";
import { useWalletItemName } from "./wallet-item-name";

/** A card's services (product codes, lib/products/codes.ts) by the product names the navigation uses: "Hotels", not "HLT". */
function productNameKey(code: string) {
  const id = productByCode(code);
  return id ? (`products.${PRODUCTS[id].navId}` as const) : null;
}

/** Panels per row on a wide screen: as many as there are, up to three (two panels leave no empty third column). */
const COLUMNS = ["lg:grid-cols-1", "lg:grid-cols-1", "lg:grid-cols-2", "lg:grid-cols-3"] as const;

const toMinor = (major: number, currency: string) =>
  Math.round(major * 10 ** (new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2));

/**
 * /wallet (SPEC §2, §4): a loading flag, then — 500 ms after the member's payment cards arrive — the loaded flag; the
 * wallet shows only if an entry has an org_site_wallet option, with one panel per enabled option.
 */
export function WalletPage({ currency }: { currency: string }) {
  const t = useTranslations("Wallet");
  const { data, isLoading } = useSWR(["wallet", currency], () => fetchWalletEntries(currency));
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (isLoading) return;
    const timer = setTimeout(() => setLoaded(true), WALLET_LOADED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoading]);

  if (!loaded) {
    return <ListSkeleton label={t("loading")} rows={3} testId="wallet-loading" />;
  }
  if (data === null || data === undefined) return <ErrorState title={t("loadFailed")} hint={t("loadFailedHint")} testId="wallet-error" />;
  if (!walletShown(data)) return <EmptyState title={t("notEnabled")} testId="wallet-not-enabled" />;
  const entry = data.find((e) => parseWalletOptions(e.walletOptions.org_site_wallet).length > 0)!;
  const options = parseWalletOptions(entry.walletOptions.org_site_wallet);
  const panels = [WALLET_OPTIONS.certificates, WALLET_OPTIONS.discountCards, WALLET_OPTIONS.cashCard, WALLET_OPTIONS.myvacations].filter((o) =>
    options.includes(o),
  );
  return (
    <div className="space-y-6" data-testid="wallet-loaded">
      <p className="text-slate-600">{t("intro")}</p>
      <div className={`grid gap-6 ${COLUMNS[Math.min(panels.length, 3)]}`}>
        {options.includes(WALLET_OPTIONS.certificates) ? (
          <CardPanel id="certificates" title={t("certificates")} cards={entry.certidata} details={entry.certificate_details} />
        ) : null}
        {options.includes(WALLET_OPTIONS.discountCards) ? (
          <CardPanel id="discount-cards" title={t("discountCards")} cards={entry.discountcarddata} details={entry.discountcard_details} />
        ) : null}
        {options.includes(WALLET_OPTIONS.cashCard) ? (
          <CardPanel id="cash-card" title={t("cashCard")} cards={entry.cashcarddata} details={entry.cashcard_details} />
        ) : null}
        {options.includes(WALLET_OPTIONS.myvacations) ? (
          <section className="rounded-xl border border-slate-200 p-5" data-testid="wallet-panel-myvacations">
            <h2 className="text-lg font-semibold">{t("myvacations")}</h2>
            <p className="mt-2 text-sm text-slate-600">{t("myvacationsText")}</p>
            <Link href="/user/my-trips" className="mt-3 inline-block font-semibold text-brand underline">
              {t("myvacationsLink")}
            </Link>
          </section>
        ) : null}
      </div>
    </div>
  );
}

function CardPanel({ id, title, cards, details }: { id: string; title: string; cards: WalletEntryCard[]; details: CardDetails }) {
  const t = useTranslations("Wallet");
  const tn = useTranslations("Nav");
  const itemName = useWalletItemName();
  const locale = useLocale();
  const service = (code: string) => {
    const key = productNameKey(code);
    return key ? tn(key) : code;
  };
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale, { timeZone: "UTC", dateStyle: "medium" });
  const money = (major: number, currency: string) => formatMoney(toMinor(major, currency), currency, locale);
  return (
    <section className="rounded-xl border border-slate-200 p-5" data-testid={`wallet-panel-${id}`} aria-labelledby={`wallet-${id}-title`}>
      <h2 id={`wallet-${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm font-medium" data-testid={`wallet-${id}-total`}>
        {t("total", { amount: money(details.total_amount, details.currency) })}
      </p>
      {details.next_expiry ? <p className="text-xs text-slate-500">{t("nextExpiry", { date: date(details.next_expiry) })}</p> : null}
      {cards.length === 0 ? <p className="mt-3 text-sm text-slate-600">{t("empty")}</p> : null}
      <ul className="mt-3 space-y-4">
        {cards.map((c) => (
          <li key={c.payment_card_id} className="rounded-lg border border-slate-100 p-3" data-testid="wallet-entry" data-card-code={c.card_code}>
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-semibold">{itemName(c.pro_code, c.card_code)}</span>
              <span className="font-semibold" data-testid="wallet-entry-balance">
                {money(c.card_amount, c.currency)}
              </span>
            </div>
            <p className="text-xs text-slate-500">
              <span className="me-2 rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700" data-testid="wallet-entry-status">
                {t(`status.${c.status as "ACTIVE"}`)}
              </span>
              <span className="me-2">{c.card_code}</span>
              <span data-testid="wallet-entry-expiry">{c.expires_at ? t("expires", { date: date(c.expires_at) }) : t("noExpiry")}</span>
            </p>
            {c.services.length ? (
              <p className="text-xs text-slate-500">
                {t("services", { list: new Intl.ListFormat(locale, { type: "unit", style: "short" }).format(c.services.map(service)) })}
              </p>
            ) : null}
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer font-medium text-brand">{t("history")}</summary>
              {c.history.length === 0 ? <p className="text-slate-600">{t("noHistory")}</p> : null}
              <ol className="mt-1 space-y-1" data-testid="wallet-entry-history">
                {c.history.map((h, i) => (
                  <li key={i} className="flex justify-between gap-2 text-xs" data-kind={h.kind}>
                    <span>
                      {t(`kinds.${h.kind as "ISSUE"}`)}
                      {h.booking_ref ? ` · ${t("booking", { ref: h.booking_ref })}` : ""}
                      <span className="block text-slate-500">{date(h.created_at)}</span>
                    </span>
                    <span className="whitespace-nowrap">{money(h.balance_after, c.currency)}</span>
                  </li>
                ))}
              </ol>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
