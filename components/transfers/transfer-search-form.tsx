import { calendarMessages } from "@/components/search/calendar-messages";
import { addDays, minCheckinDate, realIsoDay } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { MAX_DAYS_AHEAD } from "@/lib/suppliers/transfers/search-input";
import { TransferSearchFormView, type TransferFormValues } from "./transfer-search-form-view";

export type { TransferFormValues };

/** The transfer search form, filled with a search (results page) or the defaults: the org's first bookable day. */
export async function TransferSearchForm({ org, values = {} }: { org: OrgConfig; values?: Partial<TransferFormValues> }) {
  const minDate = minCheckinDate(org);
  const filled: TransferFormValues = {
    direction: values.direction ?? "from-airport",
    airport: values.airport ?? null,
    hotel: values.hotel ?? null,
    address: values.address ?? "",
    // A day from a mistyped link is left out for the default; the results page says what was wrong with it.
    date: realIsoDay(values.date) ?? minDate,
    time: values.time ?? "12:00",
    passengers: values.passengers ?? 2,
    luggage: values.luggage ?? 2,
    flight: values.flight ?? "",
  };
  return (
    <TransferSearchFormView
      values={filled}
      rules={{ minDate, maxDate: addDays(minDate, MAX_DAYS_AHEAD) }}
      weekStart={org.weekStart}
      calendar={await calendarMessages("transfer")}
    />
  );
}
