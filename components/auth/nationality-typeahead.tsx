"use client";

import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from "@headlessui/react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useSelectOnFocus } from "@/components/ui/select-on-focus";

/** SPEC "Nationality": nationalityId, nationalityName, nationalityCode. */
export type NationalityOption = { nationalityId: number; nationalityName: string; nationalityCode: string };

/** SPEC: "Defaults: … nationality id 1". */
export const DEFAULT_NATIONALITY_ID = 1;

/** Case- and accent-insensitive form used for matching. */
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * SPEC "nationality type-ahead (prefix match on name)": entries whose name starts with the query, ignoring case
 * (and accents) — "am" matches "American", not "Panamanian". An empty query returns the whole list. Order is kept.
 */
export function filterByPrefix<T extends Pick<NationalityOption, "nationalityName">>(list: readonly T[], query: string): T[] {
  const q = fold(query.trimStart());
  if (q.trim() === "") return [...list];
  return list.filter((n) => fold(n.nationalityName).startsWith(q));
}

/**
 * SPEC "nationality defaults from the country, or the first/default entry": the nationality whose code is the
 * visitor's country code (case-insensitive), else the default entry (id 1), else the first entry, else null.
 */
export function defaultNationalityId(nationalities: readonly NationalityOption[], countryCode?: string | null): number | null {
  const code = countryCode?.trim().toUpperCase();
  const byCountry = code ? nationalities.find((n) => n.nationalityCode.toUpperCase() === code) : undefined;
  const chosen = byCountry ?? nationalities.find((n) => n.nationalityId === DEFAULT_NATIONALITY_ID) ?? nationalities[0];
  return chosen?.nationalityId ?? null;
}

type Props = {
  nationalities: NationalityOption[];
  value: number | null;
  onChange(id: number): void;
  label: string;
  error?: string;
  /** id of the text input */
  id?: string;
  disabled?: boolean;
};

export function NationalityTypeahead({ nationalities, value, onChange, label, error, id, disabled = false }: Props) {
  const selectOnFocus = useSelectOnFocus();
  const t = useTranslations("Nationality");
  const [query, setQuery] = useState("");
  const selected = nationalities.find((n) => n.nationalityId === value) ?? null;
  const results = useMemo(() => filterByPrefix(nationalities, query), [nationalities, query]);

  return (
    <Field disabled={disabled} data-testid="nationality-typeahead">
      <Label className="mb-1 block text-sm font-medium text-slate-700">{label}</Label>
      <Combobox<NationalityOption | null>
        value={selected}
        by="nationalityId"
        onChange={(n) => {
          if (n) onChange(n.nationalityId);
        }}
        onClose={() => setQuery("")}
        immediate
      >
        <div className="relative">
          <ComboboxInput<NationalityOption | null>
            {...selectOnFocus}
            id={id}
            displayValue={(n) => n?.nationalityName ?? ""}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t("placeholder")}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            data-testid="nationality-input"
            className={`w-full rounded-lg border bg-white py-2 ps-3 pe-9 text-sm focus:border-brand focus:outline-none data-disabled:cursor-not-allowed data-disabled:opacity-60 ${error ? "border-red-500" : "border-slate-300"}`}
          />
          <ComboboxButton className="absolute inset-y-0 end-0 flex items-center px-3 text-xs text-slate-500" aria-hidden>
            ▾
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          className="z-50 max-h-64 w-(--input-width) overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg [--anchor-gap:4px] empty:invisible"
          data-testid="nationality-options"
        >
          {results.length === 0 ? (
            <div className="px-3 py-4 text-center text-sm font-semibold text-slate-500" role="status" data-testid="nationality-no-result">
              {t("noResult")}
            </div>
          ) : (
            results.map((n) => (
              <ComboboxOption
                key={n.nationalityId}
                value={n}
                data-testid={`nationality-option-${n.nationalityCode}`}
                className="cursor-pointer rounded-md px-3 py-1.5 text-sm text-slate-800 data-focus:bg-surface data-selected:font-semibold data-selected:text-brand-dark"
              >
                {n.nationalityName}
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </Combobox>
      {error && (
        <Description role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </Description>
      )}
    </Field>
  );
}
