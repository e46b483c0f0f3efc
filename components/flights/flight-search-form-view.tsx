"use client";

import { Radio, RadioGroup } from "@headlessui/react";
import { useState } from "react";
import { DateRangeField, type CalendarMessages } from "@/components/search/date-range-field";
import { CountRow, OccupancyPicker } from "@/components/ui/occupancy-picker";
import { ChildAgeSelect } from "@/components/search/child-age-select";
import { addDays } from "@/lib/org/calendar";
import type { StayRules } from "@/lib/org/stay-range";
import { AirportCombobox, type PlaceOption } from "./airport-combobox";

export type FlightFormTexts = Record<
  | "from"
  | "to"
  | "placeholder"
  | "noResults"
  | "allAirports"
  | "oneWay"
  | "return"
  | "tripType"
  | "depart"
  | "returnDate"
  | "passengers"
  | "adults"
  | "adultsHint"
  | "children"
  | "childrenHint"
  | "infants"
  | "infantsHint"
  | "cabin"
  | "economy"
  | "premium_economy"
  | "business"
  | "first"
  | "submit"
  | "done",
  string
> & {
  /** "1 passenger", "2 passengers" …, by the total (the plural rules of the page's language, applied on the server). */
  passengerCounts: string[];
  /** The steppers' words and numbers (components/search/occupancy-texts.ts). */
  steppers: {
    close: string;
    numbers: string[];
    fewer: Record<"adults" | "children" | "infants", string>;
    more: Record<"adults" | "children" | "infants", string>;
    /** "Age of child 1" …; "2 years old" … by age; the select's empty choice; what is missing. */
    childAgeLabels: string[];
    ageNames: string[];
    agePlaceholder: string;
    ageMissing: string;
  };
};

export type FlightFormValues = {
  from: PlaceOption | null;
  to: PlaceOption | null;
  depart: string;
  return: string;
  adults: number;
  children: number;
  infants: number;
  /** Each child's age as the search gave it (none for a link without ages). */
  childAges: number[];
  cabin: string;
};

type Props = {
  texts: FlightFormTexts;
  values: FlightFormValues;
  /** The org's first bookable day (SPEC §9) and the last day flights are sold; a return may be on the departure day. */
  rules: StayRules & { maxDate: string };
  /** The organisation's first weekday (0 = Sunday), for the calendar. */
  weekStart: number;
  calendar: CalendarMessages;
  errors: Record<string, string>;
  /** Passengers with a seat (adults and children) a search may ask for; infants sit on an adult's lap. */
  maxSeated: number;
  /** The ages a child may be (2–11 at airlines). */
  childAges: { min: number; max: number };
};

/** A round trip chosen after a one-way search comes back a week later, within the days flights are sold. */
const RETURN_AFTER_DAYS = 7;

const input = "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand focus:outline-none";

