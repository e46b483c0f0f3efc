"use client";

import { useLocale } from "next-intl";
import { useState } from "react";
import { placeComma } from "@/lib/locale/part-separator";
import { RemoteCombobox, type Suggestion } from "@/components/ui/remote-combobox";

export type PlaceOption = { code: string; kind: "airport" | "city"; name: string; city: string; country: string };
export type AirportTexts = Record<"placeholder" | "noResults" | "allAirports", string>;

/** From/To: type a code, city, airport or country and pick from GET /api/places/airports; the code travels in a hidden field. */
export function AirportCombobox(props: { name: "from" | "to"; label: string; texts: AirportTexts; initial: PlaceOption | null; error?: string }) {
  const { name, texts } = props;
  const comma = placeComma(useLocale());
  const option = (p: PlaceOption): Suggestion => ({
    value: p.code,
    label: `${p.city} (${p.code})`,
    detail: p.kind === "city" ? texts.allAirports : `${p.name}${comma}${p.country}`,
    mark: p.code,
  });
  const [selected, setSelected] = useState(props.initial && option(props.initial));
  return (
    <RemoteCombobox<PlaceOption>
      label={props.label}
      placeholder={texts.placeholder}
      noMatch={texts.noResults}
      url={(q) => `/api/places/airports?q=${encodeURIComponent(q)}`}
      toOption={option}
      selected={selected}
      onSelect={setSelected}
      hidden={name}
      minChars={1}
      maxLength={60}
      error={props.error}
      testIds={{ field: `flight-${name}-field`, input: `flight-${name}`, options: `flight-${name}-options`, option: `flight-${name}-option` }}
    />
  );
}
