"use client";

import { useFormatter, useLocale } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { postJson } from "@/components/client/post-json";
import { checkoutReturnPath } from "@/components/booking/hosted-card-note";
import { FormAlert, Spinner, primaryButtonClass } from "@/components/ui/form-parts";
import { DateRangeField, type CalendarMessages } from "@/components/search/date-range-field";
import { formatMoney } from "@/lib/locale/format";
import type { FlightChangeOffer } from "@/lib/suppliers/flights/order-change";
import { fill, withoutOutcome } from "./change-panel-text";

/** The panel's words in the reader's language, written by the trip page; `{amount}` is filled in here. */
export type ChangeFlightTexts = {
  button: string;
  title: string;
  which: string;
  outbound: string;
  inbound: string;
  date: string;
  search: string;
  loading: string;
  none: string;
  fee: string;
  difference: string;
  pay: string;
  refund: string;
  confirm: string;
  keep: string;
  failed: string;
  priceChanged: string;
  notPaid: string;
  refunded: string;
  /** Said when the chosen direction has seats or extra bags: they do not move to the new flight. */
  extrasNotKept: string;
};

type Answer = { data?: { offers?: FlightChangeOffer[]; status?: string; redirect?: string }; error?: { code?: string; message?: string } };

/**
 * "Change flight" on a booked flight whose fare allows it: a slice and a new date, the airline's flights that day with
 * the change fee, the fare difference and the total, then — costing more — the total paid on the provider's page,
 * which sends the payer back here with the flight changed. `via`: a guest's manage-booking token.
 */
