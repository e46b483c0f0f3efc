"use client";

import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useLocale } from "next-intl";
import { useState, type CSSProperties } from "react";
import { DayPicker } from "@daypicker/react";
import "@daypicker/react/style.css";
import { primaryButtonClass } from "@/components/ui/form-parts";
import { dateTimeFormat, numberFormat } from "@/lib/locale/intl-cache";
import { directionOf } from "@/lib/locale/locales";
import { weekdayOrder } from "@/lib/org/calendar";
import { isoToLocal, localToIso, nightsBetween, pickDay, pickOneDay, type StayRange, type StayRules } from "@/lib/org/stay-range";
import { CALENDAR_KINDS, type CalendarKind } from "./calendar-kinds";
import type { CalendarMode, CalendarTranslator } from "./date-range-field";

/** Without a last day of its own, the calendar shows a year of months from the earliest check-in. */
const MONTHS_AHEAD = 12;

/**
 * The search calendar (react-day-picker choosing a range or one day, in a Headless UI dialog: full screen on a phone,
 * SPEC §9 "Mobile modals are full-screen"). It starts the week on the organisation's day, disables days before the
 * minimum check-in date (and after the search's last day), names months and days in the visitor's language (Intl, so
 * Arabic gets its own digits) and runs right to left in Arabic. Arrow keys move by day and week, Page Up/Down by
 * month, Enter picks.
 */
export function DateRangeDialog({
  mode,
  kind,
  open,
  initial,
  rules,
  weekStart,
  t,
  countNights,
  onClose,
}: {
  mode: CalendarMode;
  kind: CalendarKind;
  open: boolean;
  initial: StayRange;
  rules: StayRules;
  weekStart: number;
  t: CalendarTranslator;
  countNights: boolean;
  /** With the chosen days on Done; with nothing when dismissed. */
  onClose: (chosen?: StayRange) => void;
}) {
  const locale = useLocale();
  const [draft, setDraft] = useState<StayRange>(initial);
  const dir = directionOf(locale);
  const minDate = isoToLocal(rules.minDate);
  // Gregorian: the calendar's grid is, and some ICU versions would name ar-SA's months in the Umm al-Qura calendar.
  const fmt = (options: Intl.DateTimeFormatOptions) => (date: Date) => dateTimeFormat(locale, { calendar: "gregory", ...options }).format(date);
  const fullDate = fmt({ dateStyle: "full" });
  const shortDate = fmt({ weekday: "short", day: "numeric", month: "short" });
  const maxDate = rules.maxDate ? isoToLocal(rules.maxDate) : undefined;
  const endMonth = maxDate ?? new Date(minDate.getFullYear(), minDate.getMonth() + MONTHS_AHEAD, 1);
  const words: { first: string; second?: string; earliest: string } = CALENDAR_KINDS[kind];
  const single = mode === "single";
  const title = !single && draft.from && !draft.to && words.second ? words.second : words.first;
  const nights = draft.from && draft.to ? nightsBetween(draft.from, draft.to) : 0;
  const pick = (day: Date) => setDraft((days) => (single ? pickOneDay : pickDay)(days, localToIso(day), rules));
  const picker = {
    autoFocus: true,
    dir,
    lang: locale,
    numberOfMonths: 2,
    weekStartsOn: weekdayOrder(weekStart)[0] as 0 | 1 | 2 | 3 | 4 | 5 | 6,
    defaultMonth: isoToLocal(draft.from ?? rules.minDate),
    startMonth: minDate,
    endMonth,
    disabled: maxDate ? [{ before: minDate }, { after: maxDate }] : { before: minDate },
    formatters: {
      formatCaption: fmt({ month: "long", year: "numeric" }),
      formatWeekdayName: fmt({ weekday: "narrow" }),
      formatDay: (date: Date) => numberFormat("day", locale, { useGrouping: false }).format(date.getDate()),
    },
    labels: {
      labelDayButton: (date: Date, modifiers: Record<string, boolean>) =>
        modifiers.disabled ? t("unavailable", { date: fullDate(date) }) : modifiers.selected ? t("selected", { date: fullDate(date) }) : fullDate(date),
      labelGrid: fmt({ month: "long", year: "numeric" }),
      labelWeekday: fmt({ weekday: "long" }),
      labelNext: () => t("nextMonth"),
      labelPrevious: () => t("previousMonth"),
      labelNav: () => t("dates"),
    },
    style: { "--rdp-accent-color": "var(--color-brand)", "--rdp-accent-background-color": "var(--color-surface)" } as CSSProperties,
    className: single ? "date-range-calendar date-single-calendar" : "date-range-calendar",
  };
  return (
    <Dialog open={open} onClose={() => onClose()} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center md:p-4">
        <DialogPanel
          className="flex h-full w-full flex-col bg-white text-slate-900 md:h-auto md:max-h-[90vh] md:max-w-3xl md:rounded-xl"
          data-testid="calendar-dialog"
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-4">
            <div>
              <DialogTitle className="text-lg font-semibold">{t(title)}</DialogTitle>
              <p className="text-sm text-slate-600" data-testid="calendar-earliest">
                {t(words.earliest, { date: fullDate(minDate) })}
              </p>
            </div>
            <button
              type="button"
              onClick={() => onClose()}
              className="rounded px-2 text-2xl leading-none text-slate-500 hover:text-slate-900"
              aria-label={t("close")}
            >
              ×
            </button>
          </div>
          <div className="flex flex-1 justify-center overflow-y-auto p-4">
            {single ? (
              <DayPicker mode="single" {...picker} selected={draft.from ? isoToLocal(draft.from) : undefined} onSelect={(_, day) => pick(day)} />
            ) : (
              <DayPicker
                mode="range"
                {...picker}
                selected={{ from: draft.from ? isoToLocal(draft.from) : undefined, to: draft.to ? isoToLocal(draft.to) : undefined }}
                onSelect={(_, day) => pick(day)}
              />
            )}
          </div>
          <div className="flex items-center justify-between gap-3 border-t border-slate-200 p-4">
            <p className="text-sm" aria-live="polite" data-testid="calendar-summary">
              {draft.from ? <bdi>{shortDate(isoToLocal(draft.from))}</bdi> : null}
              {draft.to ? (
                <>
                  {" — "}
                  <bdi>{shortDate(isoToLocal(draft.to))}</bdi>
                  {countNights ? <span className="ms-2 text-slate-600"> {t("nights", { count: nights })}</span> : null}
                </>
              ) : null}
            </p>
            <div className="w-32 shrink-0">
              <button type="button" disabled={!draft.from} onClick={() => onClose(draft)} className={primaryButtonClass} data-testid="calendar-done">
                {t("done")}
              </button>
            </div>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
