import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { calendarMessages } from "@/components/search/calendar-messages";
import { addDays, minCheckinDate, realIsoDay } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { placeOption } from "@/lib/suppliers/flights/places";
import { MAX_DAYS_AHEAD } from "@/lib/suppliers/flights/query";
import { FlightSearchFormView, type FlightFormTexts } from "./flight-search-form-view";
import { tripPartyTexts, tripPartyValues } from "./trip-search";

const KEYS = ["from", "to", "placeholder", "noResults", "allAirports", "oneWay", "return", "tripType", "depart", "returnDate", "cabin", "submit"] as const;
const CABINS = ["economy", "premium_economy", "business", "first"] as const;

/** Adults, children and infants at their form maximums (9 + 8 + 9). */
const MAX_PASSENGERS = 26;

/** The flight search form, filled with the search shown (on results) and held to the org's first bookable day. */
export async function FlightSearchForm({
  org,
  values = {},
  errors = {},
}: {
  org: OrgConfig;
  values?: Record<string, string>;
  errors?: Record<string, string>;
}) {
  const [t, locale] = await Promise.all([getTranslations("Flights.form"), getLocale()]);
  const minDate = minCheckinDate(org);
  const party = await tripPartyTexts({
    keys: ["adults", "children", "infants"],
    label: t("passengers"),
    labels: { adults: t("adults"), children: t("children"), infants: t("infants") },
    hints: { adults: t("adultsHint"), children: t("childrenHint"), infants: t("infantsHint") },
    summary: { total: Array.from({ length: MAX_PASSENGERS + 1 }, (_, count) => t("passengerCount", { count })) },
  });
  const depart = realIsoDay(values.depart) ?? addDays(minDate, 14);
  return (
    <FlightSearchFormView
      texts={{ ...(Object.fromEntries(KEYS.map((k) => [k, t(k)])) as Omit<FlightFormTexts, "cabins">), cabins: CABINS.map((c) => [c, t(c)]) }}
      party={party}
      rules={{ minDate, maxDate: addDays(minDate, MAX_DAYS_AHEAD), minNights: 0 }}
      weekStart={org.weekStart}
      calendar={await calendarMessages("flight")}
      errors={errors}
      values={{
        ...tripPartyValues(values, { adults: 1 }),
        from: placeOption(values.from, locale),
        to: placeOption(values.to, locale),
        depart,
        // A return that is no day (a mistyped link) still asks for a round trip: a week after the departure.
        return: values.return ? (realIsoDay(values.return) ?? addDays(depart, 7)) : "",
        cabin: values.cabin ?? "economy",
      }}
    />
  );
}