/** The flight search: a plain GET form to /flight/results (works without JavaScript once the places are chosen). */
export function FlightSearchFormView({ texts, values, rules, weekStart, calendar, errors, maxSeated, childAges }: Props) {
  const [trip, setTrip] = useState(values.return ? "return" : "oneway");
  const [dates, setDates] = useState({ depart: values.depart, return: values.return });
  const weekLater = addDays(dates.depart, RETURN_AFTER_DAYS);
  const dateError = errors.depart ?? errors.return;
  const [counts, setCounts] = useState({ adults: values.adults, children: values.children, infants: values.infants });
  const total = counts.adults + counts.children + counts.infants;
  const [ages, setAges] = useState<(number | null)[]>(() => Array.from({ length: values.children }, (_, i) => values.childAges[i] ?? null));
  const [agesShown, setAgesShown] = useState(false);
  const agesMissing = ages.some((a) => a === null);
  const seatsLeft = maxSeated - counts.adults - counts.children;
  const counter = (key: keyof typeof counts, min: number, max: number) => (
    <CountRow
      label={texts[key]}
      hint={texts[`${key}Hint` as const]}
      value={counts[key]}
      valueText={texts.steppers.numbers[counts[key]] ?? String(counts[key])}
      min={min}
      max={max}
      // Fewer adults than infants leaves an infant without a lap: the infants follow the adults down.
      onChange={(n) => {
        setCounts(key === "adults" ? { ...counts, adults: n, infants: Math.min(counts.infants, n) } : { ...counts, [key]: n });
        if (key === "children") setAges(n > ages.length ? [...ages, null] : ages.slice(0, n));
      }}
      decrease={texts.steppers.fewer[key]}
      increase={texts.steppers.more[key]}
      testId={`flight-${key}`}
    />
  );

  return (
    <form
      action="/flight/results"
      method="get"
      className="rounded-2xl bg-white p-4 text-slate-900 shadow-lg"
      data-testid="flight-search-form"
      data-week-start={weekStart}
    >
      <RadioGroup value={trip} onChange={setTrip} aria-label={texts.tripType} className="mb-3 flex gap-2">
        {(["oneway", "return"] as const).map((value) => (
          <Radio
            key={value}
            value={value}
            className="cursor-pointer rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 data-checked:border-brand data-checked:bg-brand data-checked:text-white data-focus:ring-2 data-focus:ring-brand"
          >
            {value === "oneway" ? texts.oneWay : texts.return}
          </Radio>
        ))}
      </RadioGroup>
      <div className="grid gap-3 md:grid-cols-[1fr_1fr_auto_auto] md:items-start">
        <div className="flex flex-col gap-3 sm:flex-row md:col-span-2">
          {(["from", "to"] as const).map((end) => (
            <AirportCombobox
              key={end}
              name={end}
              label={texts[end]}
              placeholder={texts.placeholder}
              noResults={texts.noResults}
              allAirports={texts.allAirports}
              initial={values[end]}
              error={errors[end]}
            />
          ))}
        </div>
        <div className="min-w-0 md:min-w-60">
          <DateRangeField
            // A new trip type is a new field: one day, or the departure and its return.
            key={trip}
            mode={trip === "return" ? "range" : "single"}
            kind="flight"
            // In the type size of the form's other inputs.
            className="field text-slate-700 [&_.date-range-button]:text-base"
            names={{ from: "depart", to: "return" }}
            testIds={{ from: "flight-depart", to: "flight-return" }}
            labels={{ from: texts.depart, to: texts.returnDate }}
            from={dates.depart}
            to={dates.return || (weekLater > rules.maxDate ? rules.maxDate : weekLater)}
            rules={rules}
            weekStart={weekStart}
            messages={calendar}
            errorId={dateError ? "flight-dates-error" : undefined}
            // A departure moved past the return forgets it; the round trip then proposes a new one.
            onChange={(days) => setDates({ depart: days.from!, return: days.to ?? (dates.return >= days.from! ? dates.return : "") })}
          />
          {dateError ? (
            <p id="flight-dates-error" className="mt-1 text-sm text-red-700" data-testid={`flight-error-${errors.depart ? "depart" : "return"}`}>
              {dateError}
            </p>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-3 md:flex">
          <input type="hidden" name="adults" value={counts.adults} />
          <input type="hidden" name="children" value={counts.children} />
          <input type="hidden" name="infants" value={counts.infants} />
          {ages.length ? <input type="hidden" name="ages" value={ages.map((a) => a ?? "").join(",")} /> : null}
          <OccupancyPicker
            label={texts.passengers}
            summary={texts.passengerCounts[total] ?? String(total)}
            done={texts.done}
            close={texts.steppers.close}
            testId="flight-passengers"
            error={agesMissing && agesShown ? texts.steppers.ageMissing : (errors.adults ?? errors.children ?? errors.ages ?? errors.infants)}
            incomplete={() => {
              setAgesShown(agesMissing);
              return agesMissing;
            }}
            className="flex flex-col gap-1 text-sm font-medium text-slate-700"
          >
            {counter("adults", 1, counts.adults + seatsLeft)}
            {counter("children", 0, counts.children + seatsLeft)}
            {ages.map((age, i) => (
              <ChildAgeSelect
                key={i}
                label={texts.steppers.childAgeLabels[i]!}
                value={age}
                ages={Array.from({ length: childAges.max - childAges.min + 1 }, (_, n) => childAges.min + n)}
                names={texts.steppers.ageNames}
                placeholder={texts.steppers.agePlaceholder}
                invalid={age === null && agesShown}
                onChange={(value) => setAges(ages.map((a, n) => (n === i ? value : a)))}
                testId={`flight-age-${i}`}
              />
            ))}
            {counter("infants", 0, counts.adults)}
          </OccupancyPicker>
          <div>
            <label htmlFor="flight-cabin" className="mb-1 block text-sm font-medium text-slate-700">
              {texts.cabin}
            </label>
            <select id="flight-cabin" name="cabin" defaultValue={values.cabin} className={input}>
              {(["economy", "premium_economy", "business", "first"] as const).map((c) => (
                <option key={c} value={c}>
                  {texts[c]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <button
        type="submit"
        className="mt-4 w-full rounded-lg bg-brand px-6 py-2.5 font-semibold text-white hover:opacity-90 md:w-auto"
        data-testid="flight-search-submit"
      >
        {texts.submit}
      </button>
    </form>
  );
}
