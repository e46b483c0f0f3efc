import { getTranslations } from "@/lib/locale/translations";
import { ProductResults } from "@/components/ui/product-results";
import { placeOption } from "@/lib/suppliers/flights/places";
import { quotedPrices } from "@/components/ui/offer-price";
import { rateSnapshot } from "@/lib/locale/rates";
import { AppError } from "@/lib/errors";
import { resultsStart } from "@/components/ui/results-start";
import { flightQueryParams } from "@/lib/suppliers/flights/query";
import { flightResultsHref, SORTS } from "@/lib/suppliers/flights/results";
import { searchFlights } from "@/lib/suppliers/flights/search-flights";
import { FlightCard } from "./flight-card";
import { FlightFilters } from "./flight-filters";
import { FlightSearchForm } from "./flight-search-form";

/**
 * Server-rendered flight results on the kit's results page. What it shows depends on the URL and the viewer's class
 * only (member prices or not, signed in or not), so the page cache serves it to every class (lib/page-cache/eligible.ts).
 */
export async function FlightResultsPage({ raw }: { raw: Record<string, string> }) {
  const { org, currency, sharedViewer, viewer, sep, locale, day, days } = await resultsStart("flight");
  const t = await getTranslations("Flights.results");
  const outcome = await searchFlights({ raw, org }).catch((error: unknown) => {
    // A supplier outage is not kept in the page cache: its own rendering fails, and visitors get the page rendered
    // for them, with the message, until a search succeeds.
    if (!(error instanceof AppError) || (sharedViewer && error.code !== "VALIDATION_FAILED")) throw error;
    if (error.code !== "VALIDATION_FAILED") return { failure: error.message, errors: {} };
    return { failure: t("fixSearch"), errors: Object.fromEntries((error.fields ?? []).map((f) => [f.path, f.message])) };
  });
  const page = { title: t("title"), titleTestId: "flight-results-title" };
  const search = <FlightSearchForm org={org} values={raw} errors={"failure" in outcome ? outcome.errors : {}} />;
  if ("failure" in outcome)
    return <ProductResults {...page} search={search} state={{ kind: "unavailable", text: outcome.failure, testId: "flight-search-failed" }} />;

  const { results, view, query } = outcome;
  const [tc, tr, tf, rates] = await Promise.all([getTranslations("Flights.card"), getTranslations("Results"), getTranslations("Flights.form"), rateSnapshot()]);
  const where = (code: string) => {
    const p = placeOption(code, locale);
    return p ? `${p.city} (${p.code})` : code;
  };
  const brief = {
    place: `${where(query.origin)} → ${where(query.destination)}`,
    details: [
      query.returnDate ? days(query.departureDate, query.returnDate) : day(query.departureDate),
      tf("passengerCount", { count: query.adults + query.children + query.infants }),
      tf(query.cabin),
    ].join(sep),
  };
  const note = `${tc("totalPrice")}${sep}${tr("withTax")}`;
  const priceOf = await quotedPrices({ currency, memberPricing: viewer.memberPricing, signedIn: viewer.signedIn, rates, note });
  const base = flightQueryParams(outcome.query);
  const url = (change: Record<string, string | null>) => flightResultsHref(base, view, change);
  const checkoutOf = (offer: { id: string }) => `/flight/checkout?offer=${encodeURIComponent(offer.id)}`;
  return (
    <ProductResults
      {...page}
      search={search}
      brief={brief}
      state={{
        kind: "ok",
        label: t("count", { count: results.total }),
        filters: <FlightFilters results={results} view={view} base={{ ...base, sort: view.sort }} />,
        activeFilters: view.stops.length + view.airlines.length + view.times.length,
        summary: { testId: "flight-count", total: results.total, count: t("count", { count: results.total }) },
        sort: {
          label: t("sortLabel"),
          current: view.sort,
          options: SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) })),
          href: (s) => url({ sort: s, page: null }),
        },
        pages: { page: results.page, pages: results.pages, href: (p) => url({ page: String(p) }) },
        items: results.items.map((trip) => (
          <FlightCard key={trip.id} offer={trip} price={priceOf(trip)} href={checkoutOf(trip)} families={{ fares: trip.fares, priceOf, hrefOf: checkoutOf }} />
        )),
        listTestId: "flight-results",
        empty: { text: t("count", { count: 0 }), hint: t("none"), testId: "flight-empty" },
      }}
    />
  );
}
