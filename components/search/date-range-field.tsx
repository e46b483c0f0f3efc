"use client";

import { createTranslator, useLocale } from "next-intl";
import { Suspense, lazy, useId, useMemo, useState } from "react";
import { useFocusReturn } from "@/components/ui/focus-return";
import { dateTimeFormat } from "@/lib/locale/intl-cache";
import { realIsoDay } from "@/lib/org/calendar";
import { completeRange, nightsBetween, type StayRange, type StayRules } from "@/lib/org/stay-range";
import type { CalendarKind } from "./calendar-kinds";

const loadDialog = () => import("./date-range-dialog");
const DateRangeDialog = lazy(() => loadDialog().then((m) => ({ default: m.DateRangeDialog })));
/** Fetched as the pointer or the keyboard reaches the dates, so the calendar opens without a wait. */
const preloadDialog = () => void loadDialog();

/** The DatePicker texts of one kind of calendar (calendar-messages.ts), sent by the server component of the form. */
export type CalendarMessages = Record<string, string>;

export type CalendarTranslator = (key: string, values?: Record<string, string | number>) => string;

/** Two days (a stay, a round trip, a rental) or one (a one-way flight, a transfer). */
export type CalendarMode = "range" | "single";

/**
 * The dates of a search as one button that opens a calendar (date-range-dialog.tsx), the way travel sites show them:
 * a stay's check-in and check-out, a round trip's departure and return, a rental's pick-up and drop-off, or one day.
 * The form still submits plain ISO days under the search's own field names (`checkin` and `checkout` by default).
 */
export function DateRangeField({
  mode = "range",
  kind = "stay",
  names = { from: "checkin", to: "checkout" },
  labels,
  from,
  to,
  rules,
  weekStart,
  messages,
  countNights = kind === "stay",
  testIds = { from: "checkin-input", to: "checkout-input" },
  className = "field col-span-2",
  errorId,
  onChange,
}: {
  mode?: CalendarMode;
  /** What the days are for: the calendar's titles and captions (calendar-kinds.ts). */
  kind?: CalendarKind;
  names?: { from: string; to?: string };
  testIds?: { from: string; to?: string };
  /** The wrapper's classes: by default a labelled field two columns wide (the search form's grid). */
  className?: string;
  /** The id of an error shown under the field: the dates are then outlined in red and described by it. */
  errorId?: string;
  labels: { from: string; to?: string };
  from: string;
  /** The second day of a range. */
  to?: string;
  rules: StayRules;
  /** The organisation's first weekday (0 = Sunday), SPEC §9. */
  weekStart: number;
  messages: CalendarMessages;
  /** A stay counts its nights; an activity's window of days, a trip or a rental does not. */
  countNights?: boolean;
  /** Told the days chosen when the calendar closes with Done. */
  onChange?: (range: StayRange) => void;
}) {
  const locale = useLocale();
  const id = useId();
  const single = mode === "single";
  const [range, setRange] = useState<StayRange>({ from, to });
  const [opened, setOpened] = useState(0);
  const [open, setOpen] = useState(false);
  const focus = useFocusReturn();
  const t = useMemo(
    () => createTranslator({ locale, messages: { DatePicker: messages }, namespace: "DatePicker" }) as unknown as CalendarTranslator,
    [locale, messages],
  );
  const day = (iso: string | undefined) => {
    const date = new Date(`${iso}T12:00:00Z`);
    // A day from a mistyped link is shown as typed; the search then says what to fix.
    if (Number.isNaN(date.getTime())) return iso ?? "";
    return dateTimeFormat(locale, { calendar: "gregory", weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(date);
  };
  // A stay from a link may be back to front; the search then says what to fix.
  const nights = range.from && range.to ? nightsBetween(range.from, range.to) : 0;
  const show = () => {
    focus.opened();
    setOpened((n) => n + 1);
    setOpen(true);
  };
  const close = (chosen?: StayRange) => {
    const picked = chosen?.from ? (single ? { from: chosen.from } : completeRange(chosen, rules)) : null;
    if (picked) {
      setRange(picked);
      onChange?.(picked);
    }
    setOpen(false);
    focus.closed();
  };
  return (
    <div className={className}>
      <span id={`${id}-label`}>{single ? labels.from : `${labels.from} — ${labels.to}`}</span>
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
          <bdi>{day(range.from)}</bdi>
          {single ? null : (
            <>
              {" — "}
              <bdi>{day(range.to)}</bdi>
            </>
          )}
          {/* Set apart by space, not "·": beside Arabic digits a middle dot reads as a zero (٣ · → ٣٠). */}
          {!single && countNights && nights > 0 ? <span className="ms-1 text-slate-500"> {t("nights", { count: nights })}</span> : null}
        </span>
      </button>
      <input type="hidden" name={names.from} value={range.from} min={rules.minDate} max={rules.maxDate} data-testid={testIds.from} />
      {single || !names.to ? null : <input type="hidden" name={names.to} value={range.to} max={rules.maxDate} data-testid={testIds.to} />}
      {opened > 0 ? (
        <Suspense fallback={null}>
          <DateRangeDialog
            key={opened}
            mode={mode}
            kind={kind}
            open={open}
            initial={{ from: realIsoDay(range.from), to: single ? undefined : realIsoDay(range.to) }}
            rules={rules}
            weekStart={weekStart}
            t={t}
            countNights={countNights}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
