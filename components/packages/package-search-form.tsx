import { getTranslations } from "@/lib/locale/translations";
import { readerFormats } from "@/components/ui/reader-formats";
import { calendarMessages } from "@/components/search/calendar-messages";
import { occupancyWords } from "@/components/search/occupancy-texts";
import { AirportCombobox } from "@/components/flights/airport-combobox";
import { DatesField } from "@/components/ui/dates-field";
import { PartyPicker } from "@/components/ui/party-picker";
import { partyTexts, partyValues } from "@/components/ui/party-texts";
import { SearchFormShell, type SearchFormProps } from "@/components/ui/search-form-shell";
import { ChoiceField } from "@/components/ui/search-fields";
import { MAX_NIGHTS } from "@/lib/booking/stay-quote";
import { addDays, minCheckinDate, realIsoDay, weekStartName } from "@/lib/org/calendar";
import { packageDestinations } from "@/lib/packages/destinations";
import { MAX_ROOMS } from "@/lib/packages/query";
import { placeOption } from "@/lib/suppliers/flights/places";
import { MAX_DAYS_AHEAD, MAX_SEATED_PASSENGERS } from "@/lib/suppliers/flights/query";

/**
 * The package search on the kit's search form, a plain GET form to /packages/results: the flight search's fields
 * (where from, the days out and back, who travels) with a destination of the catalogue and the rooms, filled with the
 * search shown and held to the org's first bookable day.
 */
export async function PackageSearchForm({ org, values = {}, errors = {} }: SearchFormProps) {
  const [t, { locale, sep }, words] = await Promise.all([getTranslations("Packages.form"), readerFormats(), occupancyWords()]);
  const minDate = minCheckinDate(org);
  const checkIn = realIsoDay(values.checkin) ?? addDays(minDate, 14);
  const party = await partyTexts({
    keys: ["rooms", "adults", "children"],
    labels: { rooms: t("rooms"), adults: t("adults"), children: t("children") },
    hints: { children: t("childrenHint") },
    summary: {
      each: [
        ["adults", words.counts("adultCount", MAX_SEATED_PASSENGERS)],
        ["children", words.counts("childCount", MAX_SEATED_PASSENGERS)],
        ["rooms", words.counts("roomCount", MAX_ROOMS)],
      ],
      separator: sep,
    },
    maxRooms: MAX_ROOMS,
  });
  const airports = { placeholder: t("placeholder"), noResults: t("noResults"), allAirports: t("allAirports") };
  return (
    <SearchFormShell
      action="/packages/results"
      testId="package-search-form"
      columns={6}
      weekStart={org.weekStart}
      submit={{ label: t("submit"), testId: "package-search-submit", wide: true }}
      note={t("weekStartsOn", { day: weekStartName(locale, org.weekStart) })}
    >
      <AirportCombobox name="from" label={t("from")} texts={airports} initial={placeOption(values.from, locale)} error={errors.from} />
      <ChoiceField
        label={t("to")}
        name="to"
        value={values.to ?? ""}
        testId="package-to"
        required
        wide
        error={{ text: errors.to, testId: "package-error-to" }}
        any={t("chooseDestination")}
        choices={(await packageDestinations()).map((d) => ({ value: d.slug, label: `${d.name} (${d.airportCode})` }))}
      />
      <DatesField
        className="field"
        names={{ from: "checkin", to: "checkout" }}
        labels={{ from: t("checkIn"), to: t("checkOut") }}
        from={checkIn}
        to={realIsoDay(values.checkout) ?? addDays(checkIn, 4)}
        rules={{ minDate, maxDate: addDays(minDate, MAX_DAYS_AHEAD), maxNights: MAX_NIGHTS }}
        weekStart={org.weekStart}
        messages={await calendarMessages()}
        testIds={{ from: "package-checkin", to: "package-checkout" }}
        errors={errors}
        testPrefix="package"
      />
      <PartyPicker
        texts={party}
        values={partyValues(values, { adults: 2, maxRooms: MAX_ROOMS })}
        errors={errors}
        testId="package-party"
        testPrefix="package"
        className="field col-span-2"
      />
    </SearchFormShell>
  );
}
