"use client";

import { Radio, RadioGroup } from "@headlessui/react";
import { useState } from "react";
import type { CalendarMessages } from "@/components/search/date-range-field";
import { SearchFormShell, SelectField } from "@/components/ui/search-form-shell";
import { addDays } from "@/lib/org/calendar";
import type { StayRules } from "@/lib/org/stay-range";
import { AirportCombobox, type AirportTexts, type PlaceOption } from "./airport-combobox";
import { DatesField } from "@/components/ui/dates-field";
import { PartyPicker, type PartyTexts, type PartyValues } from "@/components/ui/party-picker";

export type FlightFormTexts = AirportTexts &
  Record<"from" | "to" | "oneWay" | "return" | "tripType" | "depart" | "returnDate" | "cabin" | "submit", string> & { cabins: [string, string][] };

export type FlightFormValues = PartyValues & { from: PlaceOption | null; to: PlaceOption | null; depart: string; return: string; cabin: string };

/** A round trip chosen after a one-way search comes back a week later, within the days flights are sold. */
const RETURN_AFTER_DAYS = 7;

/** The flight search on the kit's search form: a plain GET form to /flight/results (works without JavaScript once the places are chosen). */
export function FlightSearchFormView(props: {
  texts: FlightFormTexts;
  party: PartyTexts;
  values: FlightFormValues;
  /** The org's first bookable day (SPEC §9) and the last day flights are sold; a return may be on the departure day. */
  rules: StayRules & { maxDate: string };
  /** The organisation's first weekday (0 = Sunday), for the calendar. */
  weekStart: number;
  calendar: CalendarMessages;
  errors: Record<string, string>;
}) {
  const { texts, values, rules, errors } = props;
  const [trip, setTrip] = useState(values.return ? "return" : "oneway");
  const [dates, setDates] = useState({ depart: values.depart, return: values.return });
  const weekLater = addDays(dates.depart, RETURN_AFTER_DAYS);
  return (
    <SearchFormShell
      action="/flight/results"
      testId="flight-search-form"
      columns={6}
      weekStart={props.weekStart}
      submit={{ label: texts.submit, testId: "flight-search-submit", wide: true }}
    >
      <RadioGroup value={trip} onChange={setTrip} aria-label={texts.tripType} className="col-span-2 flex gap-2 lg:col-span-6">
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
      {(["from", "to"] as const).map((end) => (
        <AirportCombobox key={end} name={end} label={texts[end]} texts={texts} initial={values[end]} error={errors[end]} />
      ))}
      <DatesField
        // A new trip type is a new field: one day, or the departure and its return.
        key={trip}
        mode={trip === "return" ? "range" : "single"}
        kind="flight"
        className="field"
        names={{ from: "depart", to: "return" }}
        testIds={{ from: "flight-depart", to: "flight-return" }}
        labels={{ from: texts.depart, to: texts.returnDate }}
        from={dates.depart}
        to={dates.return || (weekLater > rules.maxDate ? rules.maxDate : weekLater)}
        rules={rules}
        weekStart={props.weekStart}
        messages={props.calendar}
        errors={errors}
        testPrefix="flight"
        // A departure moved past the return forgets it; the round trip then proposes a new one.
        onChange={(days) => setDates({ depart: days.from!, return: days.to ?? (dates.return >= days.from! ? dates.return : "") })}
      />
      <PartyPicker texts={props.party} values={values} errors={errors} testId="flight-passengers" testPrefix="flight" className="field" />
      <SelectField label={texts.cabin} name="cabin" defaultValue={values.cabin} testId="flight-cabin">
        {texts.cabins.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
    </SearchFormShell>
  );
}
