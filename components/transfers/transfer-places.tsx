"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ChoicePills } from "@/components/ui/search-form-shell";
import { RemoteCombobox, type Suggestion } from "@/components/ui/remote-combobox";
import type { TransferDirection } from "@/lib/suppliers/transfers/types";

/** An airport or a hotel of GET /api/places/transfer-points. */
type Point =
  { kind: "airport"; code: string; name: string; city: string; country: string } | { kind: "hotel"; slug: string; name: string; city: string; address: string };

const pointOption = (p: Point): Suggestion =>
  p.kind === "airport"
    ? { value: p.code, label: `${p.city} (${p.code})`, detail: `${p.name}, ${p.country}` }
    : { value: p.slug, label: p.name, detail: `${p.address}, ${p.city}` };

export type TransferPlaces = { direction: TransferDirection; airport: Suggestion | null; hotel: Suggestion | null; address: string };

/**
 * The transfer's two ends: the direction, then the airport and the hotel (or any address, sent as typed) in the order
 * the ride goes. The hotels suggested are near the airport chosen.
 */
export function TransferPlaceFields({ values }: { values: TransferPlaces }) {
  const t = useTranslations("Transfers");
  const [direction, setDirection] = useState(values.direction);
  const [airport, setAirport] = useState(values.airport);
  const [airportText, setAirportText] = useState(values.airport?.label ?? "");
  const [hotel, setHotel] = useState(values.hotel);
  const [placeText, setPlaceText] = useState(values.hotel?.label ?? values.address);
  const fromAirport = direction === "from-airport";
  const point = (
    kind: "airport" | "hotel",
    [label, placeholder, noMatch, testId]: string[],
    [selected, select]: [Suggestion | null, (o: Suggestion | null) => void],
    [text, setText]: [string, (text: string) => void],
    near = "",
  ) => (
    <RemoteCombobox<Point>
      label={label!}
      placeholder={placeholder!}
      noMatch={noMatch!}
      url={(q) => `/api/places/transfer-points?${new URLSearchParams({ kind, q, ...(near ? { near } : {}) })}`}
      toOption={pointOption}
      selected={selected}
      onSelect={(chosen) => (select(chosen), chosen && setText(chosen.label))}
      text={{ value: text, onChange: (typed) => (setText(typed), select(null)) }}
      immediate
      sourceKey={`${kind}:${near}`}
      maxLength={120}
      testIds={{ field: testId!, input: `${testId}-input`, options: `${testId}-options`, option: `${testId}-option` }}
    />
  );
  const [airportEnd, placeEnd] = fromAirport ? [t("pickUp"), t("dropOff")] : [t("dropOff"), t("pickUp")];
  const airportField = point(
    "airport",
    [`${airportEnd}: ${t("airport")}`, t("airportPlaceholder"), t("noAirport"), "transfer-airport"],
    [airport, setAirport],
    [airportText, setAirportText],
  );
  const placeField = point(
    "hotel",
    [`${placeEnd}: ${t("place")}`, t("placePlaceholder"), t("noSuggestion"), "transfer-place"],
    [hotel, setHotel],
    [placeText, setPlaceText],
    airport?.value,
  );
  return (
    <>
      <ChoicePills<TransferDirection>
        name="direction"
        legend={t("direction")}
        value={direction}
        onChange={setDirection}
        options={(["from-airport", "to-airport"] as const).map((d) => ({
          value: d,
          label: d === "from-airport" ? t("fromAirport") : t("toAirport"),
          testId: `transfer-direction-${d}`,
        }))}
      />
      <input type="hidden" name="airport" value={airport?.value ?? airportText.trim().toUpperCase()} />
      {hotel ? <input type="hidden" name="hotel" value={hotel.value} /> : <input type="hidden" name="address" value={placeText.trim()} />}
      {fromAirport ? airportField : placeField}
      {fromAirport ? placeField : airportField}
    </>
  );
}
