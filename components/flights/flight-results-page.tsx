import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/locale/translations";
import { PageLinks } from "@/components/search/pagination";
import { ResultsColumns, ResultsLayout } from "@/components/ui/results-layout";
import { SortPills } from "@/components/ui/sort-pills";
import { AppError } from "@/lib/errors";
import { getViewer } from "@/lib/page-cache/page-viewer";
import { getRequestContext } from "@/lib/http/page-context";
import { flightQueryParams } from "@/lib/suppliers/flights/query";
import { SORTS } from "@/lib/suppliers/flights/results";
import { searchFlights } from "@/lib/suppliers/flights/search-flights";
import { FlightCard } from "./flight-card";
import { FlightFilters } from "./flight-filters";
import { flightPriceTexts } from "./flight-price";
import { FlightSearchForm } from "./flight-search-form";

type Outcome = Awaited<ReturnType<typeof searchFlights>>;

/**
 * Server-rendered flight results: the search form, sort, filters (URL parameters), one page of offers. What it shows
 * depends on the URL and the viewer's class only (member prices or not, signed in or not), so the page cache serves it
 * to every class (lib/page-cache/eligible.ts).
 */
export async function FlightResultsPage({ raw }: { raw: Record<string, string> }) {
  const { org, currency, sharedViewer } = await getRequestContext();
  if (!org.eligibleProducts.includes("flight")) notFound();
  const t = await getTranslations("Flights.results");
  let outcome: Outcome | null = null;
  let errors: Record<string, string> = {};
  let failure: string | null = null;
  try {
    outcome = await searchFlights({ raw, org });
  } catch (error) {
    // A supplier outage is not kept in the page cache: its own rendering fails, and visitors get the page rendered
    // for them, with the message, until a search succeeds.
    if (!(error instanceof AppError) || (sharedViewer && error.code !== "VALIDATION_FAILED")) throw error;
    if (error.code === "VALIDATION_FAILED") errors = Object.fromEntries((error.fields ?? []).map((f) => [f.path, f.message]));
    else failure = error.message;
  }
  const viewer = await getViewer();
  const priceOf = await flightPriceTexts({ currency, memberPricing: viewer.memberPricing, signedIn: viewer.signedIn });
  const base = outcome ? flightQueryParams(outcome.query) : {};
  const url = (change: Record<string, string | null>) => {
    const merged: Record<string, string | null> = { sort: outcome?.view.sort ?? "price", ...filterParams(outcome), ...change };
    const kept = Object.entries(merged).filter((e): e is [string, string] => !!e[1]);
    return `/flight/results?${new URLSearchParams({ ...base, ...Object.fromEntries(kept) })}`;
  };
  const results = outcome?.results;
  return (
    <ResultsLayout title={t("title")} titleTestId="flight-results-title" search={<FlightSearchForm org={org} values={raw} errors={errors} />}>
      {failure ? <p className="mb-6 rounded-lg bg-red-50 p-4 text-red-800">{failure}</p> : null}
      {Object.keys(errors).length ? (
        <p className="mb-6 rounded-lg bg-amber-50 p-4 text-amber-900" role="alert">
          {t("fixSearch")}
        </p>
      ) : null}
      {outcome && results ? (
        <ResultsColumns
          label={t("count", { count: results.total })}
          phoneFiltersFirst
          filters={<FlightFilters results={results} view={outcome.view} base={{ ...base, sort: outcome.view.sort }} />}
          summary={
            <h2 id="flight-count" className="text-lg font-semibold" data-testid="flight-count">
              {t("count", { count: results.total })}
            </h2>
          }
          sort={
            <SortPills
              label={t("sortLabel")}
              options={SORTS.map((s) => ({ value: s, label: t(`sort.${s}`), href: url({ sort: s, page: null }), current: outcome.view.sort === s }))}
            />
          }
          pagination={<PageLinks page={results.page} pages={results.pages} hrefFor={(p) => url({ page: String(p) })} />}
        >
          {results.total === 0 ? <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{t("none")}</p> : null}
          <div className="space-y-4">
            {results.items.map((trip) => (
              <FlightCard
                key={trip.id}
                offer={trip}
                price={priceOf(trip)}
                href={checkoutOf(trip)}
                families={{ fares: trip.fares, priceOf, hrefOf: checkoutOf }}
              />
            ))}
          </div>
        </ResultsColumns>
      ) : null}
    </ResultsLayout>
  );
}

const checkoutOf = (offer: { id: string }) => `/flight/checkout?offer=${encodeURIComponent(offer.id)}`;

function filterParams(outcome: Outcome | null): Record<string, string | null> {
  if (!outcome) return {};
  const { stops, airlines, times } = outcome.view;
  return { stops: stops.join(",") || null, airlines: airlines.join(",") || null, times: times.join(",") || null };
}
