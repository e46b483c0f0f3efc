"use client";

import { useState } from "react";
import { Combobox } from "@/components/ui/combobox";
import { fetchData } from "@/components/ui/use-suggestions";

export type PlaceOption = { code: string; kind: "airport" | "city"; name: string; city: string; country: string };

type Props = {
  /** The form field that carries the chosen IATA code. */
  name: string;
  label: string;
  placeholder: string;
  noResults: string;
  allAirports: string;
  initial: PlaceOption | null;
  error?: string;
};

/** From/To: type a code, city, airport or country and pick from GET /api/places/airports; the code travels in a hidden field. */
export function AirportCombobox({ name, label, placeholder, noResults, allAirports, initial, error }: Props) {
  const [selected, setSelected] = useState<PlaceOption | null>(initial);
  return (
    <Combobox<PlaceOption>
      label={label}
      value={selected}
      onChange={setSelected}
      by="code"
      source={{ load: (q, signal) => fetchData(`/api/places/airports?q=${encodeURIComponent(q)}`, signal) }}
      display={(p) => (p ? `${p.city} (${p.code})` : "")}
      optionKey={(p) => p.code}
      renderOption={(p) => (
        <>
          <span className="w-10 shrink-0 font-mono font-bold" dir="ltr">
            {p.code}
          </span>
          <span className="min-w-0">
            <span className="block truncate font-medium">{p.kind === "city" ? `${p.city} — ${allAirports}` : p.name}</span>
            <span className="block truncate text-xs text-slate-600">
              {p.city}, {p.country}
            </span>
          </span>
        </>
      )}
      noMatch={noResults}
      hidden={{ name, value: selected?.code ?? "" }}
      error={error}
      large
      className="min-w-0 flex-1"
      input={{ placeholder, "data-testid": `flight-${name}` }}
    />
  );
}
