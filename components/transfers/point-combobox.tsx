"use client";

import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from "@headlessui/react";
import { useEffect, useState } from "react";
import { useSelectOnFocus } from "@/components/ui/select-on-focus";

/** One suggestion: what the input shows once chosen, what the form sends, and a second line. */
export type PointOption = { value: string; label: string; detail: string };

type Props = {
  label: string;
  placeholder: string;
  /** GET /api/places/transfer-points kind. */
  kind: "airport" | "hotel";
  /** The airport the hotels must be near. */
  near?: string;
  selected: PointOption | null;
  text: string;
  onText(text: string): void;
  onSelect(option: PointOption | null): void;
  emptyText: string;
  testId: string;
};

/** Suggestions from the server as the visitor types (after a short pause; each newer query cancels the older one). */
function useSuggestions(kind: Props["kind"], query: string, near?: string): PointOption[] {
  const [options, setOptions] = useState<PointOption[]>([]);
  useEffect(() => {
    if (query.trim().length < 2) return;
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      const params = new URLSearchParams({ kind, q: query.trim() });
      if (near) params.set("near", near);
      try {
        const res = await fetch(`/api/places/transfer-points?${params}`, { signal: abort.signal });
        if (!res.ok) return setOptions([]);
        const body = (await res.json()) as {
          data: (
            | { kind: "airport"; code: string; name: string; city: string; country: string }
            | { kind: "hotel"; slug: string; name: string; city: string; address: string }
          )[];
        };
        setOptions(
          body.data.map((p) =>
            p.kind === "airport"
              ? { value: p.code, label: `${p.city} (${p.code})`, detail: `${p.name}, ${p.country}` }
              : { value: p.slug, label: p.name, detail: `${p.address}, ${p.city}` },
          ),
        );
      } catch {
        // A cancelled or failed look-up leaves the list as it was; the visitor can still type an address.
      }
    }, 200);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [kind, query, near]);
  return query.trim().length < 2 ? [] : options;
}

/** An airport or hotel field: a Headless UI combobox whose options come from the server. */
export function PointCombobox({ label, placeholder, kind, near, selected, text, onText, onSelect, emptyText, testId }: Props) {
  const selectOnFocus = useSelectOnFocus();
  const options = useSuggestions(kind, text, near);
  return (
    <Field className="field col-span-2" data-testid={testId}>
      <Label>{label}</Label>
      <Combobox<PointOption | null> value={selected} by="value" onChange={(o) => onSelect(o)} immediate>
        <ComboboxInput<PointOption | null>
          {...selectOnFocus}
          displayValue={(o) => o?.label ?? text}
          onChange={(e) => onText(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={120}
          className="rounded-lg border border-slate-300 px-3 py-2 font-normal"
          data-testid={`${testId}-input`}
        />
        <ComboboxOptions
          anchor="bottom start"
          className="z-50 max-h-72 w-(--input-width) overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg [--anchor-gap:4px] empty:invisible"
          data-testid={`${testId}-options`}
        >
          {text.trim().length >= 2 && options.length === 0 ? (
            <div className="px-3 py-2 text-sm text-slate-600" role="status">
              {emptyText}
            </div>
          ) : (
            options.map((o) => (
              <ComboboxOption
                key={o.value}
                value={o}
                className="cursor-pointer rounded-md px-3 py-1.5 text-sm text-slate-800 data-focus:bg-surface data-selected:font-semibold"
                data-testid={`${testId}-option`}
                data-value={o.value}
              >
                <span className="block">{o.label}</span>
                <span className="block text-xs text-slate-600">{o.detail}</span>
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </Combobox>
    </Field>
  );
}
