import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { calendarMessages } from "@/components/search/calendar-messages";
import { occupancyWords } from "@/components/search/occupancy-texts";
import { tripPartyTexts, tripPartyValues } from "@/components/flights/trip-search";
import { MAX_NIGHTS } from "@/lib/booking/stay-quote";
import { partSeparator } from "@/lib/locale/part-separator";
import { addDays, minCheckinDate, realIsoDay, weekStartName } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { packageDestinations } from "@/lib/packages/destinations";
import { MAX_ROOMS } from "@/lib/packages/query";
import { placeOption } from "@/lib/suppliers/flights/places";
import { MAX_DAYS_AHEAD, MAX_SEATED_PASSENGERS } from "@/lib/suppliers/flights/query";
import { PackageSearchFormView, type PackageFormTexts } from "./package-search-form-view";

const KEYS = ["from", "placeholder", "noResults", "allAirports", "to", "chooseDestination", "checkIn", "checkOut", "submit"] as const;

/** The package search (a flight search's fields plus a stay), filled with the search shown, held to the org's first bookable day. */
export async function PackageSearchForm({
  org,
  values = {},
  errors = {},
}: {
  org: OrgConfig;
  values?: Record<string, string>;
  errors?: Record<string, string>;
}) {
  const [t, locale, words] = await Promise.all([getTranslations("Packages.form"), getLocale(), occupancyWords()]);
  const minDate = minCheckinDate(org);
  const checkIn = realIsoDay(values.checkin) ?? addDays(minDate, 14);
  const party = await tripPartyTexts({
    keys: ["rooms", "adults", "children"],
    labels: { rooms: t("rooms"), adults: t("adults"), children: t("children") },
    hints: { children: t("childrenHint") },
    summary: {
      each: [
        ["adults", words.counts("adultCount", MAX_SEATED_PASSENGERS)],
        ["children", words.counts("childCount", MAX_SEATED_PASSENGERS)],
        ["rooms", words.counts("roomCount", MAX_ROOMS)],
      ],
      separator: partSeparator(locale),
    },
    maxRooms: MAX_ROOMS,
  });
  return (
    <PackageSearchFormView
      texts={{
        ...(Object.fromEntries(KEYS.map((k) => [k, t(k)])) as PackageFormTexts),
        weekStartsOn: t("weekStartsOn", { day: weekStartName(locale, org.weekStart) }),
      }}
      party={party}
      destinations={await packageDestinations()}
      rules={{ minDate, maxDate: addDays(minDate, MAX_DAYS_AHEAD), maxNights: MAX_NIGHTS }}
      weekStart={org.weekStart}
      calendar={await calendarMessages()}
      errors={errors}
      values={{
        ...tripPartyValues(values, { adults: 2, maxRooms: MAX_ROOMS }),
        from: placeOption(values.from, locale),
        to: values.to ?? "",
        checkIn,
        checkOut: realIsoDay(values.checkout) ?? addDays(checkIn, 4),
      }}
    />
  );
}
