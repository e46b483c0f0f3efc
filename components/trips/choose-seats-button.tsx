"use client";

import { useLocale } from "next-intl";
import { useRouter, useSearchParams } from "next/navigation";
import { useMemo, useState } from "react";
import { postJson } from "@/components/client/post-json";
import { checkoutReturnPath } from "@/components/booking/hosted-card-note";
import { SeatPicker } from "@/components/ui/seat-picker";
import { formatMoney } from "@/lib/locale/format";
import { formatCount, formatSeat } from "@/lib/locale/numbers";
import { chooseSeat, seatRows, type ChosenSeats, type Facility, type SeatWords } from "@/lib/flights/seat-choice";
import type { SegmentSeatMap } from "@/lib/suppliers/flights/ancillaries";
import { fill, withoutOutcome } from "./change-panel-text";
import { ExtrasClosed, ExtrasFooter } from "./extras-panel-parts";

/** The dialog's words in the reader's language, written by the trip page; `{seat}`, `{amount}`… are filled in here. */
export type ChooseSeatsTexts = Record<
  | "button"
  | "title"
  | "rule"
  | "loading"
  | "none"
  | "current"
  | "moveTo"
  | "total"
  | "pay"
  | "save"
  | "keep"
  | "done"
  | "priceChanged"
  | "taken"
  | "failed"
  | "notPaid"
  | "refunded"
  | "flights"
  | "choosingFor"
  | "seat"
  | "noSeat"
  | "front"
  | "mapLabel"
  | "yours"
  | "others"
  | "taken_"
  | "paid"
  | "free"
  | "exit"
  | Facility
  | "legendFree"
  | "legendPaid"
  | "legendTaken"
  | "legendSelected",
  string
>;

type Holder = { id: string; index: number; name: string; seats: Record<string, string> };
type Quote = { currency: string; seatMaps: SegmentSeatMap[]; passengers: Holder[] };
type Answer = { data?: Quote & { status?: string; redirect?: string }; error?: { code?: string } };

/**
 * "Choose seats" on a booked flight: the airline's seat map per flight (the kit's SeatPicker, as at the checkout), each
 * passenger's seat now, and the new seats chosen — priced as the airline prices moving to them. Free seats are
 * confirmed at once; paid ones on the provider's page, which sends the payer back here with the seats given. Nothing
 * changes until then. `via`: a guest's manage-booking token.
 */
