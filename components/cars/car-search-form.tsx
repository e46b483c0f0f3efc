import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { calendarMessages } from "@/components/search/calendar-messages";
import { DateRangeField } from "@/components/search/date-range-field";
import { SearchFormShell } from "@/components/ui/search-form-shell";
import { ChoiceField, TimeSelectField } from "@/components/ui/search-fields";
import type { Suggestion } from "@/components/ui/remote-combobox";
import { listCountries } from "@/lib/locale/countries";
import { addDays, minCheckinDate, realIsoDay } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { countryOptions } from "@/lib/places/names";
import { AGE_RANGES, DEFAULT_AGE_RANGE } from "@/lib/suppliers/cars/age-ranges";
import { MAX_RENTAL_DAYS, type CarFormValues } from "@/lib/suppliers/cars/search-input";
import { CarPlaceFields, type CarPlaceTexts } from "./car-places";

const PLACE_TEXTS = ["pickup", "dropoff", "placePlaceholder", "differentDropoff", "noMatch", "airport", "city"] as const;

/**
 * The car search, filled with the search shown (results page) or with the first day the organisation takes bookings
 * (SPEC §9) and a three-day rental: the places, the pick-up and drop-off days as one range beside their times, the
 * driver's age range and residence. Places come back with their labels from the page that resolved them.
 */
export async function CarSearchForm(props: {
  org: OrgConfig;
  values?: CarFormValues;
  places?: { pickup?: Suggestion; dropoff?: Suggestion };
  residence: string;
}) {
  const { org, values = {}, places = {} } = props;
  const [t, locale] = await Promise.all([getTranslations("Cars.form"), getLocale()]);
  const minDate = minCheckinDate(org);
  const countries = countryOptions(
    (await listCountries()).filter((c) => /^[A-Z]{2}$/.test(c.countryCode)).map((c) => ({ code: c.countryCode, fallback: c.countryName })),
    locale,
  );
  // A day from a mistyped link is left out for the default; the results page says what was wrong with it.
  const pickupDate = realIsoDay(values.pickupDate) ?? minDate;
  return (
    <SearchFormShell
      action="/cars/results"
      testId="car-search-form"
      columns={4}
      weekStart={org.weekStart}
      submit={{ label: t("submit"), testId: "car-search-submit" }}
    >
      <CarPlaceFields
        texts={Object.fromEntries(PLACE_TEXTS.map((k) => [k, t(k)])) as CarPlaceTexts}
        values={{ pickup: places.pickup ?? null, dropoff: places.dropoff ?? null }}
      />
      <DateRangeField
        kind="rental"
        names={{ from: "pickupDate", to: "dropoffDate" }}
        testIds={{ from: "pickup-date", to: "dropoff-date" }}
        labels={{ from: t("pickupDate"), to: t("dropoffDate") }}
        from={pickupDate}
        to={realIsoDay(values.dropoffDate) ?? addDays(pickupDate, 3)}
        // The car may go back the day it is taken.
        rules={{ minDate, minNights: 0, maxNights: MAX_RENTAL_DAYS }}
        weekStart={org.weekStart}
        messages={await calendarMessages("rental")}
      />
      <TimeSelectField label={t("pickupTime")} name="pickupTime" value={values.pickupTime ?? "10:00"} testId="pickup-time" />
      <TimeSelectField label={t("dropoffTime")} name="dropoffTime" value={values.dropoffTime ?? "10:00"} testId="dropoff-time" />
      <ChoiceField
        label={t("age")}
        name="age"
        value={values.age ?? DEFAULT_AGE_RANGE}
        testId="age-range"
        choices={AGE_RANGES.map((value) => ({ value, label: t(`ages.${value}`) }))}
      />
      <ChoiceField
        label={t("residence")}
        name="residence"
        value={(values.residence ?? props.residence).toUpperCase()}
        testId="residence"
        choices={countries.map((c) => ({ value: c.code, label: c.name }))}
      />
    </SearchFormShell>
  );
}
