import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { calendarMessages } from "@/components/search/calendar-messages";
import { listCountries } from "@/lib/locale/countries";
import { addDays, minCheckinDate, realIsoDay } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { AGE_RANGES, DEFAULT_AGE_RANGE } from "@/lib/suppliers/cars/age-ranges";
import { MAX_RENTAL_DAYS, type CarFormValues } from "@/lib/suppliers/cars/search-input";
import { countryOptions } from "@/lib/places/names";
import { CarSearchFormView, type CarFormTexts } from "./car-search-form-view";
import type { Suggestion } from "@/components/ui/remote-combobox";

const TEXT_KEYS = [
  "pickup",
  "dropoff",
  "placePlaceholder",
  "differentDropoff",
  "pickupDate",
  "pickupTime",
  "dropoffDate",
  "dropoffTime",
  "age",
  "residence",
  "submit",
  "noMatch",
  "airport",
  "city",
] as const;

/**
 * The car search form, filled with the search shown (results page) or with the first day the organisation takes
 * bookings (SPEC §9) and a three-day rental. Places come back with their labels from the page that resolved them.
 */
export async function CarSearchForm({
  org,
  values = {},
  places = {},
  residence,
}: {
  org: OrgConfig;
  values?: CarFormValues;
  places?: { pickup?: Suggestion; dropoff?: Suggestion };
  residence: string;
}) {
  const t = await getTranslations("Cars.form");
  const locale = await getLocale();
  const minDate = minCheckinDate(org);
  const countries = countryOptions(
    (await listCountries()).filter((c) => /^[A-Z]{2}$/.test(c.countryCode)).map((c) => ({ code: c.countryCode, fallback: c.countryName })),
    locale,
  );
  const texts = Object.fromEntries(TEXT_KEYS.map((k) => [k, t(k)])) as CarFormTexts;
  // A day from a mistyped link is left out for the default; the results page says what was wrong with it.
  const pickupDate = realIsoDay(values.pickupDate) ?? minDate;
  return (
    <CarSearchFormView
      texts={texts}
      values={{
        pickup: places.pickup ?? null,
        dropoff: places.dropoff ?? null,
        pickupDate,
        pickupTime: values.pickupTime ?? "10:00",
        dropoffDate: realIsoDay(values.dropoffDate) ?? addDays(pickupDate, 3),
        dropoffTime: values.dropoffTime ?? "10:00",
        age: values.age ?? DEFAULT_AGE_RANGE,
        residence: (values.residence ?? residence).toUpperCase(),
      }}
      rules={{ minDate, minNights: 0, maxNights: MAX_RENTAL_DAYS }}
      weekStart={org.weekStart}
      calendar={await calendarMessages("rental")}
      ageRanges={AGE_RANGES.map((value) => ({ value, label: t(`ages.${value}`) }))}
      countries={countries}
    />
  );
}
