import { getLocale, getTranslations } from "next-intl/server";
import { addDays, minCheckinDate } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";

export type SearchFormValues = { destination?: string; checkIn?: string; checkOut?: string; guests?: number; rooms?: number };

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
  return (
    <form
      action={action}
      method="get"
      className="grid grid-cols-2 gap-3 rounded-xl bg-white p-4 text-slate-900 shadow-lg lg:grid-cols-7"
      data-testid="search-form"
      data-week-start={org.weekStart}
    >
      {product ? <input type="hidden" name="product" value={product} /> : null}
      <label className="col-span-2 flex flex-col gap-1 text-sm font-medium">
        {t("destination")}
        <input
          name="destination"
          type="text"
          required
          maxLength={100}
          defaultValue={values.destination}
          placeholder={t("destinationPlaceholder")}
          className="rounded-lg border border-slate-300 px-3 py-2 font-normal"
          data-testid="destination-input"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("checkIn")}
        <input
          name="checkin"
          type="date"
          min={minDate}
          defaultValue={checkIn}
          className="rounded-lg border border-slate-300 px-3 py-2 font-normal"
          data-testid="checkin-input"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("checkOut")}
        <input
          name="checkout"
          type="date"
          min={addDays(minDate, 1)}
          defaultValue={values.checkOut ?? addDays(checkIn, 2)}
          className="rounded-lg border border-slate-300 px-3 py-2 font-normal"
          data-testid="checkout-input"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("guests")}
        <input
          name="guests"
          type="number"
          min={1}
          max={12}
          defaultValue={values.guests ?? 2}
          className="rounded-lg border border-slate-300 px-3 py-2 font-normal"
          data-testid="guests-input"
        />
      </label>
      {/* Activities are booked per person: no rooms. */}
      {product === "activities" ? null : (
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("rooms")}
          <input
            name="rooms"
            type="number"
            min={1}
            max={8}
            defaultValue={values.rooms ?? 1}
            className="rounded-lg border border-slate-300 px-3 py-2 font-normal"
            data-testid="rooms-input"
          />
        </label>
      )}
      <div className="col-span-2 flex items-end lg:col-span-1">
        <button type="submit" className="w-full rounded-lg bg-brand px-4 py-2.5 font-semibold text-white hover:opacity-90" data-testid="search-submit">
          {t("submit")}
        </button>
      </div>
      <p className="col-span-2 text-xs text-slate-500 lg:col-span-7">{t("weekStartsOn", { day: weekStart })}</p>
    </form>
  );
}
