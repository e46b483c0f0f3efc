import { calendarMessages } from "@/components/search/calendar-messages";
import { addDays, minCheckinDate, realIsoDay } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { MAX_DAYS_AHEAD, MAX_LUGGAGE, MAX_PASSENGERS } from "@/lib/suppliers/transfers/search-input";
import { getLocale } from "next-intl/server";
import { occupancyWords } from "@/components/search/occupancy-texts";
import { partSeparator } from "@/lib/locale/part-separator";
import { TransferSearchFormView, type TransferFormValues } from "./transfer-search-form-view";

export type { TransferFormValues };

/** The passengers and suitcases picker's texts in the page's language. */
async function partyTexts() {
  const { t, done, close, numbers, counts } = await occupancyWords();
  return {
    done,
    close,
    numbers,
    fewer: { passengers: t("fewerPassengers"), luggage: t("fewerBags") },
    more: { passengers: t("morePassengers"), luggage: t("moreBags") },
    passengerCounts: counts("passengerCount", MAX_PASSENGERS),
    luggageCounts: counts("bagCount", MAX_LUGGAGE),
    separator: partSeparator(await getLocale()),
    max: { passengers: MAX_PASSENGERS, luggage: MAX_LUGGAGE },
  };
}

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
      party={await partyTexts()}
    />
  );
}
