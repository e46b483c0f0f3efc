import { getTranslations } from "@/lib/locale/translations";
import { calendarMessages } from "@/components/search/calendar-messages";
import { DateRangeField } from "@/components/search/date-range-field";
import { occupancyWords } from "@/components/search/occupancy-texts";
import { CountFields } from "@/components/ui/count-fields";
import { SearchFormShell } from "@/components/ui/search-form-shell";
import { InputField } from "@/components/ui/search-fields";
import { readerFormats } from "@/components/ui/reader-formats";
import { addDays, minCheckinDate, realIsoDay } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { MAX_DAYS_AHEAD, MAX_LUGGAGE, MAX_PASSENGERS } from "@/lib/suppliers/transfers/search-input";
import { TransferPlaceFields, type TransferPlaces } from "./transfer-places";

export type TransferFormValues = TransferPlaces & { date: string; time: string; passengers: number; luggage: number; flight: string };

/**
 * The transfer search, filled with a search (results page) or the defaults (the org's first bookable day): the two
 * ends, the pick-up day and time, the party and its suitcases, the flight met. A GET form, so results are a link.
 */
export async function TransferSearchForm({ org, values = {} }: { org: OrgConfig; values?: Partial<TransferFormValues> }) {
  const [t, w, { sep }] = await Promise.all([getTranslations("Transfers"), occupancyWords(), readerFormats()]);
  const minDate = minCheckinDate(org);
  const count = (name: "passengers" | "luggage", value: number, min: number, max: number, says: "passengerCount" | "bagCount") => ({
    name,
    label: t(name),
    value,
    min,
    max,
    fewer: w.t(name === "passengers" ? "fewerPassengers" : "fewerBags"),
    more: w.t(name === "passengers" ? "morePassengers" : "moreBags"),
    says: w.counts(says, max),
    testId: `transfer-${name}`,
  });
  const places = { direction: values.direction ?? "from-airport", airport: values.airport ?? null, hotel: values.hotel ?? null, address: values.address ?? "" };
  return (
    <SearchFormShell
      action="/transfers/results"
      testId="transfer-search-form"
      columns={6}
      weekStart={org.weekStart}
      submit={{ label: t("submit"), testId: "transfer-search-submit", wide: true }}
    >
      <TransferPlaceFields values={places} />
      <DateRangeField
        mode="single"
        kind="transfer"
        className="field"
        names={{ from: "date" }}
        testIds={{ from: "transfer-date" }}
        labels={{ from: t("date") }}
        // A day from a mistyped link is left out for the default; the results page says what was wrong with it.
        from={realIsoDay(values.date) ?? minDate}
        rules={{ minDate, maxDate: addDays(minDate, MAX_DAYS_AHEAD) }}
        weekStart={org.weekStart}
        messages={await calendarMessages("transfer")}
      />
      <InputField label={t("time")} name="time" type="time" required defaultValue={values.time ?? "12:00"} testId="transfer-time" />
      <CountFields
        label={`${t("passengers")}, ${t("luggage")}`}
        counts={[
          count("passengers", values.passengers ?? 2, 1, MAX_PASSENGERS, "passengerCount"),
          count("luggage", values.luggage ?? 2, 0, MAX_LUGGAGE, "bagCount"),
        ]}
        texts={{ done: w.done, close: w.close, numbers: w.numbers, separator: sep }}
        testId="transfer-party"
      />
      <InputField
        label={t("flight")}
        name="flight"
        type="text"
        wide
        maxLength={12}
        defaultValue={values.flight ?? ""}
        placeholder={t("flightPlaceholder")}
        autoComplete="off"
        testId="transfer-flight"
      />
    </SearchFormShell>
  );
}
