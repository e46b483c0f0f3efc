"use client";

import type { ReactNode } from "react";
import { AirportCombobox, type PlaceOption } from "@/components/flights/airport-combobox";
import { DateRangeField, type CalendarMessages } from "@/components/search/date-range-field";
import type { StayRules } from "@/lib/org/stay-range";

export type PackageFormTexts = Record<
  | "from"
  | "placeholder"
  | "noResults"
  | "allAirports"
  | "to"
  | "chooseDestination"
  | "checkIn"
  | "checkOut"
  | "rooms"
  | "adults"
  | "children"
  | "childrenHint"
  | "submit"
  | "weekStartsOn",
  string
>;

export type PackageFormValues = {
  from: PlaceOption | null;
  to: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  children: number;
};

const control = "w-full rounded-lg border bg-white px-3 py-2 text-slate-900 focus:border-brand focus:outline-none";
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The package search: a plain GET form to /packages/results — where from (an airport or a city, GET
 * /api/places/airports), which destination of the catalogue, the stay's dates (the flight's days out and back),
 * rooms and travellers.
 */
export function PackageSearchFormView({
  texts,
  values,
  destinations,
  rules,
  weekStart,
  calendar,
  errors,
}: {
  texts: PackageFormTexts;
  values: PackageFormValues;
  destinations: { slug: string; name: string; airportCode: string }[];
  /** The org's first bookable day (SPEC §9), the last day flights are sold and the longest stay. */
  rules: StayRules;
  weekStart: number;
  calendar: CalendarMessages;
  errors: Record<string, string>;
}) {
  const cell = (name: string, label: string, input: ReactNode, hint?: string) => (
    <div className="min-w-0">
      <label htmlFor={`pkg-${name}`} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {hint ? <span className="ms-1 text-xs font-normal text-slate-600">({hint})</span> : null}
      </label>
      {input}
      {errors[name] ? (
        <p id={`pkg-${name}-error`} className="mt-1 text-sm text-red-700" data-testid={`package-error-${name}`}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const border = (name: string) => (errors[name] ? "border-red-600" : "border-slate-300");
  const aria = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `pkg-${name}-error` } : {});
  const count = (name: "rooms" | "adults" | "children", from: number, to: number, value: number) => (
    <select id={`pkg-${name}`} name={name} defaultValue={value} className={`${control} ${border(name)}`} data-testid={`package-${name}`} {...aria(name)}>
      {range(from, to).map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </select>
  );
  return (
    <form
      action="/packages/results"
      method="get"
      className="rounded-2xl bg-white p-4 text-slate-900 shadow-lg"
      data-testid="package-search-form"
      data-week-start={weekStart}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1.3fr_1.3fr_1fr_1fr]">
        <AirportCombobox
          name="from"
          label={texts.from}
          placeholder={texts.placeholder}
          noResults={texts.noResults}
          allAirports={texts.allAirports}
          initial={values.from}
          error={errors.from}
        />
        {cell(
          "to",
          texts.to,
          <select id="pkg-to" name="to" required defaultValue={values.to} className={`${control} ${border("to")}`} data-testid="package-to" {...aria("to")}>
            <option value="">{texts.chooseDestination}</option>
            {destinations.map((d) => (
              <option key={d.slug} value={d.slug}>
                {d.name} ({d.airportCode})
              </option>
            ))}
          </select>,
        )}
        <div className="min-w-0 sm:col-span-2">
          <DateRangeField
            className="field text-slate-700"
            labels={{ from: texts.checkIn, to: texts.checkOut }}
            from={values.checkIn}
            to={values.checkOut}
            rules={rules}
            weekStart={weekStart}
            messages={calendar}
            testIds={{ from: "package-checkin", to: "package-checkout" }}
            errorId={errors.checkin || errors.checkout ? "pkg-dates-error" : undefined}
          />
          {errors.checkin || errors.checkout ? (
            <p id="pkg-dates-error" className="mt-1 text-sm text-red-700" data-testid={`package-error-${errors.checkin ? "checkin" : "checkout"}`}>
              {errors.checkin ?? errors.checkout}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-3 grid grid-cols-3 items-end gap-3 sm:grid-cols-[repeat(3,8rem)_1fr]">
        {cell("rooms", texts.rooms, count("rooms", 1, 4, values.rooms))}
        {cell("adults", texts.adults, count("adults", 1, 9, values.adults))}
        {cell("children", texts.children, count("children", 0, 8, values.children), texts.childrenHint)}
        <button
          type="submit"
          className="col-span-3 rounded-lg bg-brand px-6 py-2.5 font-semibold text-white hover:opacity-90 sm:col-span-1 sm:justify-self-end"
          data-testid="package-search-submit"
        >
          {texts.submit}
        </button>
      </div>
      <p className="mt-2 text-xs text-slate-600">{texts.weekStartsOn}</p>
    </form>
  );
}
