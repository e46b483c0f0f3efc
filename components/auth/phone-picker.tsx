"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, type ClipboardEvent } from "react";
import { RTL_LOCALES } from "@/lib/locale/locales";
import { PHONE_MAX_DIGITS, phoneDigits, type CountryOption } from "./country-filter";
import { CountryFlag, CountryPanel } from "./country-panel";
import { usePickerPanel } from "./use-picker-panel";

export { PHONE_MAX_DIGITS, filterCountries, phoneDigits, type CountryOption } from "./country-filter";
export { PICKER_LEAVE_CLOSE_MS, PICKER_SELECT_CLOSE_MS } from "./use-picker-panel";

type Props = {
  countries: CountryOption[];
  countryCode: string;
  onCountryChange(c: CountryOption): void;
  number: string;
  onNumberChange(digits: string): void;
  label: string;
  error?: string;
  /** id of the number input (the other ids derive from it) */
  id?: string;
  disabled?: boolean;
};

/**
 * A phone number with its country: a button showing the flag and dial code opens a searchable country list
 * (country-panel.tsx, its timing in use-picker-panel.ts); beside it, the digits of the number.
 */
export function PhonePicker({ countries, countryCode, onCountryChange, number, onNumberChange, label, error, id, disabled = false }: Props) {
  const t = useTranslations("PhonePicker");
  const locale = useLocale();
  const reactId = useId();
  const base = id ?? `phone-${reactId.replace(/:/g, "")}`;
  const ids = {
    label: `${base}-label`,
    button: `${base}-country`,
    panel: `${base}-panel`,
    search: `${base}-search`,
    list: `${base}-list`,
    error: `${base}-error`,
    option: (c: CountryOption) => `${base}-option-${c.countryCode}`,
  };
  const picker = usePickerPanel({ countries, countryCode, onCountryChange, disabled });
  const selected = countries.find((c) => c.countryCode === countryCode) ?? null;

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    // Handled here so that "+1 (555) 123-4567" keeps all its digits instead of being cut at 15 characters first.
    e.preventDefault();
    const el = e.currentTarget;
    const start = el.selectionStart ?? el.value.length;
    const end = el.selectionEnd ?? el.value.length;
    onNumberChange(phoneDigits(el.value.slice(0, start) + e.clipboardData.getData("text") + el.value.slice(end)));
  };

  const describedBy = error ? ids.error : undefined;
  return (
    <div data-testid="phone-picker" role="group" aria-labelledby={ids.label}>
      <label id={ids.label} htmlFor={base} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {/* A phone number reads left to right in every language ("+44 7700 900123", never "44+" in Arabic); the
          country list keeps the page's direction. */}
      <div
        dir="ltr"
        className={`flex rounded-lg border bg-white focus-within:border-brand ${error ? "border-red-500" : "border-slate-300"} ${disabled ? "opacity-60" : ""}`}
      >
        <div {...picker.area} className="relative flex">
          <button
            {...picker.button}
            id={ids.button}
            type="button"
            disabled={disabled}
            aria-haspopup="listbox"
            aria-expanded={picker.open}
            aria-controls={picker.open ? ids.panel : undefined}
            aria-label={selected ? `${t("chooseCountry")}: ${selected.countryName} ${selected.isdCode}` : t("chooseCountry")}
            aria-describedby={describedBy}
            data-testid="phone-picker-button"
            className="flex items-center gap-1.5 rounded-s-lg border-e border-slate-300 ps-3 pe-2 py-2 text-sm hover:bg-surface disabled:cursor-not-allowed"
          >
            {selected && <CountryFlag c={selected} />}
            <span className="tabular-nums" dir="ltr">
              {selected?.isdCode ?? "+"}
            </span>
            <span aria-hidden className={`text-xs text-slate-500 transition-transform ${picker.open ? "rotate-180" : ""}`}>
              ▾
            </span>
          </button>
          {picker.open && (
            <CountryPanel
              picker={picker}
              ids={ids}
              texts={{ search: t("search"), chooseCountry: t("chooseCountry"), noResult: t("noResult") }}
              dir={RTL_LOCALES.has(locale) ? "rtl" : "ltr"}
            />
          )}
        </div>
        <input
          id={base}
          type="tel"
          inputMode="numeric"
          maxLength={PHONE_MAX_DIGITS}
          autoComplete="tel-national"
          value={number}
          onChange={(e) => onNumberChange(phoneDigits(e.target.value))}
          onPaste={onPaste}
          disabled={disabled}
          placeholder={t("number")}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid="phone-number"
          className="min-w-0 flex-1 rounded-e-lg bg-transparent px-3 py-2 text-start text-sm tabular-nums focus:outline-none disabled:cursor-not-allowed"
        />
      </div>
      {error && (
        <p id={ids.error} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
