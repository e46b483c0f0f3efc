"use client";

import { useState } from "react";
import { PlaceCombobox, type PlaceOption } from "./place-combobox";

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
  | "weekStartsOn"
  | "noMatch"
  | "airport"
  | "city",
  string
>;

export type CarFormState = {
  pickup: PlaceOption | null;
  dropoff: PlaceOption | null;
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
 * when the car goes back somewhere else.
 */
export function CarSearchFormView({
  texts,
  values,
  minDate,
  weekStart,
  ageRanges,
  countries,
}: {
  texts: CarFormTexts;
  values: CarFormState;
  minDate: string;
  weekStart: number;
  ageRanges: { value: string; label: string }[];
  countries: { code: string; name: string }[];
}) {
  const [elsewhere, setElsewhere] = useState(values.dropoff !== null && values.dropoff.ref !== values.pickup?.ref);
  const [pickupDate, setPickupDate] = useState(values.pickupDate);
  const placeTexts = { noMatch: texts.noMatch, airport: texts.airport, city: texts.city };
  return (
    <form action="/cars/results" method="get" className="car-search-form" data-testid="car-search-form" data-week-start={weekStart}>
      <PlaceCombobox name="pickup" label={texts.pickup} placeholder={texts.placePlaceholder} texts={placeTexts} initial={values.pickup} required />
      {elsewhere ? (
        <PlaceCombobox name="dropoff" label={texts.dropoff} placeholder={texts.placePlaceholder} texts={placeTexts} initial={values.dropoff} required />
      ) : null}
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
      <label className="field">
        {texts.pickupDate}
        <input
          type="date"
          name="pickupDate"
          min={minDate}
          required
          value={pickupDate}
          onChange={(e) => setPickupDate(e.target.value)}
          data-testid="pickup-date"
        />
      </label>
      <label className="field">
        {texts.pickupTime}
        <select name="pickupTime" defaultValue={values.pickupTime} data-testid="pickup-time">
          {timeOptions(values.pickupTime).map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <label className="field">
        {texts.dropoffDate}
        <input type="date" name="dropoffDate" min={pickupDate || minDate} required defaultValue={values.dropoffDate} data-testid="dropoff-date" />
      </label>
      <label className="field">
        {texts.dropoffTime}
        <select name="dropoffTime" defaultValue={values.dropoffTime} data-testid="dropoff-time">
          {timeOptions(values.dropoffTime).map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <label className="field">
        {texts.age}
        <select name="age" defaultValue={values.age} data-testid="age-range">
          {ageRanges.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {texts.residence}
        <select name="residence" defaultValue={values.residence} data-testid="residence">
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <div className="search-submit">
        <button type="submit" data-testid="car-search-submit">
          {texts.submit}
        </button>
      </div>
      <p className="search-note lg:col-span-4">{texts.weekStartsOn}</p>
    </form>
  );
}
