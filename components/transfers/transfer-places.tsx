"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ChoicePills } from "@/components/ui/search-fields";
import { PlaceField, type Suggestion } from "@/components/ui/remote-combobox";
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
 * The transfer's two ends: the direction, then the airport (a code typed in full counts) and the hotel or any address
 * (sent as typed), in the order the ride goes. The hotels suggested are near the airport chosen.
 */
export function TransferPlaceFields({ values }: { values: TransferPlaces }) {
  const t = useTranslations("Transfers");
  const [direction, setDirection] = useState(values.direction);
  const [airport, setAirport] = useState(values.airport?.value ?? "");
  const [airportEnd, placeEnd] = direction === "from-airport" ? [t("pickUp"), t("dropOff")] : [t("dropOff"), t("pickUp")];
  const point = (kind: "airport" | "hotel", label: string, placeholder: string, noMatch: string, testId: string, near = "") => ({
    label,
    placeholder,
    noMatch,
    url: (q: string) => `/api/places/transfer-points?${new URLSearchParams({ kind, q, ...(near ? { near } : {}) })}`,
    toOption: pointOption,
    immediate: true,
    sourceKey: `${kind}:${near}`,
    maxLength: 120,
    testIds: { field: testId, input: `${testId}-input`, options: `${testId}-options`, option: `${testId}-option` },
  });
  const ends = [
    <PlaceField<Point>
      key="airport"
      {...point("airport", `${airportEnd}: ${t("airport")}`, t("airportPlaceholder"), t("noAirport"), "transfer-airport")}
      initial={values.airport}
      names={{ chosen: "airport", typed: "airport", upper: true }}
      onChosen={(o) => setAirport(o?.value ?? "")}
    />,
    <PlaceField<Point>
      key="place"
      {...point("hotel", `${placeEnd}: ${t("place")}`, t("placePlaceholder"), t("noSuggestion"), "transfer-place", airport)}
      initial={values.hotel}
      typed={values.address}
      names={{ chosen: "hotel", typed: "address" }}
    />,
  ];
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
      {direction === "from-airport" ? ends : [...ends].reverse()}
    </>
  );
}
