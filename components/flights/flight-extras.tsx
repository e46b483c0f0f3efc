"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { SeatLegend, SeatMap, type SeatRowView, type SeatView } from "@/components/ui/seat-map";
import { Stepper } from "@/components/ui/stepper";
import { useSetCheckoutExtras } from "@/components/ui/checkout/extras";
import { formatCount, formatSeat } from "@/lib/locale/numbers";
import { formatShown, type MoneyView } from "@/lib/locale/money-view";
import type { FlightAncillaries, SeatCell, SegmentSeatMap } from "@/lib/suppliers/flights/ancillaries";

type Passenger = { id: string; number: number };
type Chosen = { serviceId: string; designator: string; amountMinor: number };

const FACILITIES = new Set<SeatCell["kind"]>(["galley", "lavatory", "closet", "stairs"]);

/**
 * The flight checkout's seats and bags: a seat map per flight (one seat per passenger, chosen for the passenger
 * picked above it), and a bag stepper per passenger and slice. What is chosen goes to the checkout form
 * (./../orders/checkout-extras.tsx) as service ids with their price, so the total before Pay includes it; the server
 * prices the ids again from the airline.
 */
export function FlightExtras({ data, passengers, view }: { data: FlightAncillaries; passengers: Passenger[]; view: MoneyView }) {
  const t = useTranslations("Flights.extras");
  const locale = useLocale();
  const setExtras = useSetCheckoutExtras();
  const [segment, setSegment] = useState(0);
  const [passenger, setPassenger] = useState(passengers[0]?.id ?? "");
  const [seats, setSeats] = useState<Record<string, Record<string, Chosen>>>({});
  const [bags, setBags] = useState<Record<string, number>>({});
  const price = (minor: number) => formatShown(view, minor, data.currency, locale);
  const map = data.seatMaps[segment];
  const bagOffers = data.bags;

  const chosen = useMemo(() => {
    const services = [
      ...Object.values(seats).flatMap((byPassenger) => Object.values(byPassenger).map((c) => ({ id: c.serviceId, quantity: 1, amountMinor: c.amountMinor }))),
      ...bagOffers
        .filter((b) => (bags[b.serviceId] ?? 0) > 0)
        .map((b) => ({ id: b.serviceId, quantity: bags[b.serviceId]!, amountMinor: b.amountMinor * bags[b.serviceId]! })),
    ];
    return { services: services.map(({ id, quantity }) => ({ id, quantity })), totalMinor: services.reduce((sum, s) => sum + s.amountMinor, 0) };
  }, [seats, bags, bagOffers]);
  useEffect(() => setExtras(chosen), [chosen, setExtras]);

  const passengerNumber = (id: string) => passengers.find((p) => p.id === id)?.number ?? 0;
  const count = (n: number) => formatCount(n, locale);

  function choose(segmentMap: SegmentSeatMap, designator: string, serviceId: string, amountMinor: number) {
    const dropping = seats[segmentMap.segmentId]?.[passenger]?.designator === designator;
    setSeats((all) => {
      const onSegment = { ...all[segmentMap.segmentId] };
      if (onSegment[passenger]?.designator === designator) delete onSegment[passenger];
      else onSegment[passenger] = { serviceId, designator, amountMinor };
      return { ...all, [segmentMap.segmentId]: onSegment };
    });
    // The next passenger without a seat on this flight chooses next, as on the airlines' own maps.
    const next = passengers.find((p) => p.id !== passenger && !seats[segmentMap.segmentId]?.[p.id]);
    if (next && !dropping) setPassenger(next.id);
  }

  function rowsOf(segmentMap: SegmentSeatMap): SeatRowView[] {
    const onSegment = seats[segmentMap.segmentId] ?? {};
    const holder = (designator: string) => Object.entries(onSegment).find(([, c]) => c.designator === designator)?.[0];
    return segmentMap.cabins.flatMap((cabin) =>
      cabin.rows.map((row, index): SeatRowView => {
        const cells = row.flat();
        const firstSeat = cells.find((c) => c.kind === "seat");
        if (!firstSeat && cells.some((c) => c.kind === "exit")) return { kind: "exit", label: t("exit") };
        if (!firstSeat || firstSeat.kind !== "seat")
          return { kind: "facility", sections: row.map((section) => section.map((c) => (FACILITIES.has(c.kind) ? t(c.kind as "galley") : "")).join(" ")) };
        return {
          kind: "seats",
          number: formatSeat(firstSeat.designator.replace(/\D+$/, ""), locale),
          overWing: !!cabin.wings && index >= cabin.wings.firstRow && index <= cabin.wings.lastRow,
          sections: row.map((section) =>
            section.map((c): SeatView | null => {
              if (c.kind !== "seat") return null;
              const seat = formatSeat(c.designator, locale);
              const service = c.services.find((s) => s.passengerId === passenger);
              const by = holder(c.designator);
              const base = { id: c.designator, letter: c.designator.replace(/^\d+/, "") };
              if (by === passenger) return { ...base, state: "selected", mark: count(passengerNumber(by)), label: t("seatYours", { seat }) };
              if (by) return { ...base, state: "others", mark: count(passengerNumber(by)), label: t("seatOthers", { seat, n: passengerNumber(by) }) };
              if (!service) return { ...base, state: "taken", label: t("seatTaken", { seat }) };
              const kind = c.name ? `, ${c.name}` : "";
              return service.amountMinor > 0
                ? { ...base, state: "paid", label: `${t("seatPaid", { seat, price: price(service.amountMinor) })}${kind}` }
                : { ...base, state: "free", label: `${t("seatFree", { seat })}${kind}` };
            }),
          ),
        };
      }),
    );
  }

  function onChoose(designator: string) {
    const cell = map?.cabins.flatMap((c) => c.rows.flat(2)).find((c) => c.kind === "seat" && c.designator === designator);
    const service = cell?.kind === "seat" ? cell.services.find((s) => s.passengerId === passenger) : undefined;
    if (map && service) choose(map, designator, service.id, service.amountMinor);
  }

  const route = (m: SegmentSeatMap) => (
    <>
      <bdi>
        {m.origin} → {m.destination}
      </bdi>{" "}
      · <span dir="ltr">{m.flightNumber}</span>
    </>
  );
  if (data.seatMaps.length === 0 && bagOffers.length === 0) return null;
  return (
    <section className="space-y-5 rounded-xl border border-slate-200 p-4" data-testid="flight-extras" aria-labelledby="flight-extras-title">
      <h2 id="flight-extras-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {map ? (
        <div className="space-y-3">
          <h3 className="font-semibold">{t("seatsTitle")}</h3>
          {data.seatMaps.length > 1 ? (
            <div role="tablist" aria-label={t("flights")} className="flex flex-wrap gap-2">
              {data.seatMaps.map((m, i) => (
                <button
                  key={m.segmentId}
                  type="button"
                  role="tab"
                  aria-selected={i === segment}
                  onClick={() => setSegment(i)}
                  className={`rounded-full border px-3 py-1 text-sm ${i === segment ? "border-brand bg-brand text-white" : "border-slate-300 hover:bg-slate-50"}`}
                  data-testid={`seat-segment-${i}`}
                >
                  {route(m)}
                </button>
              ))}
            </div>
          ) : (
            <p className="text-sm text-slate-700">{route(map)}</p>
          )}
          <fieldset>
            <legend className="text-sm text-slate-600">{t("choosingFor")}</legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {passengers.map((p) => {
                const mine = seats[map.segmentId]?.[p.id];
                return (
                  <label
                    key={p.id}
                    className={`cursor-pointer rounded-lg border px-3 py-1.5 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 ${p.id === passenger ? "border-brand bg-slate-50 font-semibold" : "border-slate-300"}`}
                  >
                    <input type="radio" className="sr-only" name="seat-passenger" checked={p.id === passenger} onChange={() => setPassenger(p.id)} />
                    {t("passenger", { n: p.number })}
                    {" · "}
                    <span data-testid={`seat-choice-${p.number}`}>
                      {mine
                        ? `${t("seat", { seat: formatSeat(mine.designator, locale) })}${mine.amountMinor > 0 ? ` (${price(mine.amountMinor)})` : ""}`
                        : t("noSeat")}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <SeatLegend
            items={[
              { state: "free", text: t("legendFree") },
              { state: "paid", text: t("legendPaid") },
              { state: "taken", text: t("legendTaken") },
              { state: "selected", text: t("legendSelected") },
            ]}
          />
          <p className="text-xs text-slate-600">{t("front")}</p>
          <SeatMap label={t("mapLabel", { from: map.origin, to: map.destination })} rows={rowsOf(map)} onChoose={onChoose} testId="seat-map" />
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t("noSeatMap")}</p>
      )}
      {bagOffers.length > 0 ? (
        <div className="space-y-3">
          <h3 className="font-semibold">{t("bagsTitle")}</h3>
          <ul className="space-y-3">
            {bagOffers.map((b) => {
              const n = passengerNumber(b.passengerId);
              const value = bags[b.serviceId] ?? 0;
              return (
                <li key={b.serviceId} className="flex flex-wrap items-center justify-between gap-3 text-sm">
                  <div>
                    <p className="font-medium">
                      {t("passenger", { n })} ·{" "}
                      <bdi>
                        {b.origin} → {b.destination}
                      </bdi>
                    </p>
                    <p className="text-slate-600">{t("bagPrice", { price: price(b.amountMinor), kg: b.maxWeightKg ?? 23 })}</p>
                  </div>
                  <Stepper
                    value={value}
                    max={b.maxQuantity}
                    onChange={(v) => setBags((all) => ({ ...all, [b.serviceId]: v }))}
                    label={t("bagsFor", { n, from: b.origin, to: b.destination })}
                    valueText={count(value)}
                    decrease={t("removeBag")}
                    increase={t("addBag")}
                    testId={`bags-${n}-${b.sliceIndex}`}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <p className="flex justify-between border-t border-slate-100 pt-3 font-semibold" data-testid="extras-total">
        <span>{t("total")}</span>
        <span>{price(chosen.totalMinor)}</span>
      </p>
    </section>
  );
}
