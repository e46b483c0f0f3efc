"use client";

import { useLocale, useTranslations } from "next-intl";
import { RTL_LOCALES } from "@/lib/locale/locales";
import { useEffect, useId, useMemo, useRef, useState, type ClipboardEvent, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";

/** One row of the country list (SPEC "Country": countryId, countryCode, isdCode, countryName, countryFlag). */
export type CountryOption = { countryId: number; countryCode: string; countryName: string; countryFlag: string; isdCode: string };

/*
 * SPEC "Phone picker: … It closes after delays of 200 ms and 2000 ms." — read as:
 * - PICKER_SELECT_CLOSE_MS: after a country is chosen the panel stays open 200 ms, so the choice is seen, then closes
 *   (focus goes back to the button if it was inside the panel).
 * - PICKER_LEAVE_CLOSE_MS: when the mouse pointer leaves the open panel (and its button), or focus moves outside
 *   them, the panel closes 2000 ms later — unless the user comes back first: the pointer re-entering, focus
 *   returning, or a key pressed inside the panel cancels that timer. Touch pointers are ignored for leave/enter
 *   (a finger "leaves" on every lift); for touch, focus moving elsewhere is what counts.
 * Escape closes at once and returns focus to the button; so does clicking the button again.
 */
export const PICKER_SELECT_CLOSE_MS = 200;
export const PICKER_LEAVE_CLOSE_MS = 2000;

/** SPEC: "phone number digits only, max length 15". */
export const PHONE_MAX_DIGITS = 15;

/** Case- and accent-insensitive form used for matching ("åland" matches "Aland"). */
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Every non-digit removed, cut to 15 digits. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, "").slice(0, PHONE_MAX_DIGITS);
}

/**
 * Countries whose name contains the query (case-insensitive, anywhere in the name), plus — when the query starts
 * with "+" or a digit — those whose dial code starts with the query's digits ("+1868", "1-868" and "1 868" all
 * match "+1-868"). An empty query returns the whole list. Order is kept.
 */
export function filterCountries<T extends Pick<CountryOption, "countryName" | "isdCode">>(list: readonly T[], query: string): T[] {
  const q = query.trim();
  if (q === "") return [...list];
  const name = fold(q);
  const dial = /^[+\d]/.test(q) ? q.replace(/\D/g, "") : null;
  return list.filter((c) => fold(c.countryName).includes(name) || (dial !== null && c.isdCode.replace(/\D/g, "").startsWith(dial)));
}

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

