import { getTranslations } from "@/lib/locale/translations";
import { calendarMessages, stayRangeTexts } from "@/components/search/calendar-messages";
import { DateRangeField } from "@/components/search/date-range-field";
import { MAX_NIGHTS, type StayInput } from "@/lib/booking/search-input";
import { addDays, minCheckinDate } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";

/** Change the dates, guests or rooms of the details page (a GET form: the page URL stays shareable). */
export async function StayForm({ org, propertyId, stay, isActivity }: { org: OrgConfig; propertyId: number; stay: StayInput; isActivity: boolean }) {
  const t = await getTranslations("Search");
  const td = await getTranslations("Details");
  const minDate = minCheckinDate(org);
  const checkIn = stay.checkIn ?? minDate;
  const checkOut = stay.checkOut ?? addDays(checkIn, 2);
  const calendar = await calendarMessages(isActivity ? "activity" : "stay");
  const input = "rounded-lg border border-slate-300 px-2 py-1.5 text-sm font-normal";
  return (
    <form
      method="get"
      action="/hotel-details"
      className="grid grid-cols-2 gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-5"
      data-testid="stay-form"
    >
      <input type="hidden" name="id" value={propertyId} />
      <DateRangeField
        labels={isActivity ? { from: td("from"), to: td("until") } : { from: t("checkIn"), to: t("checkOut") }}
        from={checkIn}
        to={checkOut}
        rules={{ minDate, maxNights: MAX_NIGHTS }}
        weekStart={org.weekStart}
        messages={calendar}
        texts={await stayRangeTexts(calendar, { from: checkIn, to: checkOut }, !isActivity)}
        kind={isActivity ? "activity" : "stay"}
      />
      <label className="flex flex-col text-sm font-medium">
        {isActivity ? t("participants") : t("guests")}
        <input name="guests" type="number" min={1} max={12} defaultValue={stay.guests ?? 2} className={input} />
      </label>
      {isActivity ? null : (
        <label className="flex flex-col text-sm font-medium">
          {t("rooms")}
          <input name="rooms" type="number" min={1} max={8} defaultValue={stay.rooms ?? 1} className={input} />
        </label>
      )}
      <div className="flex items-end">
        <button type="submit" className="w-full rounded-lg bg-brand px-3 py-2 text-sm font-semibold text-white hover:opacity-90">
          {td("update")}
        </button>
      </div>
    </form>
  );
}
