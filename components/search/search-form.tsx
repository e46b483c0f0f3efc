import { getTranslations } from "@/lib/locale/translations";
import { MAX_NIGHTS } from "@/lib/booking/search-input";
import { addDays, minCheckinDate } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { calendarMessages, stayRangeTexts } from "./calendar-messages";
import { destinationTexts } from "./destination-texts";
import { countPickerTexts, roomOccupancyTexts } from "./occupancy-texts";
import { SearchFormView, type SearchFormTexts, type SearchFormValues } from "./search-form-view";

export type { SearchFormValues };

/**
 * A plain GET form: works without JavaScript and gives a shareable results URL. On a results page it is filled with
 * the search shown; filters and sort stay out of it (a new search starts them afresh).
 */
export async function SearchForm({
  org,
  action = "/search-detail",
  product,
  values = {},
}: {
  org: OrgConfig;
  action?: string;
  product?: string;
  values?: SearchFormValues;
}) {
  const t = await getTranslations("Search");
  const minDate = minCheckinDate(org);
  const checkIn = values.checkIn ?? minDate;
  const checkOut = values.checkOut ?? addDays(checkIn, 2);
  // Activities are searched by the days the visitor is free and booked per participant: no check-in, no rooms.
  const activity = product === "activities";
  const calendar = await calendarMessages(activity ? "activity" : "stay");
  // The calendar itself starts each week on the organisation's day (SPEC §9): no caption needed beside it.
  const texts: SearchFormTexts = {
    checkIn: activity ? t("activityFrom") : t("checkIn"),
    checkOut: activity ? t("activityUntil") : t("checkOut"),
    submit: t("submit"),
  };
  const party = activity ? { participants: await countPickerTexts(t("participants"), "participant") } : { rooms: await roomOccupancyTexts(t("guests")) };
  return (
    <SearchFormView
      action={action}
      product={product}
      values={values}
      texts={texts}
      party={party}
      rules={{ minDate, maxNights: MAX_NIGHTS }}
      destinationTexts={await destinationTexts()}
      checkIn={checkIn}
      checkOut={checkOut}
      weekStart={org.weekStart}
      calendar={calendar}
      dateTexts={await stayRangeTexts(calendar, { from: checkIn, to: checkOut }, !activity)}
    />
  );
}