type Timer = { kind: "select" | "leave"; handle: ReturnType<typeof setTimeout> };

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
  };
  const optionId = (c: CountryOption) => `${base}-option-${c.countryCode}`;

  const [openState, setOpen] = useState(false);
  const open = openState && !disabled; // a picker disabled while open shows closed
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  // The code picked in this panel, highlighted during the 200 ms before it closes even if the parent is slow to update.
  const [picked, setPicked] = useState<string | null>(null);

  const areaRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<Timer | null>(null);

  const selected = countries.find((c) => c.countryCode === countryCode) ?? null;
  const current = picked ?? countryCode;
  const results = useMemo(() => filterCountries(countries, query), [countries, query]);
  const activeOption = results[active];

  const clearTimer = (kind?: Timer["kind"]) => {
    if (timer.current && (!kind || timer.current.kind === kind)) {
      clearTimeout(timer.current.handle);
      timer.current = null;
    }
  };

  const close = (focusButton: boolean) => {
    clearTimer();
    const focusInside = !!areaRef.current?.contains(document.activeElement) && document.activeElement !== buttonRef.current;
    setOpen(false);
    setPicked(null);
    if (focusButton || focusInside) buttonRef.current?.focus();
  };

  const openPanel = () => {
    clearTimer();
    setQuery("");
    setPicked(null);
    const index = countries.findIndex((c) => c.countryCode === countryCode);
    setActive(Math.max(index, 0));
    setOpen(true);
  };

  // A pending select-close is never cut short or extended by leaving; a second leave keeps the first deadline.
  const scheduleLeaveClose = () => {
    if (!open || timer.current) return;
    timer.current = { kind: "leave", handle: setTimeout(() => close(false), PICKER_LEAVE_CLOSE_MS) };
  };
  const cameBack = () => clearTimer("leave");

  const choose = (c: CountryOption) => {
    clearTimer();
    setPicked(c.countryCode);
    onCountryChange(c);
    timer.current = { kind: "select", handle: setTimeout(() => close(false), PICKER_SELECT_CLOSE_MS) };
  };

  useEffect(() => () => clearTimer(), []);
  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);
  const activeId = open && activeOption ? optionId(activeOption) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType !== "touch") cameBack();
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType !== "touch") scheduleLeaveClose();
  };
  const onFocusIn = () => cameBack();
  const onFocusOut = (e: FocusEvent) => {
    if (!areaRef.current?.contains(e.relatedTarget as Node | null)) scheduleLeaveClose();
  };

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!open && (e.key === "ArrowDown" || e.key === "ArrowUp")) {
      e.preventDefault();
      openPanel();
    } else if (open && e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    }
  };

  const onSearchKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    cameBack();
    const last = results.length - 1;
    switch (e.key) {
      case "ArrowDown":
        e.preventDefault();
        setActive((i) => Math.min(i + 1, last));
        break;
      case "ArrowUp":
        e.preventDefault();
        setActive((i) => Math.max(i - 1, 0));
        break;
      case "PageDown":
        e.preventDefault();
        setActive((i) => Math.min(i + 10, last));
        break;
      case "PageUp":
        e.preventDefault();
        setActive((i) => Math.max(i - 10, 0));
        break;
      case "Enter":
        e.preventDefault(); // never submits the surrounding form
        if (activeOption) choose(activeOption);
        break;
      case "Escape":
        e.preventDefault();
        e.stopPropagation(); // the panel closes, not the dialog around it
        close(true);
        break;
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    // Handled here so that "+1 (555) 123-4567" keeps all its digits instead of being cut at 15 characters first.
    e.preventDefault();
    const el = e.currentTarget;
    const start = el.selectionStart ?? el.value.length;
    const end = el.selectionEnd ?? el.value.length;
    onNumberChange(phoneDigits(el.value.slice(0, start) + e.clipboardData.getData("text") + el.value.slice(end)));
  };

  const pageDir = RTL_LOCALES.has(locale) ? "rtl" : "ltr";
  const describedBy = error ? ids.error : undefined;
  const buttonName = selected ? `${t("chooseCountry")}: ${selected.countryName} ${selected.isdCode}` : t("chooseCountry");

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
        <div ref={areaRef} className="relative flex" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onFocus={onFocusIn} onBlur={onFocusOut}>
          <button
            ref={buttonRef}
            id={ids.button}
            type="button"
            disabled={disabled}
            onClick={() => (open ? close(true) : openPanel())}
            onKeyDown={onButtonKeyDown}
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={open ? ids.panel : undefined}
            aria-label={buttonName}
            aria-describedby={describedBy}
            data-testid="phone-picker-button"
            className="flex items-center gap-1.5 rounded-s-lg border-e border-slate-300 ps-3 pe-2 py-2 text-sm hover:bg-surface disabled:cursor-not-allowed"
          >
            {selected && <img src={`/flags/${selected.countryFlag}`} alt="" width={20} height={15} className="h-[15px] w-5 shrink-0 rounded-sm object-cover" />}
            <span className="tabular-nums" dir="ltr">
              {selected?.isdCode ?? "+"}
            </span>
            <span aria-hidden className={`text-xs text-slate-500 transition-transform ${open ? "rotate-180" : ""}`}>
              ▾
            </span>
          </button>
          {open && (
            <div
              id={ids.panel}
              dir={pageDir}
              className="absolute left-0 top-full z-40 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
              data-testid="phone-picker-panel"
            >
              <input
                ref={searchRef}
                id={ids.search}
                type="search"
                role="combobox"
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value);
                  setActive(0);
                  cameBack();
                }}
                onKeyDown={onSearchKeyDown}
                aria-label={t("search")}
                placeholder={t("search")}
                aria-expanded
                aria-controls={ids.list}
                aria-autocomplete="list"
                aria-activedescendant={activeId}
                autoComplete="off"
                spellCheck={false}
                data-testid="phone-picker-search"
                className="w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm focus:border-brand focus:outline-none"
              />
              {results.length === 0 ? (
                <p className="px-3 py-4 text-center text-sm font-semibold text-slate-500" role="status" data-testid="phone-picker-no-result">
                  {t("noResult")}
                </p>
              ) : (
                <ul id={ids.list} role="listbox" aria-label={t("chooseCountry")} className="mt-2 max-h-64 overflow-y-auto overscroll-contain">
                  {results.map((c, i) => {
                    const isSelected = c.countryCode === current;
                    return (
                      <li
                        key={`${c.countryId}-${c.countryCode}`}
                        id={optionId(c)}
                        role="option"
                        aria-selected={isSelected}
                        data-testid={`phone-option-${c.countryCode}`}
                        data-active={i === active || undefined}
                        onPointerMove={() => i !== active && setActive(i)}
                        onPointerDown={(e) => e.preventDefault() /* keeps focus in the search box */}
                        onClick={() => choose(c)}
                        className={`flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm data-active:bg-surface ${isSelected ? "font-semibold text-brand-dark" : "text-slate-800"}`}
                      >
                        <img
                          src={`/flags/${c.countryFlag}`}
                          alt=""
                          width={20}
                          height={15}
                          loading="lazy"
                          className="h-[15px] w-5 shrink-0 rounded-sm object-cover"
                        />
                        <span className="min-w-0 flex-1 truncate">{c.countryName}</span>
                        <span className="shrink-0 tabular-nums text-slate-500" dir="ltr">
                          {c.isdCode}
                        </span>
                        {isSelected && (
                          <span aria-hidden className="text-brand">
                            ✓
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
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
