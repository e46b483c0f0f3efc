import { getLocale, getTranslations } from "next-intl/server";
import { addDays, minCheckinDate } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
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
  // 1 January 2023 was a Sunday, so day 1 + weekStart names the configured first weekday in the visitor's language.
  const weekStart = new Intl.DateTimeFormat(await getLocale(), { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2023, 0, 1 + (((org.weekStart % 7) + 7) % 7))),
  );
  const checkIn = values.checkIn ?? minDate;
  const texts = Object.fromEntries(
    (["destination", "destinationPlaceholder", "checkIn", "checkOut", "guests", "rooms", "submit"] as const).map((k) => [k, t(k)]),
  ) as Omit<SearchFormTexts, "weekStartsOn">;
  return (
    <SearchFormView
      action={action}
      product={product}
      values={values}
      texts={{ ...texts, weekStartsOn: t("weekStartsOn", { day: weekStart }) }}
      minDate={minDate}
      checkIn={checkIn}
      checkOutMin={addDays(minDate, 1)}
      checkOut={values.checkOut ?? addDays(checkIn, 2)}
      weekStart={org.weekStart}
    />
  );
}
