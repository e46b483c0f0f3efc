import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { calendarMessages } from "@/components/search/calendar-messages";
import { MAX_NIGHTS } from "@/lib/booking/stay-quote";
import { addDays, minCheckinDate, realIsoDay, weekStartName } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { packageDestinations } from "@/lib/packages/destinations";
import { placeOption } from "@/lib/suppliers/flights/places";
import { MAX_DAYS_AHEAD } from "@/lib/suppliers/flights/query";
import { PackageSearchFormView, type PackageFormTexts } from "./package-search-form-view";

const KEYS = [
  "from",
  "placeholder",
  "noResults",
  "allAirports",
  "to",
  "chooseDestination",
  "checkIn",
  "checkOut",
  "rooms",
  "adults",
  "children",
  "childrenHint",
  "submit",
] as const satisfies readonly (keyof PackageFormTexts)[];

/** The package search form, filled with the search shown (on results), its dates held to the org's first bookable day. */
export async function PackageSearchForm({
  org,
  values = {},
  errors = {},
}: {
  org: OrgConfig;
  values?: Record<string, string>;
  errors?: Record<string, string>;
}) {
  const t = await getTranslations("Packages.form");
  const minDate = minCheckinDate(org);
  const checkIn = realIsoDay(values.checkin) ?? addDays(minDate, 14);
  const locale = await getLocale();
  const weekStart = weekStartName(locale, org.weekStart);
  const texts = Object.fromEntries(KEYS.map((k) => [k, t(k)])) as Omit<PackageFormTexts, "weekStartsOn">;
  return (
    <PackageSearchFormView
      texts={{ ...texts, weekStartsOn: t("weekStartsOn", { day: weekStart }) }}
      destinations={await packageDestinations()}
      rules={{ minDate, maxDate: addDays(minDate, MAX_DAYS_AHEAD), maxNights: MAX_NIGHTS }}
      weekStart={org.weekStart}
      calendar={await calendarMessages()}
      errors={errors}
      values={{
        from: placeOption(values.from, locale),
        to: values.to ?? "",
        checkIn,
        checkOut: realIsoDay(values.checkout) ?? addDays(checkIn, 4),
        rooms: Number(values.rooms ?? 1) || 1,
        adults: Number(values.adults ?? 2) || 2,
        children: Number(values.children ?? 0) || 0,
      }}
    />
  );
}
