"use client";

import { useEffect, useRef } from "react";
import type { CountryOption } from "./country-filter";
import type { PickerPanel } from "./use-picker-panel";

export type PanelIds = { panel: string; search: string; list: string; option(c: CountryOption): string };
type Texts = { search: string; chooseCountry: string; noResult: string };

const Flag = ({ c, lazy }: { c: CountryOption; lazy?: boolean }) => (
  <img
    src={`/flags/${c.countryFlag}`}
    alt=""
    width={20}
    height={15}
    loading={lazy ? "lazy" : undefined}
    className="h-[15px] w-5 shrink-0 rounded-sm object-cover"
  />
);
export { Flag as CountryFlag };

/** The open panel: a search box that keeps the focus, and the countries it matches as a listbox (active by arrow keys). */
export function CountryPanel({ picker, ids, texts, dir }: { picker: PickerPanel; ids: PanelIds; texts: Texts; dir: "ltr" | "rtl" }) {
  const { results, active, current } = picker;
  const activeId = results[active] ? ids.option(results[active]) : undefined;
  const search = useRef<HTMLInputElement>(null);
  // The panel opens on a click or a key: its search box takes the focus at once.
  useEffect(() => search.current?.focus(), []);
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);
  return (
    <div
      id={ids.panel}
      dir={dir}
      className="absolute left-0 top-full z-40 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
      data-testid="phone-picker-panel"
    >
      <input
        ref={search}
        id={ids.search}
        type="search"
        role="combobox"
        value={picker.query}
        onChange={(e) => picker.setQuery(e.target.value)}
        onKeyDown={picker.onSearchKeyDown}
        aria-label={texts.search}
        placeholder={texts.search}
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
          {texts.noResult}
        </p>
      ) : (
        <ul id={ids.list} role="listbox" aria-label={texts.chooseCountry} className="mt-2 max-h-64 overflow-y-auto overscroll-contain">
          {results.map((c, i) => {
            const isSelected = c.countryCode === current;
            return (
              <li
                key={`${c.countryId}-${c.countryCode}`}
                id={ids.option(c)}
                role="option"
                aria-selected={isSelected}
                data-testid={`phone-option-${c.countryCode}`}
                data-active={i === active || undefined}
                onPointerMove={() => i !== active && picker.setActive(i)}
                onPointerDown={(e) => e.preventDefault() /* keeps focus in the search box */}
                onClick={() => picker.choose(c)}
                className={`flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm data-active:bg-surface ${isSelected ? "font-semibold text-brand-dark" : "text-slate-800"}`}
              >
                <Flag c={c} lazy />
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
  );
}
