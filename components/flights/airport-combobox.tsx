"use client";

import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from "@headlessui/react";
import { useEffect, useState } from "react";
import { useSelectOnFocus } from "@/components/ui/select-on-focus";

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

const labelOf = (p: PlaceOption | null) => (p ? `${p.city} (${p.code})` : "");

/**
 * From/To: type a code, city, airport or country and pick from GET /api/places/airports (arrow keys, Enter, Escape —
 * Headless UI's combobox). The chosen code travels in a hidden input, so the form stays a plain GET form.
 */
export function AirportCombobox({ name, label, placeholder, noResults, allAirports, initial, error }: Props) {
  const selectOnFocus = useSelectOnFocus();
  const [selected, setSelected] = useState<PlaceOption | null>(initial);
  const [query, setQuery] = useState("");
  const [options, setOptions] = useState<PlaceOption[]>([]);

  useEffect(() => {
    const q = query.trim();
    if (!q) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/places/airports?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        .then((res) => (res.ok ? res.json() : { data: [] }))
        .then((body: { data: PlaceOption[] }) => setOptions(body.data))
        .catch(() => undefined);
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return (
    <Field className="min-w-0 flex-1">
      <Label className="mb-1 block text-sm font-medium text-slate-700">{label}</Label>
      <Combobox value={selected} by="code" onChange={setSelected} onClose={() => setQuery("")}>
        <ComboboxInput<PlaceOption | null>
          {...selectOnFocus}
          displayValue={labelOf}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          data-testid={`flight-${name}`}
          className={`w-full rounded-lg border bg-white px-3 py-2 text-slate-900 focus:border-brand focus:outline-none ${error ? "border-red-600" : "border-slate-300"}`}
        />
        {/* Not modal: a modal list makes the rest of the page inert by walking each ancestor's `children`, and the search
            form's own field named "children" (the passenger count) shadows the form's `children` collection. */}
        <ComboboxOptions
          modal={false}
          anchor="bottom start"
          className="z-50 max-h-72 w-(--input-width) min-w-72 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg [--anchor-gap:4px] empty:invisible"
        >
          {query.trim() && options.length === 0 ? (
            <div className="px-3 py-3 text-sm text-slate-600" role="status">
              {noResults}
            </div>
          ) : (
            options.map((p) => (
              <ComboboxOption
                key={p.code}
                value={p}
                className="flex cursor-pointer items-baseline gap-3 rounded-md px-3 py-2 text-slate-900 data-focus:bg-slate-100"
              >
                <span className="w-10 shrink-0 font-mono text-sm font-bold" dir="ltr">
                  {p.code}
                </span>
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium">{p.kind === "city" ? `${p.city} — ${allAirports}` : p.name}</span>
                  <span className="block truncate text-xs text-slate-600">
                    {p.city}, {p.country}
                  </span>
                </span>
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </Combobox>
      <input type="hidden" name={name} value={selected?.code ?? ""} />
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </Field>
  );
}
