"use client";

import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { filterCountries, type CountryOption } from "./country-filter";

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

type Timer = { kind: "select" | "leave"; handle: ReturnType<typeof setTimeout> };

/** The country panel's state: open or not, the search, the active row, and the two closing timers above. */
export function usePickerPanel(input: { countries: CountryOption[]; countryCode: string; onCountryChange(c: CountryOption): void; disabled: boolean }) {
  const { countries, countryCode, onCountryChange } = input;
  const [openState, setOpen] = useState(false);
  const open = openState && !input.disabled; // a picker disabled while open shows closed
  const [query, setQueryState] = useState("");
  const [active, setActive] = useState(0);
  // The code picked in this panel, highlighted during the 200 ms before it closes even if the parent is slow to update.
  const [picked, setPicked] = useState<string | null>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<Timer | null>(null);
  const results = filterCountries(countries, query);

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
    setQueryState("");
    setPicked(null);
    setActive(
      Math.max(
        countries.findIndex((c) => c.countryCode === countryCode),
        0,
      ),
    );
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

  const area = {
    ref: areaRef,
    onPointerEnter: (e: PointerEvent) => e.pointerType !== "touch" && cameBack(),
    onPointerLeave: (e: PointerEvent) => e.pointerType !== "touch" && scheduleLeaveClose(),
    onFocus: () => cameBack(),
    onBlur: (e: FocusEvent) => {
      if (!areaRef.current?.contains(e.relatedTarget as Node | null)) scheduleLeaveClose();
    },
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
  const STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 };
  const onSearchKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    cameBack();
    const step = STEPS[e.key];
    if (step) {
      e.preventDefault();
      setActive((i) => Math.max(0, Math.min(i + step, results.length - 1)));
    } else if (e.key === "Enter") {
      e.preventDefault(); // never submits the surrounding form
      if (results[active]) choose(results[active]);
    } else if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation(); // the panel closes, not the dialog around it
      close(true);
    }
  };
  const setQuery = (text: string) => {
    setQueryState(text);
    setActive(0);
    cameBack();
  };

  return {
    open,
    query,
    setQuery,
    results,
    active,
    setActive,
    current: picked ?? countryCode,
    choose,
    area,
    button: { ref: buttonRef, onClick: () => (open ? close(true) : openPanel()), onKeyDown: onButtonKeyDown },
    onSearchKeyDown,
  };
}
export type PickerPanel = ReturnType<typeof usePickerPanel>;
