import { getTranslations } from "@/lib/locale/translations";
import { calendarMessages, stayRangeTexts } from "@/components/search/calendar-messages";
import { DateRangeField } from "@/components/search/date-range-field";
import { MAX_NIGHTS, type StayInput } from "@/lib/booking/search-input";
import { addDays, minCheckinDate } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { countPickerTexts, roomOccupancyTexts } from "@/components/search/occupancy-texts";
import { CountPicker } from "@/components/search/count-picker";
import { MAX_PARTY } from "@/lib/booking/occupancy";
import { RoomOccupancy } from "@/components/search/room-occupancy";

/** Change the dates, the party or the rooms of the details page (a GET form: the page URL stays shareable). */
export async function StayForm({ org, propertyId, stay, isActivity }: { org: OrgConfig; propertyId: number; stay: StayInput; isActivity: boolean }) {
  const t = await getTranslations("Search");
  const td = await getTranslations("Details");
  const minDate = minCheckinDate(org);
  const checkIn = stay.checkIn ?? minDate;
  const checkOut = stay.checkOut ?? addDays(checkIn, 2);
  const calendar = await calendarMessages(isActivity ? "activity" : "stay");
  return (
    <form
      method="get"
      action="/hotel-details"
      className="grid grid-cols-2 gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4"
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
      {isActivity ? (
        <CountPicker texts={await countPickerTexts(t("participants"), "participant")} name="guests" value={stay.guests ?? 2} max={MAX_PARTY} />
      ) : (
        <RoomOccupancy texts={await roomOccupancyTexts(t("guests"))} guests={stay.guests ?? 2} rooms={stay.rooms ?? 1} childAges={stay.childAges ?? []} />
      )}
      <div className="flex items-end">
        <button type="submit" className="w-full rounded-lg bg-brand px-3 py-2 text-sm font-semibold text-white hover:opacity-90">
          {td("update")}
        </button>
      </div>
    </form>
  );
}
