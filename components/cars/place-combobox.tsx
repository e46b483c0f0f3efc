"use client";

import { useState } from "react";
import { Combobox } from "@/components/ui/combobox";
import { fetchData } from "@/components/ui/use-suggestions";
import { placeOption, type PlaceOption, type PlaceSuggestion } from "./place-option";

export type { PlaceOption } from "./place-option";

/**
 * A pick-up or drop-off place: type two letters, choose a city of the site or an airport from
 * /api/places/car-locations. The chosen place's reference travels in a hidden input named `name`.
 */
export function PlaceCombobox({
  name,
  label,
  placeholder,
  texts,
  initial,
  required,
}: {
  name: string;
  label: string;
  placeholder: string;
  texts: { noMatch: string; airport: string; city: string };
  initial: PlaceOption | null;
  required?: boolean;
}) {
  const [selected, setSelected] = useState<PlaceOption | null>(initial);
  return (
    <Combobox<PlaceOption>
      label={label}
      value={selected}
      onChange={setSelected}
      by="ref"
      source={{
        minChars: 2,
        load: async (q, signal) => (await fetchData<PlaceSuggestion>(`/api/places/car-locations?q=${encodeURIComponent(q)}`, signal)).map(placeOption),
      }}
      display={(p) => p?.label ?? ""}
      optionKey={(p) => p.ref}
      optionData={(p) => ({ "data-testid": "place-option", "data-ref": p.ref })}
      renderOption={(p) => (
        <>
          <span aria-hidden className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
            {p.kind === "airport" ? "✈" : "◉"}
          </span>
          <span className="flex flex-col">
            <span className="font-medium">{p.label}</span>
            <span className="text-xs text-slate-600">
              {p.kind === "airport" ? texts.airport : texts.city} · {p.detail}
            </span>
          </span>
        </>
      )}
      noMatch={texts.noMatch}
      hidden={{ name, value: selected?.ref ?? "" }}
      className="col-span-2"
      input={{ placeholder, required, maxLength: 80, "data-testid": `${name}-input` }}
      testIds={{ field: `${name}-field`, options: `${name}-options`, noMatch: `${name}-no-match` }}
    />
  );
}
