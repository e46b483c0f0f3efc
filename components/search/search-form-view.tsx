"use client";

import type { StayRules } from "@/lib/org/stay-range";
import { DateRangeField, type CalendarMessages } from "./date-range-field";
import type { DateRangeTexts } from "./date-range-texts";
import type { DestinationComboboxTexts } from "./destination-combobox";
import { DestinationField } from "./destination-field";
import { CountPicker, type CountPickerTexts } from "./count-picker";
import { RoomOccupancy, type RoomOccupancyTexts } from "./room-occupancy";
import { MAX_PARTY } from "@/lib/booking/occupancy";

export type SearchFormValues = { destination?: string; checkIn?: string; checkOut?: string; guests?: number; rooms?: number; childAges?: number[] };

export type SearchFormTexts = Record<"checkIn" | "checkOut" | "submit", string>;

/** Who travels: rooms with adults and children for a stay, participants for an activity. */
export type PartyTexts = { rooms: RoomOccupancyTexts } | { participants: CountPickerTexts };

/**
 * The search form's markup (SearchForm in search-form.tsx fills it in). A client component with no state, so that a
 * page's RSC payload carries its texts rather than a second copy of its markup.
 */
export function SearchFormView({
  action,
  product,
  values,
  texts,
  party,
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
  party: PartyTexts;
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
      {/* Activities are booked per person: no rooms. */}
      {"rooms" in party ? (
        <RoomOccupancy
          texts={party.rooms}
          guests={values.guests ?? 2}
          rooms={values.rooms ?? 1}
          childAges={values.childAges ?? []}
          className="field col-span-2"
        />
      ) : (
        <CountPicker texts={party.participants} name="guests" value={values.guests ?? 2} max={MAX_PARTY} className="field col-span-2" />
      )}
      <div className="search-submit">
        <button type="submit" data-testid="search-submit">
          {texts.submit}
        </button>
      </div>
    </form>
  );
}
