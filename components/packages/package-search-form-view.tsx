"use client";

import { useState, type ReactNode } from "react";
import { AirportCombobox, type PlaceOption } from "@/components/flights/airport-combobox";
import { DateRangeField, type CalendarMessages } from "@/components/search/date-range-field";
import { CountRow, OccupancyPicker } from "@/components/ui/occupancy-picker";
import { ChildAgeSelect } from "@/components/search/child-age-select";
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
  childAges: number[];
};

/** The travellers picker's words, numbers and limits, formatted on the server (components/search/occupancy-texts.ts). */
export type PackagePartyTexts = {
  label: string;
  done: string;
  close: string;
  numbers: string[];
  fewer: Record<"rooms" | "adults" | "children", string>;
  more: Record<"rooms" | "adults" | "children", string>;
  adultCounts: string[];
  childCounts: string[];
  roomCounts: string[];
  separator: string;
  max: { rooms: number; seated: number };
  /** "Age of child 1" …; each age's name by the age; the select's empty choice; what is missing; a child's ages. */
  childAgeLabels: string[];
  ageNames: string[];
  agePlaceholder: string;
  ageMissing: string;
  childAges: { min: number; max: number };
};

const control = "w-full rounded-lg border bg-white px-3 py-2 text-slate-900 focus:border-brand focus:outline-none";

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
  party,
}: {
  texts: PackageFormTexts;
  party: PackagePartyTexts;
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
  const [counts, setCounts] = useState({ rooms: values.rooms, adults: values.adults, children: values.children });
  const [ages, setAges] = useState<(number | null)[]>(() => Array.from({ length: values.children }, (_, i) => values.childAges[i] ?? null));
  const [agesShown, setAgesShown] = useState(false);
  const agesMissing = ages.some((a) => a === null);
  const seatsLeft = party.max.seated - counts.adults - counts.children;
  const count = (key: keyof typeof counts, min: number, max: number, hint?: string) => (
    <CountRow
      label={texts[key]}
      hint={hint}
      value={counts[key]}
      valueText={party.numbers[counts[key]] ?? String(counts[key])}
      min={min}
      max={max}
      // Every room needs an adult: fewer adults than rooms takes rooms away with them.
      onChange={(n) => {
        setCounts(key === "adults" ? { ...counts, adults: n, rooms: Math.min(counts.rooms, n) } : { ...counts, [key]: n });
        if (key === "children") setAges(n > ages.length ? [...ages, null] : ages.slice(0, n));
      }}
      decrease={party.fewer[key]}
      increase={party.more[key]}
      testId={`package-${key}`}
    />
  );
  const partyError = agesMissing && agesShown ? party.ageMissing : (errors.rooms ?? errors.adults ?? errors.children ?? errors.ages);
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
      <div className="mt-3 grid items-end gap-3 sm:grid-cols-[20rem_1fr]">
        <input type="hidden" name="rooms" value={counts.rooms} />
        <input type="hidden" name="adults" value={counts.adults} />
        <input type="hidden" name="children" value={counts.children} />
        {ages.length ? <input type="hidden" name="ages" value={ages.map((a) => a ?? "").join(",")} /> : null}
        <OccupancyPicker
          label={party.label}
          summary={[party.adultCounts[counts.adults], counts.children ? party.childCounts[counts.children] : null, party.roomCounts[counts.rooms]]
            .filter(Boolean)
            .join(party.separator)}
          done={party.done}
          close={party.close}
          testId="package-party"
          error={partyError}
          incomplete={() => {
            setAgesShown(agesMissing);
            return agesMissing;
          }}
          className="flex min-w-0 flex-col gap-1 text-sm font-medium text-slate-700"
        >
          {count("rooms", 1, Math.min(party.max.rooms, counts.adults))}
          {count("adults", 1, counts.adults + seatsLeft)}
          {count("children", 0, counts.children + seatsLeft, texts.childrenHint)}
          {ages.map((age, i) => (
            <ChildAgeSelect
              key={i}
              label={party.childAgeLabels[i]!}
              value={age}
              ages={Array.from({ length: party.childAges.max - party.childAges.min + 1 }, (_, n) => party.childAges.min + n)}
              names={party.ageNames}
              placeholder={party.agePlaceholder}
              invalid={age === null && agesShown}
              onChange={(value) => setAges(ages.map((a, n) => (n === i ? value : a)))}
              testId={`package-age-${i}`}
            />
          ))}
        </OccupancyPicker>
        <button
          type="submit"
          className="rounded-lg bg-brand px-6 py-2.5 font-semibold text-white hover:opacity-90 sm:justify-self-end"
          data-testid="package-search-submit"
        >
          {texts.submit}
        </button>
      </div>
      <p className="mt-2 text-xs text-slate-600">{texts.weekStartsOn}</p>
    </form>
  );
}
