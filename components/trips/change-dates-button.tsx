"use client";

import { useLocale } from "next-intl";
import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { postJson } from "@/components/client/post-json";
import { checkoutReturnPath } from "@/components/booking/hosted-card-note";
import { DateRangeField, type CalendarMessages } from "@/components/search/date-range-field";
import type { DateRangeTexts } from "@/components/search/date-range-texts";
import { FormAlert, Spinner, primaryButtonClass } from "@/components/ui/form-parts";
import { formatMoney } from "@/lib/locale/format";
import type { StayRange, StayRules } from "@/lib/org/stay-range";
import { fill } from "./change-panel-text";

/**
 * The panel's words in the reader's language, written by the trip page. `{amount}` and `{date}` are filled in here,
 * with the quote's amounts formatted for the same language.
 */
export type ChangeDatesTexts = {
  button: string;
  title: string;
  labels: { from: string; to: string };
  pick: string;
  checking: string;
  newPrice: string;
  was: string;
  payMore: string;
  refund: string;
  due: string;
  same: string;
  policy: string;
  confirm: string;
  confirmPay: string;
  keep: string;
  unavailable: string;
  priceChanged: string;
  failed: string;
  /** Back from the provider's page unpaid, or paid for dates that could no longer be had (and refunded). */
  notPaid: string;
  refunded: string;
};

type Quote = {
  from: { checkIn: string; checkOut: string };
  to: { checkIn: string; checkOut: string };
  currency: string;
  totalMinor: number;
  previousTotalMinor: number;
  differenceMinor: number;
  settlement: "CHARGE" | "REFUND" | "DUE" | "NONE";
  policy: string;
  dueOnText: string | null;
};
type Answer = { data?: Quote & { status?: string; redirect?: string }; error?: { code?: string; detail?: { reason?: string } } };

/** The page to come back to, without the outcome of an earlier change. */
function withoutChange(path: string): string {
  const url = new URL(path, "http://local.invalid");
  url.searchParams.delete("change");
  return `${url.pathname}${url.search}`;
}

/**
 * "Change dates" on a booked stay: new dates picked on the search's calendar, priced by the server (new price, the
 * difference, the new cancellation terms from the terms engine) before anything changes, then confirmed — a higher
 * price paid on the provider's page, which sends the payer back here. `via`: a guest's manage-booking token.
 */
