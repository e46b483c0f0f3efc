import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { calendarMessages } from "@/components/search/calendar-messages";
import { MAX_NIGHTS } from "@/lib/booking/stay-quote";
import { addDays, minCheckinDate, realIsoDay, weekStartName } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { packageDestinations } from "@/lib/packages/destinations";
import { MAX_ROOMS as MAX_PACKAGE_ROOMS } from "@/lib/packages/query";
import { placeOption } from "@/lib/suppliers/flights/places";
import { CHILD_AGES, MAX_DAYS_AHEAD, MAX_SEATED_PASSENGERS } from "@/lib/suppliers/flights/query";
import { MAX_CHILD_AGE } from "@/lib/booking/occupancy";
import { occupancyWords } from "@/components/search/occupancy-texts";
import { partSeparator } from "@/lib/locale/part-separator";
import { formCount } from "@/lib/form-count";
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
  const words = await occupancyWords();
  const party = {
    label: words.t("travellers"),
    done: words.done,
    close: words.close,
    numbers: words.numbers,
    fewer: { rooms: words.t("fewerRooms"), adults: words.t("fewerAdults"), children: words.t("fewerChildren") },
    more: { rooms: words.t("moreRooms"), adults: words.t("moreAdults"), children: words.t("moreChildren") },
    adultCounts: words.counts("adultCount", MAX_SEATED_PASSENGERS),
    childCounts: words.counts("childCount", MAX_SEATED_PASSENGERS),
    roomCounts: words.counts("roomCount", MAX_PACKAGE_ROOMS),
    separator: partSeparator(locale),
    max: { rooms: MAX_PACKAGE_ROOMS, seated: MAX_SEATED_PASSENGERS },
    childAgeLabels: Array.from({ length: MAX_SEATED_PASSENGERS }, (_, n) => words.t("childAge", { number: n + 1 })),
    ageNames: Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => words.t("ageName", { age })),
    agePlaceholder: words.t("agePlaceholder"),
    ageMissing: words.t("ageMissing"),
    childAges: CHILD_AGES,
  };
  return (
    <PackageSearchFormView
      texts={{ ...texts, weekStartsOn: t("weekStartsOn", { day: weekStart }) }}
      destinations={await packageDestinations()}
      rules={{ minDate, maxDate: addDays(minDate, MAX_DAYS_AHEAD), maxNights: MAX_NIGHTS }}
      weekStart={org.weekStart}
      calendar={await calendarMessages()}
      errors={errors}
      party={party}
      values={{
        from: placeOption(values.from, locale),
        to: values.to ?? "",
        checkIn,
        checkOut: realIsoDay(values.checkout) ?? addDays(checkIn, 4),
        rooms: formCount(values.rooms, 1, 1, MAX_PACKAGE_ROOMS),
        adults: formCount(values.adults, 2, 1, MAX_SEATED_PASSENGERS),
        children: formCount(values.children, 0, 0, MAX_SEATED_PASSENGERS - 1),
        childAges: (values.ages ?? "")
          .split(",")
          .map(Number)
          .filter((a) => Number.isInteger(a) && a >= CHILD_AGES.min && a <= CHILD_AGES.max),
      }}
    />
  );
}