export function ChangeFlightButton(props: {
  reference: string;
  via?: { token: string };
  /** Each direction's booked day, and whether seats or extra bags were bought for it. */
  slices: { departsOn: string; hasExtras: boolean }[];
  minDate: string;
  weekStart: number;
  messages: CalendarMessages;
  texts: ChangeFlightTexts;
}) {
  const { texts, via } = props;
  const locale = useLocale();
  const format = useFormatter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sliceIndex, setSliceIndex] = useState(0);
  const [date, setDate] = useState("");
  const [offers, setOffers] = useState<FlightChangeOffer[] | null>(null);
  const [chosen, setChosen] = useState<string>("");
  const [key, setKey] = useState("");
  const [error, setError] = useState<string | null>(null);
  const path = via ? "/api/booking/manage/change-flight" : "/api/booking/change-flight";
  const owner = via ? { token: via.token } : { reference: props.reference };
  const params = useSearchParams() as ReturnType<typeof useSearchParams> | null;
  const back = params?.get("flight") === "refunded" ? texts.refunded : params?.get("flight") === "not_paid" ? texts.notPaid : null;
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  const signed = (minor: number, currency: string) => `${minor > 0 ? "+" : minor < 0 ? "−" : ""}${money(Math.abs(minor), currency)}`;
  const when = (iso: string, timeZone: string) =>
    format.dateTime(new Date(iso), { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZone });

  async function search(day = date) {
    if (!day) return;
    setDate(day);
    setBusy(true);
    setError(null);
    setOffers(null);
    const res = await postJson<Answer>(path, { ...owner, sliceIndex, departureDate: day });
    setBusy(false);
    if (res.ok && res.body?.data?.offers) {
      setOffers(res.body.data.offers);
      setChosen(res.body.data.offers[0]?.id ?? "");
      setKey(crypto.randomUUID());
    } else setError(texts.failed);
  }

  const offer = offers?.find((o) => o.id === chosen) ?? null;

  async function confirm() {
    if (!offer) return;
    setBusy(true);
    setError(null);
    const res = await postJson<Answer>(path, {
      ...owner,
      sliceIndex,
      departureDate: date,
      offerId: offer.id,
      totalMinor: offer.changeTotalMinor,
      confirm: true,
      idempotencyKey: key,
      returnPath: withoutOutcome(checkoutReturnPath(), "flight"),
    });
    if (res.ok && res.body?.data?.status === "PAYMENT_REQUIRED" && res.body.data.redirect) {
      window.location.assign(res.body.data.redirect);
      return;
    }
    if (res.ok) {
      window.location.assign(withoutOutcome(checkoutReturnPath(), "flight"));
      return;
    }
    setBusy(false);
    setError(res.body?.error?.code === "PRICE_CHANGED" ? texts.priceChanged : texts.failed);
    if (res.body?.error?.code === "PRICE_CHANGED") await search();
  }

  if (!open)
    return (
      <div className="space-y-2 print:hidden">
        {back ? (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="change-flight-back">
            {back}
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50"
          data-testid="change-flight"
        >
          {texts.button}
        </button>
      </div>
    );

  return (
    <section className="space-y-3 rounded-xl border border-slate-200 p-4 print:hidden" aria-labelledby="change-flight-title" data-testid="change-flight-panel">
      <h4 id="change-flight-title" className="font-semibold">
        {texts.title}
      </h4>
      <div className="flex flex-wrap items-end gap-3 text-sm">
        {props.slices.length > 1 ? (
          <label className="flex flex-col font-medium">
            {texts.which}
            <select
              className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
              value={sliceIndex}
              onChange={(e) => (setSliceIndex(Number(e.target.value)), setOffers(null), setDate(""))}
              data-testid="change-flight-slice"
            >
              <option value={0}>{texts.outbound}</option>
              <option value={1}>{texts.inbound}</option>
            </select>
          </label>
        ) : null}
        <DateRangeField
          // Another flight is another field: its own booked day to start from.
          key={sliceIndex}
          mode="single"
          kind="flight"
          className="flex min-w-56 flex-col font-medium"
          names={{ from: "newDeparture" }}
          testIds={{ from: "change-flight-date" }}
          labels={{ from: texts.date }}
          from={props.slices[sliceIndex]?.departsOn ?? props.minDate}
          rules={{ minDate: props.minDate }}
          weekStart={props.weekStart}
          messages={props.messages}
          onChange={(days) => void search(days.from)}
        />
        {date ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => search()}
            className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
            data-testid="change-flight-search"
          >
            {texts.search}
          </button>
        ) : null}
      </div>
      {props.slices[sliceIndex]?.hasExtras ? (
        <p className="text-sm text-amber-800" data-testid="change-flight-extras-note">
          {texts.extrasNotKept}
        </p>
      ) : null}
      {busy && !offers ? (
        <p className="text-sm text-slate-600" role="status">
          {texts.loading}
        </p>
      ) : null}
      {offers && offers.length === 0 ? (
        <p className="text-sm" data-testid="change-flight-none">
          {texts.none}
        </p>
      ) : null}
      {offers && offers.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="sr-only">{texts.title}</legend>
          {offers.map((o) => (
            <label
              key={o.id}
              className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 text-sm has-checked:border-brand"
              data-testid="change-flight-offer"
            >
              <input type="radio" name="change-flight-offer" value={o.id} checked={chosen === o.id} onChange={() => setChosen(o.id)} />
              <span className="space-y-0.5">
                <span className="block font-semibold">
                  <bdi>{o.slice.segments.map((g) => g.flightNumber).join(" + ")}</bdi> · {when(o.slice.departsAt, o.slice.origin.timeZone)} →{" "}
                  {when(o.slice.arrivesAt, o.slice.destination.timeZone)}
                </span>
                <span className="block text-slate-600">
                  {fill(texts.fee, { amount: money(o.penaltyMinor, o.currency) })} ·{" "}
                  {fill(texts.difference, { amount: signed(o.fareDifferenceMinor, o.currency) })}
                </span>
                <span className="block font-semibold" data-testid="change-flight-total">
                  {signed(o.changeTotalMinor, o.currency)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <FormAlert message={error} />
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={() => (setOpen(false), setOffers(null), setError(null))}
          className="rounded-lg px-4 py-2 text-sm font-semibold"
          data-testid="change-flight-keep"
        >
          {texts.keep}
        </button>
        {offer ? (
          <button type="button" disabled={busy} onClick={confirm} className={`${primaryButtonClass} sm:w-auto`} data-testid="change-flight-confirm">
            {busy ? <Spinner /> : null}
            {offer.changeTotalMinor > 0
              ? fill(texts.pay, { amount: money(offer.changeTotalMinor, offer.currency) })
              : offer.changeTotalMinor < 0
                ? fill(texts.refund, { amount: money(-offer.changeTotalMinor, offer.currency) })
                : texts.confirm}
          </button>
        ) : null}
      </div>
    </section>
  );
}