export function ChangeDatesButton(props: {
  reference: string;
  via?: { token: string };
  from: string;
  to: string;
  rules: StayRules;
  weekStart: number;
  messages: CalendarMessages;
  rangeTexts: DateRangeTexts;
  texts: ChangeDatesTexts;
}) {
  const { texts, via } = props;
  const locale = useLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [quote, setQuote] = useState<Quote | null>(null);
  // One key per priced change: a double click or a retry makes one change, other dates another.
  const [key, setKey] = useState<string>("");
  const [error, setError] = useState<string | null>(null);
  const path = via ? "/api/booking/manage/change-dates" : "/api/booking/change-dates";
  const owner = via ? { token: via.token } : { reference: props.reference };
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  // Back from the provider's page (lib/orders/payment-return.ts): what became of the change paid there.
  const params = useSearchParams() as ReturnType<typeof useSearchParams> | null;
  const back = params?.get("change") === "refunded" ? texts.refunded : params?.get("change") === "not_paid" ? texts.notPaid : null;

  function refused(answer: Answer | null) {
    if (answer?.error?.detail?.reason === "UNAVAILABLE") return texts.unavailable;
    if (answer?.error?.code === "PRICE_CHANGED") return texts.priceChanged;
    return texts.failed;
  }

  async function price(range: StayRange) {
    if (!range.from || !range.to) return;
    setBusy(true);
    setError(null);
    setQuote(null);
    const res = await postJson<Answer>(path, { ...owner, checkIn: range.from, checkOut: range.to });
    setBusy(false);
    if (res.ok && res.body?.data) {
      setQuote(res.body.data);
      setKey(crypto.randomUUID());
    } else setError(refused(res.body));
  }

  async function confirm() {
    if (!quote) return;
    setBusy(true);
    setError(null);
    const res = await postJson<Answer>(path, {
      ...owner,
      ...quote.to,
      confirm: true,
      totalMinor: quote.totalMinor,
      idempotencyKey: key,
      returnPath: withoutChange(checkoutReturnPath()),
    });
    if (res.ok && res.body?.data?.status === "PAYMENT_REQUIRED" && res.body.data.redirect) {
      window.location.assign(res.body.data.redirect);
      return;
    }
    setBusy(false);
    if (res.ok) {
      setOpen(false);
      setQuote(null);
      return router.refresh();
    }
    setError(refused(res.body));
    if (res.body?.error?.code === "PRICE_CHANGED") await price({ from: quote.to.checkIn, to: quote.to.checkOut });
  }

  if (!open)
    return (
      <>
        {back ? (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="change-dates-back">
            {back}
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50"
          data-testid="change-dates"
        >
          {texts.button}
        </button>
      </>
    );

  const difference = quote ? money(Math.abs(quote.differenceMinor), quote.currency) : "";
  const settled = !quote
    ? null
    : quote.settlement === "CHARGE"
      ? fill(texts.payMore, { amount: difference })
      : quote.settlement === "REFUND"
        ? fill(texts.refund, { amount: difference })
        : quote.settlement === "DUE"
          ? fill(texts.due, { amount: money(quote.totalMinor, quote.currency), date: quote.dueOnText ?? "" })
          : texts.same;
  return (
    <section className="col-span-2 space-y-3 rounded-xl border border-slate-200 p-4" aria-labelledby="change-dates-title" data-testid="change-dates-panel">
      <h4 id="change-dates-title" className="font-semibold">
        {texts.title}
      </h4>
      <p className="text-sm text-slate-700">{texts.pick}</p>
      <DateRangeField
        labels={texts.labels}
        from={props.from}
        to={props.to}
        rules={props.rules}
        weekStart={props.weekStart}
        messages={props.messages}
        texts={props.rangeTexts}
        names={{ from: "newCheckIn", to: "newCheckOut" }}
        className="flex flex-col text-sm font-medium"
        onChange={price}
      />
      {busy && !quote ? (
        <p className="text-sm text-slate-600" role="status">
          {texts.checking}
        </p>
      ) : null}
      {quote ? (
        <dl className="space-y-1 text-sm" data-testid="change-quote" data-settlement={quote.settlement}>
          <div className="flex justify-between gap-4">
            <dt>{texts.newPrice}</dt>
            <dd className="text-end">
              <span className="font-semibold" data-testid="change-new-price">
                {money(quote.totalMinor, quote.currency)}
              </span>{" "}
              <span className="text-slate-600">{fill(texts.was, { amount: money(quote.previousTotalMinor, quote.currency) })}</span>
            </dd>
          </div>
          <p className="font-semibold" data-testid="change-difference">
            {settled}
          </p>
          <div>
            <dt className="font-medium">{texts.policy}</dt>
            <dd data-testid="change-policy">{quote.policy}</dd>
          </div>
        </dl>
      ) : null}
      <FormAlert message={error} />
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            setQuote(null);
            setError(null);
          }}
          className="rounded-lg px-4 py-2 text-sm font-semibold"
          data-testid="change-dates-keep"
        >
          {texts.keep}
        </button>
        <button type="button" disabled={!quote || busy} onClick={confirm} className={`${primaryButtonClass} sm:w-auto`} data-testid="change-dates-confirm">
          {busy && quote ? <Spinner /> : null}
          {quote?.settlement === "CHARGE" ? fill(texts.confirmPay, { amount: difference }) : texts.confirm}
        </button>
      </div>
    </section>
  );
}
