"use client";

import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from "@headlessui/react";
import { useEffect, useState } from "react";
import { useSelectOnFocus } from "@/components/ui/select-on-focus";

export type PlaceOption = { ref: string; kind: "airport" | "city"; label: string; detail: string };

type Suggestion = { ref: string; kind: "airport" | "city"; name: string; code: string | null; city: string; country: string };

export function placeOption(p: Suggestion): PlaceOption {
  return {
    ref: p.ref,
    kind: p.kind,
    label: p.code ? `${p.name} (${p.code})` : p.name,
    detail: p.kind === "airport" ? `${p.city}, ${p.country}` : p.country,
  };
}

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
  const selectOnFocus = useSelectOnFocus();
  const [selected, setSelected] = useState<PlaceOption | null>(initial);
  const [query, setQuery] = useState("");
  const [options, setOptions] = useState<PlaceOption[]>([]);
  const [loaded, setLoaded] = useState("");

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/places/car-locations?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        .then((r) => (r.ok ? r.json() : { data: [] }))
        .then((body: { data?: Suggestion[] }) => {
          setOptions((body.data ?? []).map(placeOption));
          setLoaded(q);
        })
        .catch(() => undefined);
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const shown = query.trim().length >= 2 ? options : [];
  return (
    <Field className="field col-span-2" data-testid={`${name}-field`}>
      <Label>{label}</Label>
      <Combobox value={selected} by="ref" onChange={setSelected} onClose={() => setQuery("")}>
        <div className="relative">
          <ComboboxInput<PlaceOption | null>
            {...selectOnFocus}
            displayValue={(p) => p?.label ?? ""}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
            required={required}
            maxLength={80}
            data-testid={`${name}-input`}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 font-normal"
          />
          <ComboboxOptions
            anchor="bottom start"
            className="z-50 w-(--input-width) rounded-lg border border-slate-200 bg-white py-1 text-slate-900 shadow-lg empty:invisible"
            data-testid={`${name}-options`}
          >
            {shown.map((p) => (
              <ComboboxOption
                key={p.ref}
                value={p}
                className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm data-focus:bg-slate-100"
                data-testid="place-option"
                data-ref={p.ref}
              >
                <span aria-hidden className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                  {p.kind === "airport" ? "✈" : "◉"}
                </span>
                <span className="flex flex-col">
                  <span className="font-medium">{p.label}</span>
                  <span className="text-xs text-slate-600">
                    {p.kind === "airport" ? texts.airport : texts.city} · {p.detail}
                  </span>
                </span>
              </ComboboxOption>
            ))}
            {loaded === query.trim() && query.trim().length >= 2 && shown.length === 0 ? (
              <p className="px-3 py-2 text-sm text-slate-600" data-testid={`${name}-no-match`}>
                {texts.noMatch}
              </p>
            ) : null}
          </ComboboxOptions>
        </div>
      </Combobox>
      <input type="hidden" name={name} value={selected?.ref ?? ""} />
    </Field>
  );
}
