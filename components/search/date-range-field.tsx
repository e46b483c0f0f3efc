"use client";

import { useLocale } from "next-intl";
import { Suspense, lazy, useId, useMemo, useState } from "react";
import { useFocusReturn } from "@/components/ui/focus-return";
import { realIsoDay } from "@/lib/org/calendar";
import { completeRange, type StayRange, type StayRules } from "@/lib/org/stay-range";
import type { CalendarKind } from "./calendar-kinds";
import { calendarTranslator, dateRangeTexts, type CalendarMessages, type CalendarTranslator, type DateRangeTexts } from "./date-range-texts";

const loadDialog = () => import("./date-range-dialog");
const DateRangeDialog = lazy(() => loadDialog().then((m) => ({ default: m.DateRangeDialog })));
/** Fetched as the pointer or the keyboard reaches the dates, so the calendar opens without a wait. */
const preloadDialog = () => void loadDialog();

export type { CalendarMessages, CalendarTranslator };

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
  texts,
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
  /** The button's texts for `from` and `to` as the server formatted them (date-range-texts.ts), shown until other days are picked. */
  texts?: DateRangeTexts;
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
  // Made on first use: the server's texts leave nothing to translate until the calendar opens or the days change.
  const t = useMemo<CalendarTranslator>(() => {
    let made: CalendarTranslator | undefined;
    return (key, values) => (made ??= calendarTranslator(locale, messages))(key, values);
  }, [locale, messages]);
  const shown = texts && range.from === from && range.to === to ? texts : dateRangeTexts({ locale, t, from: range.from, to: range.to, single, countNights });
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
          <bdi>{shown.from}</bdi>
          {single ? null : (
            <>
              {" — "}
              <bdi>{shown.to}</bdi>
            </>
          )}
          {/* Set apart by space, not "·": beside Arabic digits a middle dot reads as a zero (٣ · → ٣٠). */}
          {shown.nights ? <span className="ms-1 text-slate-500"> {shown.nights}</span> : null}
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
