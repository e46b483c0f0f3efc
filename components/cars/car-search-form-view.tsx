"use client";

import { useState } from "react";
import { DateRangeField, type CalendarMessages } from "@/components/search/date-range-field";
import type { StayRules } from "@/lib/org/stay-range";
import { SearchFormShell, SelectField } from "@/components/ui/search-form-shell";
import { RemoteCombobox, type Suggestion } from "@/components/ui/remote-combobox";
import { placeOption, type PlaceSuggestion } from "./place-option";

export type CarFormTexts = Record<
  | "pickup"
  | "dropoff"
  | "placePlaceholder"
  | "differentDropoff"
  | "pickupDate"
  | "pickupTime"
  | "dropoffDate"
  | "dropoffTime"
  | "age"
  | "residence"
  | "submit"
  | "noMatch"
  | "airport"
  | "city",
  string
>;

export type CarFormState = {
  pickup: Suggestion | null;
  dropoff: Suggestion | null;
  pickupDate: string;
  pickupTime: string;
  dropoffDate: string;
  dropoffTime: string;
  age: string;
  residence: string;
};

/** Half-hour steps, plus the time the URL asked for when it is not one of them. */
function timeOptions(current: string): string[] {
  const steps = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`);
  return steps.includes(current) || !/^\d{2}:\d{2}$/.test(current) ? steps : [...steps, current].sort();
}

/**
 * The car search form: a GET form to /cars/results, so every search is a link. The drop-off place is asked for only
 * when the car goes back somewhere else; the pick-up and drop-off days are one range on the calendar, beside their
 * times.
 */
export function CarSearchFormView({
  texts,
  values,
  rules,
  weekStart,
  calendar,
  ageRanges,
  countries,
}: {
  texts: CarFormTexts;
  values: CarFormState;
  /** The org's first bookable day (SPEC §9) and the longest rental; the car may go back the day it is taken. */
  rules: StayRules;
  /** The organisation's first weekday (0 = Sunday), for the calendar. */
  weekStart: number;
  calendar: CalendarMessages;
  ageRanges: { value: string; label: string }[];
  countries: { code: string; name: string }[];
}) {
  const [elsewhere, setElsewhere] = useState(values.dropoff !== null && values.dropoff.value !== values.pickup?.value);
  const [places, setPlaces] = useState({ pickup: values.pickup, dropoff: values.dropoff });
  // A city of the site or an airport from /api/places/car-locations; the chosen place's reference travels as `name`.
  const place = (name: "pickup" | "dropoff") => (
    <RemoteCombobox<PlaceSuggestion>
      label={texts[name]}
      placeholder={texts.placePlaceholder}
      noMatch={texts.noMatch}
      url={(q) => `/api/places/car-locations?q=${encodeURIComponent(q)}`}
      toOption={(p) => placeOption(p, texts)}
      selected={places[name]}
      onSelect={(o) => setPlaces((all) => ({ ...all, [name]: o }))}
      hidden={name}
      required
      maxLength={80}
      testIds={{ field: `${name}-field`, input: `${name}-input`, options: `${name}-options`, option: "place-option", noMatch: `${name}-no-match` }}
    />
  );
  return (
    <SearchFormShell
      action="/cars/results"
      testId="car-search-form"
      columns={4}
      weekStart={weekStart}
      submit={{ label: texts.submit, testId: "car-search-submit" }}
    >
      {place("pickup")}
      {elsewhere ? place("dropoff") : null}
      <label className="col-span-2 flex items-center gap-2 text-sm font-medium lg:col-span-4">
        <input
          type="checkbox"
          checked={elsewhere}
          onChange={(e) => setElsewhere(e.target.checked)}
          className="h-4 w-4 accent-brand"
          data-testid="different-dropoff"
        />
        {texts.differentDropoff}
      </label>
      <DateRangeField
        kind="rental"
        names={{ from: "pickupDate", to: "dropoffDate" }}
        testIds={{ from: "pickup-date", to: "dropoff-date" }}
        labels={{ from: texts.pickupDate, to: texts.dropoffDate }}
        from={values.pickupDate}
        to={values.dropoffDate}
        rules={rules}
        weekStart={weekStart}
        messages={calendar}
      />
      <SelectField label={texts.pickupTime} name="pickupTime" defaultValue={values.pickupTime} testId="pickup-time">
        {timeOptions(values.pickupTime).map((t) => (
          <option key={t}>{t}</option>
        ))}
      </SelectField>
      <SelectField label={texts.dropoffTime} name="dropoffTime" defaultValue={values.dropoffTime} testId="dropoff-time">
        {timeOptions(values.dropoffTime).map((t) => (
          <option key={t}>{t}</option>
        ))}
      </SelectField>
      <SelectField label={texts.age} name="age" defaultValue={values.age} testId="age-range">
        {ageRanges.map((a) => (
          <option key={a.value} value={a.value}>
            {a.label}
          </option>
        ))}
      </SelectField>
      <SelectField label={texts.residence} name="residence" defaultValue={values.residence} testId="residence">
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
    </SearchFormShell>
  );
}
