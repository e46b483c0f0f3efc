"use client";

import type { InputHTMLAttributes } from "react";
import type { StayRules } from "@/lib/org/stay-range";
import { DateRangeField, type CalendarMessages } from "./date-range-field";
import type { DateRangeTexts } from "./date-range-texts";
import type { DestinationComboboxTexts } from "./destination-combobox";
import { DestinationField } from "./destination-field";

export type SearchFormValues = { destination?: string; checkIn?: string; checkOut?: string; guests?: number; rooms?: number };

export type SearchFormTexts = Record<"checkIn" | "checkOut" | "guests" | "rooms" | "submit", string>;

/**
 * The search form's markup (SearchForm in search-form.tsx fills it in). A client component with no state, so that a
 * page's RSC payload carries its texts rather than a second copy of its markup.
 */
export function SearchFormView({
  action,
  product,
  values,
  texts,
  rules,
  destinationTexts,
  checkIn,
  checkOut,
  weekStart,
  calendar,
  dateTexts,
}: {
  action: string;
  product?: string;
  values: SearchFormValues;
  texts: SearchFormTexts;
  /** SPEC §9's minimum check-in date and the longest stay, for the calendar. */
  rules: StayRules;
  destinationTexts: DestinationComboboxTexts;
  checkIn: string;
  checkOut: string;
  /** The organisation's first weekday (0 = Sunday), for the calendar. */
  weekStart: number;
  calendar: CalendarMessages;
  /** The dates button's texts for checkIn and checkOut, formatted on the server. */
  dateTexts: DateRangeTexts;
}) {
  return (
    <form action={action} method="get" className="search-form" data-testid="search-form" data-week-start={weekStart}>
      {product ? <input type="hidden" name="product" value={product} /> : null}
      <DestinationField texts={destinationTexts} product={product} defaultValue={values.destination} />
      <DateRangeField
        labels={{ from: texts.checkIn, to: texts.checkOut }}
        from={checkIn}
        to={checkOut}
        rules={rules}
        weekStart={weekStart}
        messages={calendar}
        texts={dateTexts}
        kind={product === "activities" ? "activity" : "stay"}
      />
      <Field label={texts.guests} name="guests" type="number" min={1} max={12} defaultValue={values.guests ?? 2} data-testid="guests-input" />
      {/* Activities are booked per person: no rooms. */}
      {product === "activities" ? null : (
        <Field label={texts.rooms} name="rooms" type="number" min={1} max={8} defaultValue={values.rooms ?? 1} data-testid="rooms-input" />
      )}
      <div className="search-submit">
        <button type="submit" data-testid="search-submit">
          {texts.submit}
        </button>
      </div>
    </form>
  );
}

/** One labelled input of the form; `wide` spans two columns on a phone. */
function Field({ label, wide, ...input }: { label: string; wide?: boolean; "data-testid": string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={wide ? "field col-span-2" : "field"}>
      {label}
      <input {...input} />
    </label>
  );
}
