import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { calendarMessages } from "@/components/search/calendar-messages";
import { addDays, minCheckinDate, realIsoDay } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { placeOption } from "@/lib/suppliers/flights/places";
import { CHILD_AGES, MAX_DAYS_AHEAD, MAX_SEATED_PASSENGERS } from "@/lib/suppliers/flights/query";
import { MAX_CHILD_AGE } from "@/lib/booking/occupancy";
import { occupancyWords } from "@/components/search/occupancy-texts";
import { formCount } from "@/lib/form-count";
import { FlightSearchFormView, type FlightFormTexts } from "./flight-search-form-view";

const KEYS = [
  "from",
  "to",
  "placeholder",
  "noResults",
  "allAirports",
  "oneWay",
  "return",
  "tripType",
  "depart",
  "returnDate",
  "passengers",
  "adults",
  "adultsHint",
  "children",
  "childrenHint",
  "infants",
  "infantsHint",
  "cabin",
  "economy",
  "premium_economy",
  "business",
  "first",
  "submit",
  "done",
] as const satisfies readonly (keyof FlightFormTexts)[];

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
  const texts = Object.fromEntries(KEYS.map((k) => [k, t(k)])) as Omit<FlightFormTexts, "passengerCounts" | "steppers">;
  const words = await occupancyWords();
  const steppers: FlightFormTexts["steppers"] = {
    close: words.close,
    numbers: words.numbers,
    fewer: { adults: words.t("fewerAdults"), children: words.t("fewerChildren"), infants: words.t("fewerInfants") },
    more: { adults: words.t("moreAdults"), children: words.t("moreChildren"), infants: words.t("moreInfants") },
    childAgeLabels: Array.from({ length: MAX_SEATED_PASSENGERS }, (_, n) => words.t("childAge", { number: n + 1 })),
    ageNames: Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => words.t("ageName", { age })),
    agePlaceholder: words.t("agePlaceholder"),
    ageMissing: words.t("ageMissing"),
  };
  const depart = realIsoDay(values.depart) ?? addDays(minDate, 14);
  return (
    <FlightSearchFormView
      texts={{ ...texts, steppers, passengerCounts: Array.from({ length: MAX_PASSENGERS + 1 }, (_, count) => t("passengerCount", { count })) }}
      maxSeated={MAX_SEATED_PASSENGERS}
      childAges={CHILD_AGES}
      rules={{ minDate, maxDate: addDays(minDate, MAX_DAYS_AHEAD), minNights: 0 }}
      weekStart={org.weekStart}
      calendar={await calendarMessages("flight")}
      errors={errors}
      values={{
        from: placeOption(values.from, locale),
        to: placeOption(values.to, locale),
        depart,
        // A return that is no day (a mistyped link) still asks for a round trip: a week after the departure.
        return: values.return ? (realIsoDay(values.return) ?? addDays(depart, 7)) : "",
        adults: formCount(values.adults, 1, 1, MAX_SEATED_PASSENGERS),
        children: formCount(values.children, 0, 0, MAX_SEATED_PASSENGERS - 1),
        infants: formCount(values.infants, 0, 0, MAX_SEATED_PASSENGERS),
        childAges: (values.ages ?? "")
          .split(",")
          .map(Number)
          .filter((a) => Number.isInteger(a) && a >= CHILD_AGES.min && a <= CHILD_AGES.max),
        cabin: values.cabin ?? "economy",
      }}
    />
  );
}
