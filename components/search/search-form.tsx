import { getLocale, getTranslations } from "next-intl/server";
import { addDays, minCheckinDate } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";

/** A plain GET form: works without JavaScript and gives a shareable results URL. */
export async function SearchForm({ org, action = "/search-detail", product }: { org: OrgConfig; action?: string; product?: string }) {
  const t = await getTranslations("Search");
  const minDate = minCheckinDate(org);
  // 1 January 2023 was a Sunday, so day 1 + weekStart names the configured first weekday in the visitor's language.
  const weekStart = new Intl.DateTimeFormat(await getLocale(), { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2023, 0, 1 + (((org.weekStart % 7) + 7) % 7))));
  return (
    <form action={action} method="get" className="grid grid-cols-1 gap-3 rounded-xl bg-white p-4 text-slate-900 shadow-lg sm:grid-cols-2 lg:grid-cols-6" data-testid="search-form" data-week-start={org.weekStart}>
      {product ? <input type="hidden" name="product" value={product} /> : null}
      <label className="flex flex-col gap-1 text-sm font-medium lg:col-span-2">
        {t("destination")}
        <input name="destination" type="text" required maxLength={100} placeholder={t("destinationPlaceholder")} className="rounded-lg border border-slate-300 px-3 py-2 font-normal" />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("checkIn")}
        <input name="checkin" type="date" min={minDate} defaultValue={minDate} className="rounded-lg border border-slate-300 px-3 py-2 font-normal" data-testid="checkin-input" />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("checkOut")}
        <input name="checkout" type="date" min={addDays(minDate, 1)} defaultValue={addDays(minDate, 2)} className="rounded-lg border border-slate-300 px-3 py-2 font-normal" />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("guests")}
        <input name="guests" type="number" min={1} max={12} defaultValue={2} className="rounded-lg border border-slate-300 px-3 py-2 font-normal" />
      </label>
      <div className="flex items-end">
        <button type="submit" className="w-full rounded-lg bg-brand px-4 py-2.5 font-semibold text-white hover:opacity-90">
          {t("submit")}
        </button>
      </div>
      <p className="text-xs text-slate-500 sm:col-span-2 lg:col-span-6">{t("weekStartsOn", { day: weekStart })}</p>
    </form>
  );
}
