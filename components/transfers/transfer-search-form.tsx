import { getLocale, getTranslations } from "next-intl/server";
import { addDays, minCheckinDate, weekStartName } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { MAX_DAYS_AHEAD } from "@/lib/suppliers/transfers/search-input";
import { TransferSearchFormView, type TransferFormValues } from "./transfer-search-form-view";

export type { TransferFormValues };

/** The transfer search form, filled with a search (results page) or the defaults: the org's first bookable day. */
export async function TransferSearchForm({ org, values = {} }: { org: OrgConfig; values?: Partial<TransferFormValues> }) {
  const t = await getTranslations("Transfers");
  const minDate = minCheckinDate(org);
  const weekStart = weekStartName(await getLocale(), org.weekStart);
  const filled: TransferFormValues = {
    direction: values.direction ?? "from-airport",
    airport: values.airport ?? null,
    hotel: values.hotel ?? null,
    address: values.address ?? "",
    date: values.date ?? minDate,
    time: values.time ?? "12:00",
    passengers: values.passengers ?? 2,
    luggage: values.luggage ?? 2,
    flight: values.flight ?? "",
  };
  return (
    <TransferSearchFormView
      values={filled}
      minDate={minDate}
      maxDate={addDays(minDate, MAX_DAYS_AHEAD)}
      weekStart={org.weekStart}
      weekStartsOn={t("weekStartsOn", { day: weekStart })}
    />
  );
}
