"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { ExtrasSection } from "@/components/ui/extras-section";
import { SeatPicker } from "@/components/ui/seat-picker";
import { StepperList, type StepperRow } from "@/components/ui/stepper-list";
import { useSetCheckoutExtras } from "@/components/ui/checkout/extras";
import { formatCount, formatSeat } from "@/lib/locale/numbers";
import { formatShown, type MoneyView } from "@/lib/locale/money-view";
import type { BagOffer, FlightAncillaries, SegmentSeatMap } from "@/lib/suppliers/flights/ancillaries";
import { chooseSeat, chosenExtras, seatRows, type ChosenSeats, type Passenger, type SeatWords } from "@/lib/flights/seat-choice";

/**
 * The flight checkout's seats and bags: a seat map per flight (one seat per passenger, chosen for the passenger
 * picked above it), and a bag stepper per passenger and slice. What is chosen goes to the checkout form
 * (components/ui/checkout/extras.tsx) as service ids with their price, so the total before Pay includes it; the server
 * prices the ids again from the airline.
 */
export function FlightExtras({ data, passengers, view }: { data: FlightAncillaries; passengers: Passenger[]; view: MoneyView }) {
  const t = useTranslations("Flights.extras");
  const locale = useLocale();
  const setExtras = useSetCheckoutExtras();
  const [segment, setSegment] = useState(0);
  const [passenger, setPassenger] = useState(passengers[0]?.id ?? "");
  const [seats, setSeats] = useState<ChosenSeats>({});
  const [bags, setBags] = useState<Record<string, number>>({});
  const price = (minor: number) => formatShown(view, minor, data.currency, locale);
  const count = (n: number) => formatCount(n, locale);
  const map = data.seatMaps[segment];
  const chosen = useMemo(() => chosenExtras(seats, bags, data.bags), [seats, bags, data.bags]);
  useEffect(() => setExtras(chosen), [chosen, setExtras]);

  const words: SeatWords = {
    exit: t("exit"),
    facility: (kind) => t(kind),
    seat: (designator) => formatSeat(designator, locale),
    count,
    yours: (seat) => t("seatYours", { seat }),
    others: (seat, n) => t("seatOthers", { seat, n }),
    taken: (seat) => t("seatTaken", { seat }),
    paid: (seat, minor) => t("seatPaid", { seat, price: price(minor) }),
    free: (seat) => t("seatFree", { seat }),
  };
  const onChoose = (designator: string) => {
    const done = map && chooseSeat(map, seats, passenger, passengers, designator);
    if (!done) return;
    setSeats(done.chosen);
    setPassenger(done.next);
  };
  const seatOf = (id: string) => {
    const mine = map && seats[map.segmentId]?.[id];
    return mine ? `${t("seat", { seat: formatSeat(mine.designator, locale) })}${mine.amountMinor > 0 ? ` (${price(mine.amountMinor)})` : ""}` : t("noSeat");
  };
  const route = (m: Pick<SegmentSeatMap, "origin" | "destination">) => (
    <bdi>
      {m.origin} → {m.destination}
    </bdi>
  );
  const bagRow = (b: BagOffer): StepperRow => {
    const n = passengers.find((p) => p.id === b.passengerId)?.number ?? 0;
    const value = bags[b.serviceId] ?? 0;
    return {
      key: b.serviceId,
      title: (
        <>
          {t("passenger", { n })} · {route(b)}
        </>
      ),
      detail: t("bagPrice", { price: price(b.amountMinor), kg: b.maxWeightKg ?? 23 }),
      stepper: {
        value,
        max: b.maxQuantity,
        valueText: count(value),
        decrease: t("removeBag"),
        increase: t("addBag"),
        testId: `bags-${n}-${b.sliceIndex}`,
        label: t("bagsFor", { n, from: b.origin, to: b.destination }),
        onChange: (v) => setBags((all) => ({ ...all, [b.serviceId]: v })),
      },
    };
  };
  if (data.seatMaps.length === 0 && data.bags.length === 0) return null;
  return (
    <ExtrasSection title={t("title")} total={{ label: t("total"), amount: price(chosen.totalMinor), testId: "extras-total" }} testId="flight-extras">
      {map ? (
        <SeatPicker
          title={t("seatsTitle")}
          flights={data.seatMaps}
          flight={segment}
          onFlight={setSegment}
          people={passengers.map((p) => ({ id: p.id, label: t("passenger", { n: p.number }), seat: seatOf(p.id), testId: `seat-choice-${p.number}` }))}
          person={passenger}
          onPerson={setPassenger}
          rows={seatRows(map, seats, passenger, passengers, words)}
          onChoose={onChoose}
          words={{
            flights: t("flights"),
            choosingFor: t("choosingFor"),
            front: t("front"),
            map: t("mapLabel", { from: map.origin, to: map.destination }),
            legend: { free: t("legendFree"), paid: t("legendPaid"), taken: t("legendTaken"), selected: t("legendSelected") },
          }}
        />
      ) : (
        <p className="text-sm text-slate-600">{t("noSeatMap")}</p>
      )}
      {data.bags.length > 0 ? (
        <div className="space-y-3">
          <h3 className="font-semibold">{t("bagsTitle")}</h3>
          <StepperList rows={data.bags.map(bagRow)} />
        </div>
      ) : null}
    </ExtrasSection>
  );
}
