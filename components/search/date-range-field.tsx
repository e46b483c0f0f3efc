"use client";

import { createTranslator, useLocale } from "next-intl";
import { Suspense, lazy, useId, useMemo, useState } from "react";
import { useFocusReturn } from "@/components/ui/focus-return";
import { dateTimeFormat } from "@/lib/locale/intl-cache";
import { completeRange, nightsBetween, type StayRange, type StayRules } from "@/lib/org/stay-range";

const loadDialog = () => import("./date-range-dialog");
const DateRangeDialog = lazy(() => loadDialog().then((m) => ({ default: m.DateRangeDialog })));
/** Fetched as the pointer or the keyboard reaches the dates, so the calendar opens without a wait. */
const preloadDialog = () => void loadDialog();

/** The DatePicker group of the catalogue, sent by the server component that renders the form. */
export type CalendarMessages = Record<string, string>;

export type CalendarTranslator = (key: string, values?: Record<string, string | number>) => string;

/**
 * Check-in and check-out as one button that opens a calendar (date-range-dialog.tsx), the way travel sites show a
 * stay; the form still submits the two ISO days under the search's own field names (`checkin`, `checkout`).
 */
export function DateRangeField({
  names = { from: "checkin", to: "checkout" },
  labels,
  checkIn,
  checkOut,
  rules,
  weekStart,
  messages,
  countNights = true,
  testIds = { from: "checkin-input", to: "checkout-input" },
  className = "field col-span-2",
  errorId,
}: {
  names?: { from: string; to: string };
  testIds?: { from: string; to: string };
  /** The wrapper's classes: by default a labelled field two columns wide (the search form's grid). */
  className?: string;
  /** The id of an error shown under the field: the dates are then outlined in red and described by it. */
  errorId?: string;
  labels: { from: string; to: string };
  checkIn: string;
  checkOut: string;
  rules: StayRules;
  /** The organisation's first weekday (0 = Sunday), SPEC §9. */
  weekStart: number;
  messages: CalendarMessages;
  /** A stay counts its nights; an activity's window of days does not. */
  countNights?: boolean;
}) {
  const locale = useLocale();
  const id = useId();
  const [range, setRange] = useState<Required<StayRange>>({ from: checkIn, to: checkOut });
  const [opened, setOpened] = useState(0);
  const [open, setOpen] = useState(false);
  const focus = useFocusReturn();
  const t = useMemo(
    () => createTranslator({ locale, messages: { DatePicker: messages }, namespace: "DatePicker" }) as unknown as CalendarTranslator,
    [locale, messages],
  );
  const day = (iso: string) =>
    dateTimeFormat(locale, { calendar: "gregory", weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`));
  // A stay from a link may be back to front; the search then says what to fix.
  const nights = nightsBetween(range.from, range.to);
  const show = () => {
    focus.opened();
    setOpened((n) => n + 1);
    setOpen(true);
  };
  const close = (chosen?: StayRange) => {
    const stay = chosen && completeRange(chosen);
    if (stay) setRange(stay);
    setOpen(false);
    focus.closed();
  };
  return (
    <div className={className}>
      <span id={`${id}-label`}>
        {labels.from} — {labels.to}
      </span>
      <button
        type="button"
        className={errorId ? "date-range-button border-red-600" : "date-range-button"}
        onClick={show}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={errorId}
        data-testid="dates-button"
      >
        <span aria-hidden className="icon icon-calendar" />
        <span id={`${id}-value`} data-testid="dates-value">
          <bdi>{day(range.from)}</bdi> — <bdi>{day(range.to)}</bdi>
          {/* Set apart by space, not "·": beside Arabic digits a middle dot reads as a zero (٣ · → ٣٠). */}
          {countNights && nights > 0 ? <span className="ms-1 text-slate-500"> {t("nights", { count: nights })}</span> : null}
        </span>
      </button>
      <input type="hidden" name={names.from} value={range.from} min={rules.minDate} max={rules.maxDate} data-testid={testIds.from} />
      <input type="hidden" name={names.to} value={range.to} max={rules.maxDate} data-testid={testIds.to} />
      {opened > 0 ? (
        <Suspense fallback={null}>
          <DateRangeDialog key={opened} open={open} initial={range} rules={rules} weekStart={weekStart} t={t} countNights={countNights} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
