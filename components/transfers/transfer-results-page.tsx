import type { ReactNode } from "react";
import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { getSessionUser } from "@/lib/http/current-user";
import { formatDate } from "@/lib/locale/format";
import { rateSnapshot } from "@/lib/locale/rates";
import { minCheckinDate } from "@/lib/org/calendar";
import { getRequestContext } from "@/lib/http/page-context";
import { searchTransfers, type TransferSearchOutcome } from "@/lib/suppliers/transfers/search";
import type { TransferSearchError } from "@/lib/suppliers/transfers/search-input";
import { ResultsSummary } from "@/components/ui/results-layout";
import { ProductResults, type ResultsState } from "@/components/ui/product-results";
import { TransferFilters, TransferSort } from "./transfer-filters";
import { TransferOfferCard } from "./transfer-offer-card";
import { TransferSearchForm, type TransferFormValues } from "./transfer-search-form";

type Raw = Record<string, string | string[] | undefined>;

/** The form filled with the search shown (what was typed, when the search could not be read). */
function formValues(outcome: TransferSearchOutcome, raw: Raw): Partial<TransferFormValues> {
  const first = (k: string) => [raw[k] ?? []].flat()[0];
  if (outcome.kind !== "ok") {
    const input = outcome.input;
    return {
      direction: first("direction") === "to-airport" ? "to-airport" : "from-airport",
      address: input?.address ?? first("address") ?? "",
      date: input?.date,
      time: input?.time,
      passengers: input?.passengers,
      luggage: input?.luggage,
      flight: input?.flight,
    };
  }
  const { input, airport, query } = outcome;
  return {
    direction: input.direction,
    airport: { value: airport.code, label: `${airport.city} (${airport.code})`, detail: airport.name },
    hotel: query.place.kind === "hotel" ? { value: query.place.slug, label: query.place.name, detail: query.place.address } : null,
    address: query.place.kind === "address" ? query.place.address : "",
    date: input.date,
    time: input.time,
    passengers: input.passengers,
    luggage: input.luggage,
    flight: input.flight,
  };
}

/**
 * /transfers/results: server-rendered from the URL alone, so every search, filter and sort is a shareable link. The
 * count is of the offers shown, and says how many the filters hide.
 */
export async function TransferResultsPage({ searchParams }: { searchParams: Raw }) {
  const { org, currency } = await getRequestContext();
  const outcome = await searchTransfers(searchParams, { minDate: minCheckinDate(org) });
  const t = await getTranslations("Transfers");
  const locale = await getLocale();
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, locale, "UTC", { dateStyle: "medium" });
  const errorText = (e: TransferSearchError) =>
    t(`errors.${e.code}`, { date: e.params?.date ? day(String(e.params.date)) : "", km: Number(e.params?.km ?? 0) });

  let state: ResultsState;
  let title: ReactNode = t("title");
  if (outcome.kind === "invalid") {
    const errors = outcome.errors.map((e) => ({ key: `${e.field}-${e.code}`, code: e.code, text: errorText(e) }));
    state = { kind: "invalid", title: t("errorsTitle"), testIds: ["transfer-errors", "transfer-error"], errors };
  } else if (outcome.kind === "unavailable") {
    state = { kind: "unavailable", text: t("unavailable"), testId: "transfer-unavailable" };
  } else {
    const { input, airport, query, all, shown } = outcome;
    const airportName = `${airport.city} (${airport.code})`;
    const placeName = query.place.kind === "hotel" ? query.place.name : query.place.address;
    const [from, to] = input.direction === "from-airport" ? [airportName, placeName] : [placeName, airportName];
    // The arrow points the way the line reads: leftwards in Arabic.
    title = (
      <>
        {from} <span className="inline-block rtl:-scale-x-100">→</span> {to}
      </>
    );
    const user = await getSessionUser();
    const rates = await rateSnapshot();
    state = {
      kind: "ok",
      label: t("resultsLabel"),
      filters: <TransferFilters input={input} all={all} />,
      summary: (
        <ResultsSummary
          data-testid="transfer-summary"
          data-total={shown.length}
          data-found={all.length}
          count={shown.length === all.length ? t("summary", { count: all.length }) : t("summaryFiltered", { shown: shown.length, count: all.length })}
          details={t("searchDetails", { date: day(input.date), time: input.time, passengers: input.passengers, luggage: input.luggage })}
        />
      ),
      sort: <TransferSort input={input} />,
      items: shown.map((offer) => (
        <TransferOfferCard
          key={offer.id}
          offer={offer}
          calendarZone={org.timeZone}
          memberPricing={user?.memberPricing ?? false}
          signedIn={!!user}
          currency={currency}
          rates={rates}
        />
      )),
      listTestId: "transfer-offers",
      empty: { text: t("empty"), hint: t("emptyHint"), testId: "transfer-empty" },
    };
  }

  return (
    <ProductResults
      title={title}
      titleTestId="transfer-results-title"
      search={<TransferSearchForm org={org} values={formValues(outcome, searchParams)} />}
      state={state}
    />
  );
}
