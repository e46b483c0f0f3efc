import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/locale/translations";
import { FlightCard } from "@/components/flights/flight-card";
import { flightPriceTexts } from "@/components/flights/flight-price";
import { FlightFilters } from "@/components/flights/flight-filters";
import { FlightSearchForm } from "@/components/flights/flight-search-form";
import { AppError } from "@/lib/errors";
import { getViewer } from "@/lib/page-cache/page-viewer";
import { getRequestContext } from "@/lib/http/page-context";
import { flightQueryParams } from "@/lib/suppliers/flights/query";
import { SORTS } from "@/lib/suppliers/flights/results";
import { searchFlights } from "@/lib/suppliers/flights/search-flights";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const flat = (params: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(
    Object.entries(params).flatMap(([k, v]) => (typeof v === "string" ? [[k, v.slice(0, 200)]] : Array.isArray(v) ? [[k, v.join(",").slice(0, 200)]] : [])),
  );

/**
 * Server-rendered flight results: the search form, sort, filters (URL parameters), one page of offers. What it shows
 * depends on the URL and the viewer's class only (member prices or not, signed in or not), so the page cache serves it
 * to every class (lib/page-cache/eligible.ts).
 */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const { org, currency, sharedViewer } = await getRequestContext();
  if (!org.eligibleProducts.includes("flight")) notFound();
  const raw = flat(await searchParams);
  const t = await getTranslations("Flights.results");
  let outcome: Awaited<ReturnType<typeof searchFlights>> | null = null;
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
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="sr-only">{t("title")}</h1>
      <FlightSearchForm org={org} values={raw} errors={errors} />
      {failure ? <p className="mt-6 rounded-lg bg-red-50 p-4 text-red-800">{failure}</p> : null}
      {Object.keys(errors).length ? (
        <p className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900" role="alert">
          {t("fixSearch")}
        </p>
      ) : null}
      {outcome && results ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
          <FlightFilters results={results} view={outcome.view} base={{ ...base, sort: outcome.view.sort }} />
          <section aria-labelledby="flight-count" className="min-w-0">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h2 id="flight-count" className="text-lg font-semibold" data-testid="flight-count">
                {t("count", { count: results.total })}
              </h2>
              <nav aria-label={t("sortLabel")} className="flex gap-1">
                {SORTS.map((s) => (
                  <a
                    key={s}
                    href={url({ sort: s, page: null })}
                    aria-current={outcome.view.sort === s ? "true" : undefined}
                    className={`rounded-full border px-3 py-1 text-sm ${outcome.view.sort === s ? "border-brand bg-brand text-white" : "border-slate-300 text-slate-800"}`}
                  >
                    {t(`sort.${s}`)}
                  </a>
                ))}
              </nav>
            </div>
            {results.total === 0 ? <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{t("none")}</p> : null}
            <div className="space-y-4">
              {results.items.map((offer) => (
                <FlightCard key={offer.id} offer={offer} price={priceOf(offer)} href={`/flight/checkout?offer=${encodeURIComponent(offer.id)}`} />
              ))}
            </div>
            {results.pages > 1 ? (
              <nav aria-label={t("pages")} className="mt-6 flex items-center justify-center gap-3 text-sm">
                {results.page > 1 ? (
                  <a href={url({ page: String(results.page - 1) })} className="rounded border border-slate-300 px-3 py-1">
                    {t("previous")}
                  </a>
                ) : null}
                <span>{t("pageOf", { page: results.page, pages: results.pages })}</span>
                {results.page < results.pages ? (
                  <a href={url({ page: String(results.page + 1) })} className="rounded border border-slate-300 px-3 py-1">
                    {t("next")}
                  </a>
                ) : null}
              </nav>
            ) : null}
          </section>
        </div>
      ) : null}
    </div>
  );
}

function filterParams(outcome: Awaited<ReturnType<typeof searchFlights>> | null): Record<string, string | null> {
  if (!outcome) return {};
  const { stops, airlines, times } = outcome.view;
  return { stops: stops.join(",") || null, airlines: airlines.join(",") || null, times: times.join(",") || null };
}
