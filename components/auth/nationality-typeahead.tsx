"use client";

import { useTranslations } from "next-intl";
import { Combobox } from "@/components/ui/combobox";

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
  const t = useTranslations("Nationality");
  return (
    <Combobox<NationalityOption>
      label={label}
      value={nationalities.find((n) => n.nationalityId === value) ?? null}
      onChange={(n) => {
        if (n) onChange(n.nationalityId);
      }}
      by="nationalityId"
      source={{ filter: (query) => filterByPrefix(nationalities, query) }}
      display={(n) => n?.nationalityName ?? ""}
      optionKey={(n) => String(n.nationalityId)}
      optionData={(n) => ({ "data-testid": `nationality-option-${n.nationalityCode}` })}
      renderOption={(n) => n.nationalityName}
      noMatch={t("noResult")}
      immediate
      button
      error={error}
      disabled={disabled}
      input={{ id, placeholder: t("placeholder"), "data-testid": "nationality-input" }}
      testIds={{ field: "nationality-typeahead", options: "nationality-options", noMatch: "nationality-no-result" }}
    />
  );
}
