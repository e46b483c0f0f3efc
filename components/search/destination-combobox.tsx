"use client";

import { useEffect, useRef, useState } from "react";
import { Combobox } from "@/components/ui/combobox";
import { fetchData } from "@/components/ui/use-suggestions";

/** A suggestion of GET /api/places/destinations, or (kind "text") what the visitor typed. */
export type DestinationOption = {
  kind: "city" | "region" | "country" | "landmark" | "property" | "text";
  id: string;
  name: string;
  label: string;
  context: string;
};

export type DestinationComboboxTexts = {
  label: string;
  placeholder: string;
  noMatch: string;
  kinds: Record<Exclude<DestinationOption["kind"], "text">, string>;
};

const typed = (text: string): DestinationOption => ({ kind: "text", id: "text", name: text, label: text, context: "" });
const same = (a: DestinationOption | null, b: DestinationOption | null) => a?.id === b?.id && a?.label === b?.label;

const ICONS: Record<Exclude<DestinationOption["kind"], "text">, string> = {
  city: "M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
  region: "M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3V6Zm6-3v15m6-12v15",
  country: "M5 21V4m0 0h11l-2 4 2 4H5",
  landmark: "M12 2l2 5h-4l2-5Zm-3 7h6l2 12H7L9 9Zm-5 12h16",
  property: "M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16m0-10h4a1 1 0 0 1 1 1v9M3 21h18M8 8h3m-3 4h3m-3 4h3",
};

/**
 * The destination field of the stay products' search: type a city, region, country, sight or property and choose a
 * suggestion, or keep the free text — the search resolves "Paris, France", "France" or "Eiffel Tower" by itself. The
 * input is the form's `destination` field, so the form stays a plain GET form that works without JavaScript.
 */
export function DestinationCombobox({
  texts,
  product,
  defaultValue,
  autoFocus,
  initialSelection,
}: {
  texts: DestinationComboboxTexts;
  product?: string;
  defaultValue?: string;
  autoFocus?: boolean;
  /** The caret or selection of the plain input this replaces (destination-field.tsx). */
  initialSelection?: [number, number];
}) {
  const [selected, setSelected] = useState<DestinationOption | null>(defaultValue ? typed(defaultValue) : null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus && initialSelection) input.current?.setSelectionRange(...initialSelection);
    // Once, as the combobox takes the plain input's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Combobox<DestinationOption>
      label={texts.label}
      value={selected}
      onChange={setSelected}
      onType={(text) => setSelected(text ? typed(text) : null)}
      by={same}
      source={{
        key: product,
        delayMs: 120,
        load: (q, signal) => fetchData(`/api/places/destinations?${new URLSearchParams({ q, ...(product ? { product } : {}) })}`, signal),
      }}
      display={(o) => o?.label ?? ""}
      optionKey={(o) => o.id}
      optionData={(o) => ({ "data-testid": "destination-option", "data-id": o.id })}
      renderOption={(o) => (
        <>
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="size-5 shrink-0 text-slate-500"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.6}
            strokeLinejoin="round"
          >
            <path d={ICONS[o.kind as keyof typeof ICONS] ?? ICONS.city} />
          </svg>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold">{o.name}</span>
            {o.context ? <span className="block truncate text-xs font-normal text-slate-600">{o.context}</span> : null}
          </span>
          <span className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-700">
            {texts.kinds[o.kind as keyof typeof texts.kinds]}
          </span>
        </>
      )}
      noMatch={texts.noMatch}
      enterSubmits
      className="col-span-2"
      inputRef={input}
      input={{ name: "destination", autoFocus, required: true, maxLength: 100, placeholder: texts.placeholder, "data-testid": "destination-input" }}
      testIds={{ field: "destination-field", options: "destination-options", noMatch: "destination-no-match" }}
    />
  );
}
