"use client";

import { useLocale } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { postJson } from "@/components/client/post-json";
import { checkoutReturnPath } from "@/components/booking/hosted-card-note";
import { Stepper } from "@/components/ui/stepper";
import { formatMoney } from "@/lib/locale/format";
import { formatCount } from "@/lib/locale/numbers";
import { fill, withoutOutcome } from "./change-panel-text";
import { ExtrasClosed, ExtrasFooter } from "./extras-panel-parts";

/**
 * The panel's words in the reader's language, written by the trip page. `{amount}`, `{kg}`, `{passenger}`, `{from}`
 * and `{to}` are filled in here, with the airline's amounts formatted for the same language.
 */
export type AddBagsTexts = {
  button: string;
  title: string;
  rule: string;
  loading: string;
  none: string;
  each: string;
  bagsFor: string;
  less: string;
  more: string;
  total: string;
  pay: string;
  keep: string;
  priceChanged: string;
  failed: string;
  /** Back from the provider's page unpaid, or paid for bags the airline could no longer add (and refunded). */
  notPaid: string;
  refunded: string;
};

type Bag = {
  serviceId: string;
  passenger: string;
  passengerIndex: number;
  sliceIndex: number;
  origin: string;
  destination: string;
  amountMinor: number;
  maxQuantity: number;
  maxWeightKg: number | null;
};
type Quote = { currency: string; bags: Bag[] };
type Answer = { data?: Quote & { status?: string; redirect?: string }; error?: { code?: string } };

/**
 * "Add bags" on a booked flight: the extra checked bags the airline sells now (per passenger and direction, priced),
 * chosen with steppers, then paid on the provider's page — which sends the payer back here with the bags added.
 * Nothing is added until they are paid. `via`: a guest's manage-booking token.
 */
export function AddBagsButton({ reference, via, texts }: { reference: string; via?: { token: string }; texts: AddBagsTexts }) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [chosen, setChosen] = useState<Record<string, number>>({});
  // One key per choice: a double click or a retry opens one payment page, another choice another.
  const [key, setKey] = useState("");
  const [error, setError] = useState<string | null>(null);
  const path = via ? "/api/booking/manage/add-bags" : "/api/booking/add-bags";
  const owner = via ? { token: via.token } : { reference };
  const money = (minor: number) => formatMoney(minor, quote?.currency ?? "USD", locale);
  const params = useSearchParams() as ReturnType<typeof useSearchParams> | null;
  const back = params?.get("bags") === "refunded" ? texts.refunded : params?.get("bags") === "not_paid" ? texts.notPaid : null;

  async function load() {
    setOpen(true);
    setBusy(true);
    setError(null);
    const res = await postJson<Answer>(path, owner);
    setBusy(false);
    if (res.ok && res.body?.data) {
      setQuote(res.body.data);
      setChosen({});
      setKey(crypto.randomUUID());
    } else setError(texts.failed);
  }

  const services = Object.entries(chosen)
    .filter(([, n]) => n > 0)
    .map(([id, quantity]) => ({ id, quantity }));
  const totalMinor = quote ? quote.bags.reduce((sum, b) => sum + b.amountMinor * (chosen[b.serviceId] ?? 0), 0) : 0;

  async function pay() {
    setBusy(true);
    setError(null);
    const res = await postJson<Answer>(path, {
      ...owner,
      confirm: true,
      services,
      totalMinor,
      idempotencyKey: key,
      returnPath: withoutOutcome(checkoutReturnPath(), "bags"),
    });
    if (res.ok && res.body?.data?.status === "PAYMENT_REQUIRED" && res.body.data.redirect) {
      window.location.assign(res.body.data.redirect);
      return;
    }
    setBusy(false);
    if (res.body?.error?.code === "PRICE_CHANGED") {
      setError(texts.priceChanged);
      return load();
    }
    setError(texts.failed);
  }

  if (!open) return <ExtrasClosed id="add-bags" back={back} rule={texts.rule} button={texts.button} onOpen={load} />;

  return (
    <section className="space-y-3 rounded-xl border border-slate-200 p-4 print:hidden" aria-labelledby="add-bags-title" data-testid="add-bags-panel">
      <h4 id="add-bags-title" className="font-semibold">
        {texts.title}
      </h4>
      {busy && !quote ? (
        <p className="text-sm text-slate-600" role="status">
          {texts.loading}
        </p>
      ) : null}
      {quote && quote.bags.length === 0 ? (
        <p className="text-sm" data-testid="add-bags-none">
          {texts.none}
        </p>
      ) : null}
      {quote && quote.bags.length > 0 ? (
        <ul className="space-y-3">
          {quote.bags.map((b) => {
            const value = chosen[b.serviceId] ?? 0;
            const where = { passenger: b.passenger, from: b.origin, to: b.destination };
            return (
              <li
                key={b.serviceId}
                className="flex flex-wrap items-center justify-between gap-3 text-sm"
                data-testid="add-bags-option"
                data-passenger={b.passengerIndex}
                data-slice={b.sliceIndex}
              >
                <div>
                  <p className="font-semibold">{b.passenger}</p>
                  <p>
                    <bdi>
                      {b.origin} → {b.destination}
                    </bdi>
                  </p>
                  <p className="text-slate-600">{fill(texts.each, { amount: money(b.amountMinor), kg: formatCount(b.maxWeightKg ?? 23, locale) })}</p>
                </div>
                <Stepper
                  value={value}
                  max={b.maxQuantity}
                  onChange={(v) => setChosen((all) => ({ ...all, [b.serviceId]: v }))}
                  label={fill(texts.bagsFor, where)}
                  valueText={formatCount(value, locale)}
                  decrease={texts.less}
                  increase={texts.more}
                  testId={`add-bags-${b.passengerIndex}-${b.sliceIndex}`}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      <ExtrasFooter
        id="add-bags"
        total={quote && quote.bags.length > 0 ? { label: texts.total, amount: money(totalMinor) } : null}
        error={error}
        keep={texts.keep}
        onKeep={() => (setOpen(false), setQuote(null), setError(null))}
        confirm={
          quote && quote.bags.length > 0
            ? { text: fill(texts.pay, { amount: money(totalMinor) }), testId: "add-bags-pay", disabled: totalMinor <= 0, busy, onClick: pay }
            : null
        }
      />
    </section>
  );
}
