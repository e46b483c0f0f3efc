import type { ReactNode } from "react";
import { getTranslations } from "@/lib/locale/translations";
import { resultsStart } from "@/components/ui/results-start";
import { rateSnapshot } from "@/lib/locale/rates";
import { minCheckinDate } from "@/lib/org/calendar";
import { transferFormValues } from "@/lib/suppliers/transfers/form-values";
import { searchTransfers } from "@/lib/suppliers/transfers/search";
import * as input from "@/lib/suppliers/transfers/search-input";
import type { TransferDetails } from "@/lib/suppliers/transfers/types";
import { facet, FacetFilters } from "@/components/ui/facet-filters";
import { invalidState, ProductResults, type ResultsState } from "@/components/ui/product-results";
import { TransferOfferCard } from "./transfer-offer-card";
import { TransferSearchForm } from "./transfer-search-form";

type Raw = Record<string, string | string[] | undefined>;

/**
 * /transfers/results: server-rendered from the URL alone, so every search, filter and sort is a shareable link. The
 * count is of the offers shown, and says how many the filters hide.
 */
export async function TransferResultsPage({ searchParams }: { searchParams: Raw }) {
  const { org, currency, viewer, day } = await resultsStart("transfers");
  const outcome = await searchTransfers(searchParams, { minDate: minCheckinDate(org) });
  const t = await getTranslations("Transfers");
  let state: ResultsState;
  let brief: { place: string; details: string } | null = null;
  let title: ReactNode = t("title");
  if (outcome.kind === "invalid") {
    state = invalidState(t("errorsTitle"), ["transfer-errors", "transfer-error"], outcome.errors, (e) =>
      t(`errors.${e.code}`, { date: e.params?.date ? day(String(e.params.date)) : "", km: Number(e.params?.km ?? 0) }),
    );
  } else if (outcome.kind === "unavailable") {
    state = { kind: "unavailable", text: t("unavailable"), testId: "transfer-unavailable" };
  } else {
    const { input: search, airport, query, all, shown } = outcome;
    const [a, p] = [`${airport.city} (${airport.code})`, query.place.kind === "hotel" ? query.place.name : query.place.address];
    const [from, to] = search.direction === "from-airport" ? [a, p] : [p, a];
    brief = {
      place: `${from} → ${to}`,
      details: t("searchDetails", { date: day(search.date), time: search.time, passengers: search.passengers, luggage: search.luggage }),
    };
    // The arrow points the way the line reads: leftwards in Arabic.
    title = (
      <>
        {from} <span className="inline-block rtl:-scale-x-100">→</span> {to}
      </>
    );
    const ctx = { calendarZone: org.timeZone, memberPricing: viewer.memberPricing, signedIn: viewer.signedIn, currency, rates: await rateSnapshot() };
    const count = (pick: (d: TransferDetails) => boolean) => all.filter((o) => pick(o.details)).length;
    const params = input.transferSearchParams(search);
    const rides = input.RIDE_TYPES.map((v) => ({ value: v, label: t(v), count: count((d) => d.shared === (v === "shared")) }));
    const vehicles = input.VEHICLE_KINDS.map((v) => ({ value: v, label: t(`vehicles.${v}`), count: count((d) => d.vehicle === v) }));
    state = {
      kind: "ok",
      label: t("resultsLabel"),
      filters: (
        <FacetFilters
          action="/transfers/results"
          hidden={params}
          title={t("filters")}
          groups={[
            facet("type", t("rideType"), rides, search.type ? [search.type] : [], { any: { label: t("anyRide"), count: all.length } }),
            facet("vehicle", t("vehicleType"), vehicles, search.vehicles),
          ]}
          apply={{ label: t("applyFilters"), testId: "filters-apply" }}
          clear={{ href: input.transferSearchHref(search, { type: undefined, vehicles: [] }), label: t("clearFilters") }}
          testId="transfer-filters"
        />
      ),
      activeFilters: Number(!!search.type) + search.vehicles.length,
      summary: {
        testId: "transfer-summary",
        total: shown.length,
        found: all.length,
        count: shown.length === all.length ? t("summary", { count: all.length }) : t("summaryFiltered", { shown: shown.length, count: all.length }),
        details: brief.details,
      },
      sort: {
        label: t("sortBy"),
        current: search.sort,
        options: input.TRANSFER_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) })),
        form: { path: "/transfers/results", params, apply: t("applySort") },
      },
      items: shown.map((offer) => <TransferOfferCard key={offer.id} offer={offer} ctx={ctx} />),
      listTestId: "transfer-offers",
      empty: { text: t("empty"), hint: t("emptyHint"), testId: "transfer-empty" },
    };
  }
  return (
    <ProductResults
      title={title}
      titleTestId="transfer-results-title"
      search={<TransferSearchForm org={org} values={transferFormValues(outcome, searchParams)} />}
      brief={brief}
      state={state}
    />
  );
}