export function ChooseSeatsButton({ reference, via, texts }: { reference: string; via?: { token: string }; texts: ChooseSeatsTexts }) {
  const locale = useLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [segment, setSegment] = useState(0);
  const [passenger, setPassenger] = useState("");
  const [chosen, setChosen] = useState<ChosenSeats>({});
  // One key per choice: a double click or a retry makes one change.
  const [key, setKey] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const path = via ? "/api/booking/manage/choose-seats" : "/api/booking/choose-seats";
  const owner = via ? { token: via.token } : { reference };
  const money = (minor: number) => formatMoney(minor, quote?.currency ?? "USD", locale);
  const seatText = (designator: string) => formatSeat(designator, locale);
  const params = useSearchParams() as ReturnType<typeof useSearchParams> | null;
  const back = params?.get("seats") === "refunded" ? texts.refunded : params?.get("seats") === "not_paid" ? texts.notPaid : null;
  const passengers = useMemo(() => (quote?.passengers ?? []).map((p) => ({ id: p.id, number: p.index + 1 })), [quote]);
  const map = quote?.seatMaps[segment];

  async function load() {
    setOpen(true);
    setBusy(true);
    setError(null);
    setDone(false);
    const res = await postJson<Answer>(path, owner);
    setBusy(false);
    if (res.ok && res.body?.data) {
      setQuote(res.body.data);
      setSegment(0);
      setPassenger(res.body.data.passengers[0]?.id ?? "");
      setChosen({});
      setKey(crypto.randomUUID());
    } else setError(texts.failed);
  }

  const picks = Object.values(chosen).flatMap((byPassenger) => Object.values(byPassenger));
  const totalMinor = picks.reduce((sum, c) => sum + c.amountMinor, 0);

  async function confirm() {
    setBusy(true);
    setError(null);
    const res = await postJson<Answer>(path, {
      ...owner,
      confirm: true,
      services: picks.map((c) => ({ id: c.serviceId, quantity: 1 })),
      totalMinor,
      idempotencyKey: key,
      returnPath: withoutOutcome(checkoutReturnPath(), "seats"),
    });
    const status = res.body?.data?.status;
    if (res.ok && status === "PAYMENT_REQUIRED" && res.body?.data?.redirect) {
      window.location.assign(res.body.data.redirect);
      return;
    }
    setBusy(false);
    if (res.ok && status === "CHOSEN") {
      setOpen(false);
      setQuote(null);
      setDone(true);
      router.refresh();
      return;
    }
    const code = res.body?.error?.code;
    if (code === "PRICE_CHANGED" || code === "CONFLICT" || code === "VALIDATION_FAILED") {
      setError(code === "PRICE_CHANGED" ? texts.priceChanged : texts.taken);
      return load();
    }
    setError(texts.failed);
  }

  const words: SeatWords = {
    exit: texts.exit,
    facility: (kind) => texts[kind],
    seat: seatText,
    count: (n) => formatCount(n, locale),
    yours: (seat) => fill(texts.yours, { seat }),
    others: (seat, n) => fill(texts.others, { seat, passenger: quote?.passengers[n - 1]?.name ?? "" }),
    taken: (seat) => fill(texts.taken_, { seat }),
    paid: (seat, minor) => fill(texts.paid, { seat, price: money(minor) }),
    free: (seat) => fill(texts.free, { seat }),
  };

  /** The passenger's seat on this flight: the one held, and the one chosen instead (with its price). */
  const seatOf = (p: Holder) => {
    const held = map ? p.seats[map.segmentId] : undefined;
    const mine = map ? chosen[map.segmentId]?.[p.id] : undefined;
    const next = mine
      ? `${fill(texts.seat, { seat: seatText(mine.designator) })} (${mine.amountMinor > 0 ? money(mine.amountMinor) : texts.legendFree})`
      : null;
    if (held && next) return fill(texts.moveTo, { from: fill(texts.seat, { seat: seatText(held) }), to: next });
    if (held) return fill(texts.current, { seat: seatText(held) });
    return next ?? texts.noSeat;
  };

  if (!open)
    return (
      <ExtrasClosed
        id="choose-seats"
        back={back}
        note={
          done ? (
            <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="choose-seats-done">
              {texts.done}
            </p>
          ) : null
        }
        rule={texts.rule}
        button={texts.button}
        onOpen={load}
      />
    );

  return (
    <section className="space-y-4 rounded-xl border border-slate-200 p-4 print:hidden" aria-label={texts.title} data-testid="choose-seats-panel">
      {busy && !quote ? (
        <p className="text-sm text-slate-600" role="status">
          {texts.loading}
        </p>
      ) : null}
      {quote && !map ? (
        <p className="text-sm" data-testid="choose-seats-none">
          {texts.none}
        </p>
      ) : null}
      {quote && map ? (
        <SeatPicker
          title={texts.title}
          flights={quote.seatMaps}
          flight={segment}
          onFlight={setSegment}
          people={quote.passengers.map((p) => ({ id: p.id, label: p.name, seat: seatOf(p), testId: `seat-now-${p.index}` }))}
          person={passenger}
          onPerson={setPassenger}
          rows={seatRows(map, withHeld(map, quote.passengers, chosen), passenger, passengers, words)}
          onChoose={(designator) => {
            const next = chooseSeat(map, chosen, passenger, passengers, designator);
            if (!next) return;
            setChosen(next.chosen);
            setPassenger(next.next);
          }}
          words={{
            flights: texts.flights,
            choosingFor: texts.choosingFor,
            front: texts.front,
            map: fill(texts.mapLabel, { from: map.origin, to: map.destination }),
            legend: { free: texts.legendFree, paid: texts.legendPaid, taken: texts.legendTaken, selected: texts.legendSelected },
          }}
        />
      ) : null}
      <ExtrasFooter
        id="choose-seats"
        total={quote && map ? { label: texts.total, amount: money(totalMinor) } : null}
        error={error}
        keep={texts.keep}
        onKeep={() => (setOpen(false), setQuote(null), setError(null))}
        confirm={
          quote && map
            ? {
                text: totalMinor > 0 ? fill(texts.pay, { amount: money(totalMinor) }) : texts.save,
                testId: "choose-seats-confirm",
                disabled: picks.length === 0,
                busy,
                onClick: confirm,
              }
            : null
        }
      />
    </section>
  );
}

/** The seats drawn as the passengers': a new choice, else the seat they hold (drawn as theirs, not as taken). */
function withHeld(map: SegmentSeatMap, holders: Holder[], chosen: ChosenSeats): ChosenSeats {
  const onSegment = { ...chosen[map.segmentId] };
  for (const h of holders) {
    const held = h.seats[map.segmentId];
    if (held && !onSegment[h.id]) onSegment[h.id] = { serviceId: "", designator: held, amountMinor: 0 };
  }
  return { ...chosen, [map.segmentId]: onSegment };
}
