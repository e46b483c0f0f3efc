import { getLocale, getTranslations } from "next-intl/server";
import { listCountries } from "@/lib/locale/countries";
import { addDays, minCheckinDate } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { AGE_RANGES, DEFAULT_AGE_RANGE } from "@/lib/suppliers/cars/age-ranges";
import type { CarFormValues } from "@/lib/suppliers/cars/search-input";
import { CarSearchFormView, type CarFormTexts } from "./car-search-form-view";
import type { PlaceOption } from "./place-combobox";

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
  places?: { pickup?: PlaceOption; dropoff?: PlaceOption };
  residence: string;
}) {
  const t = await getTranslations("Cars.form");
  const locale = await getLocale();
  const minDate = minCheckinDate(org);
  const weekStart = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2023, 0, 1 + (((org.weekStart % 7) + 7) % 7))),
  );
  const regions = new Intl.DisplayNames([locale], { type: "region" });
  const seen = new Set<string>();
  const countries = (await listCountries())
    .filter((c) => /^[A-Z]{2}$/.test(c.countryCode) && !seen.has(c.countryCode) && seen.add(c.countryCode))
    .map((c) => ({ code: c.countryCode, name: regions.of(c.countryCode) ?? c.countryName }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  const texts = Object.fromEntries(TEXT_KEYS.map((k) => [k, t(k)])) as Omit<CarFormTexts, "weekStartsOn">;
  const pickupDate = values.pickupDate ?? minDate;
  return (
    <CarSearchFormView
      texts={{ ...texts, weekStartsOn: t("weekStartsOn", { day: weekStart }) }}
      values={{
        pickup: places.pickup ?? null,
        dropoff: places.dropoff ?? null,
        pickupDate,
        pickupTime: values.pickupTime ?? "10:00",
        dropoffDate: values.dropoffDate ?? addDays(pickupDate, 3),
        dropoffTime: values.dropoffTime ?? "10:00",
        age: values.age ?? DEFAULT_AGE_RANGE,
        residence: (values.residence ?? residence).toUpperCase(),
      }}
      minDate={minDate}
      weekStart={org.weekStart}
      ageRanges={AGE_RANGES.map((value) => ({ value, label: t(`ages.${value}`) }))}
      countries={countries}
    />
  );
}
