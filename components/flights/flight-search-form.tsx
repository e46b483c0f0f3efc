import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { calendarMessages } from "@/components/search/calendar-messages";
import { PartyPicker } from "@/components/ui/party-picker";
import { partyTexts, partyValues } from "@/components/ui/party-texts";
import { SearchFormShell, type SearchFormProps } from "@/components/ui/search-form-shell";
import { ChoiceField } from "@/components/ui/search-fields";
import { addDays, minCheckinDate, realIsoDay } from "@/lib/org/calendar";
import { placeOption } from "@/lib/suppliers/flights/places";
import { MAX_DAYS_AHEAD } from "@/lib/suppliers/flights/query";
import { AirportCombobox } from "./airport-combobox";
import { TripDates } from "./trip-dates";

const CABINS = ["economy", "premium_economy", "business", "first"] as const;

/** Adults, children and infants at their form maximums (9 + 8 + 9). */
const MAX_PASSENGERS = 26;

/**
 * The flight search on the kit's search form, a plain GET form to /flight/results (works without JavaScript once the
 * places are chosen), filled with the search shown (on results) and held to the org's first bookable day.
 */
export async function FlightSearchForm({ org, values = {}, errors = {} }: SearchFormProps) {
  const [t, locale] = await Promise.all([getTranslations("Flights.form"), getLocale()]);
  const minDate = minCheckinDate(org);
  const party = await partyTexts({
    keys: ["adults", "children", "infants"],
    label: t("passengers"),
    labels: { adults: t("adults"), children: t("children"), infants: t("infants") },
    hints: { adults: t("adultsHint"), children: t("childrenHint"), infants: t("infantsHint") },
    summary: { total: Array.from({ length: MAX_PASSENGERS + 1 }, (_, count) => t("passengerCount", { count })) },
  });
  const depart = realIsoDay(values.depart) ?? addDays(minDate, 14);
  const airports = { placeholder: t("placeholder"), noResults: t("noResults"), allAirports: t("allAirports") };
  return (
    <SearchFormShell
      action="/flight/results"
      testId="flight-search-form"
      columns={6}
      weekStart={org.weekStart}
      submit={{ label: t("submit"), testId: "flight-search-submit", wide: true }}
    >
      <TripDates
        trip={{ label: t("tripType"), oneway: t("oneWay"), return: t("return") }}
        kind="flight"
        className="field"
        names={{ from: "depart", to: "return" }}
        testIds={{ from: "flight-depart", to: "flight-return" }}
        labels={{ from: t("depart"), to: t("returnDate") }}
        from={depart}
        // A return that is no day (a mistyped link) still asks for a round trip: a week after the departure.
        to={values.return ? (realIsoDay(values.return) ?? addDays(depart, 7)) : ""}
        rules={{ minDate, maxDate: addDays(minDate, MAX_DAYS_AHEAD), minNights: 0 }}
        weekStart={org.weekStart}
        messages={await calendarMessages("flight")}
        errors={errors}
        testPrefix="flight"
      >
        {(["from", "to"] as const).map((end) => (
          <AirportCombobox key={end} name={end} label={t(end)} texts={airports} initial={placeOption(values[end], locale)} error={errors[end]} />
        ))}
      </TripDates>
      <PartyPicker texts={party} values={partyValues(values, { adults: 1 })} errors={errors} testId="flight-passengers" testPrefix="flight" className="field" />
      <ChoiceField
        label={t("cabin")}
        name="cabin"
        value={values.cabin ?? "economy"}
        testId="flight-cabin"
        choices={CABINS.map((c) => ({ value: c, label: t(c) }))}
      />
    </SearchFormShell>
  );
}
