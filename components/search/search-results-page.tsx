import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { getViewer } from "@/lib/page-cache/page-viewer";
import type { SearchResult } from "@/lib/booking/search";
import type { BookableProduct } from "@/lib/booking/pricing";
import type { RawSearchParams, SearchQuery } from "@/lib/booking/search-input";
import { runSearch } from "@/lib/booking/search-request";
import { detailsHref, resultsPath, searchHref } from "@/lib/booking/search-url";
import { formatDate, formatMoney } from "@/lib/locale/format";
import { dateTimeFormat } from "@/lib/locale/intl-cache";
import { todayIn } from "@/lib/org/calendar";
import { getRequestContext } from "@/lib/http/page-context";
import { FoldedSearch } from "@/components/ui/folded-search";
import { FiltersPanel } from "./filters-panel";
import { Pagination } from "./pagination";
import { PhoneResultsBar } from "./phone-results-bar";
import { EmptyResults, ResultsLayout, SearchErrors } from "@/components/ui/results-layout";
import { ResultCard } from "./result-card";
import { SearchForm } from "./search-form";
import { SortForm, SortLinks } from "./sort-form";
import { WalletCreditLines } from "./wallet-credit-lines";
import { partSeparator } from "@/lib/locale/part-separator";
import { mapStyleUrl } from "@/lib/maps/style-url";
import Link from "@/components/ui/link";
import { ResultsMapLoader } from "./results-map-loader";
import { sightsNear } from "@/lib/places/landmarks-near";

/**
 * The results page of /search-detail and /resorts/search-details: server-rendered from the URL alone, so every
 * search, filter, sort and page is a shareable link. Bad input shows what to fix; a product the org does not offer
 * is not found on its host.
 */
export async function SearchResultsPage({ searchParams, product }: { searchParams: RawSearchParams; product?: BookableProduct }) {
  const ctx = await getRequestContext();
  // Served alike to a class of viewers (lib/page-cache), the page knows their member pricing but not who they are.
  const viewer = await getViewer();
  const outcome = await runSearch({
    raw: searchParams,
    org: ctx.org,
    currency: ctx.currency,
    viewer: { userId: viewer.user?.id ?? null, memberPricing: viewer.memberPricing },
    product,
  });
  const walletLines = viewer.signedIn && !viewer.user;
  if (outcome.kind === "not-offered") notFound();
  const t = await getTranslations("Results");
  const te = await getTranslations("Search.errors");
  const tn = await getTranslations("Nav.products");
  const locale = await getLocale();
  const query = outcome.query;
  const path = resultsPath(query.product);
  // Around a point the destination text, when there is one, names it ("Eiffel Tower"): say so rather than coordinates.
  const place =
    query.lat !== undefined && query.lng !== undefined
      ? query.destination
        ? t("nearPlace", { place: query.destination, km: query.radiusKm ?? 25 })
        : t("near", { lat: query.lat.toFixed(4), lng: query.lng.toFixed(4), km: query.radiusKm ?? 25 })
      : (query.destination ?? "");
  const productName = tn(query.product ?? product ?? "hotel");
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, locale, "UTC", { dateStyle: "medium" });
  const stay =
    query.checkIn && query.checkOut
      ? dateTimeFormat(locale, { calendar: "gregory", day: "numeric", month: "short", timeZone: "UTC" }).formatRange(
          new Date(`${query.checkIn}T12:00:00Z`),
          new Date(`${query.checkOut}T12:00:00Z`),
        )
      : null;
  // Activities are booked per participant, on a day and at a time: no rooms, no "properties".
  const activity = query.product === "activities";
  const party = activity ? t("participants", { count: query.guests ?? 2 }) : t("guestsRooms", { guests: query.guests ?? 2, rooms: query.rooms ?? 1 });
  const sep = partSeparator(locale);
  const searchDetails = [stay, party].filter(Boolean).join(sep);
  const activeFilters =
    (query.stars?.length ?? 0) +
    (query.amenities?.length ?? 0) +
    (query.types?.length ?? 0) +
    (query.freeCancellation ? 1 : 0) +
    (query.maxKm !== undefined ? 1 : 0) +
    (query.minPrice !== undefined ? 1 : 0) +
    (query.maxPrice !== undefined ? 1 : 0);
  const filters =
    outcome.kind === "results" ? (
      <FiltersPanel
        query={query}
        path={path}
        currency={outcome.page.currency}
        showAmenities={query.product !== "activities"}
        facets={outcome.page.facets}
        around={query.lat !== undefined && query.lng !== undefined ? (query.destination ?? "") : undefined}
      />
    ) : null;

  const card = (r: SearchResult, i: number) => (
    <ResultCard
      key={r.property.id}
      first={i === 0}
      result={r}
      signedIn={viewer.signedIn}
      walletLine={walletLines}
      stay={{
        checkIn: query.checkIn,
        today: todayIn(ctx.org.timeZone),
        calendarZone: ctx.org.timeZone,
        asOf: outcome.kind === "results" ? outcome.page.asOf : undefined,
      }}
      href={detailsHref(r.property.id, {
        checkIn: query.checkIn,
        checkOut: query.checkOut,
        guests: query.guests,
        rooms: query.rooms,
        childAges: query.childAges,
      })}
    />
  );

  return (
    <ResultsLayout
      title={
        <>
          {productName}
          {place ? `${sep}${place}` : ""}
        </>
      }
      titleTestId="results-title"
      search={
        <FoldedSearch place={place || productName} details={searchDetails} editLabel={t("editSearch")} expanded={outcome.kind === "invalid"}>
          <SearchForm
            org={ctx.org}
            action={path}
            product={query.product}
            values={{
              destination: query.destination,
              checkIn: query.checkIn,
              checkOut: query.checkOut,
              guests: query.guests,
              rooms: query.rooms,
              childAges: query.childAges,
            }}
          />
        </FoldedSearch>
      }
    >
      {outcome.kind === "invalid" ? (
        <SearchErrors
          title={t("errorsTitle")}
          testIds={["search-errors", "search-error"]}
          errors={outcome.errors.map((e) => ({
            key: `${e.field}-${e.code}`,
            code: e.code,
            text: te(e.code, { date: e.params?.date ? day(String(e.params.date)) : "", max: Number(e.params?.max ?? 30) }),
          }))}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
          <aside className="hidden lg:block">{filters}</aside>
          <section className="flex flex-col gap-4" aria-label={t("resultsLabel")}>
            <PhoneResultsBar
              texts={{
                filter: activeFilters > 0 ? t("filterCount", { count: activeFilters }) : t("filter"),
                sort: t("sort"),
                filtersTitle: t("filters"),
                sortTitle: t("sortBy"),
                close: t("closeSheet"),
              }}
              filters={filters}
              sort={<SortLinks query={query} path={path} />}
            />
            <div className="flex flex-wrap items-end justify-between gap-3">
              {/* The count, then the stay on a line of its own in smaller type: on a phone the one long line sat at the
                    width where the web font and its fallback (a few pixels apart) wrap it differently, so the font's
                    arrival moved the text and the list below it (Lighthouse: CLS 0.065). */}
              <p className="text-slate-700" data-testid="results-summary" data-total={outcome.page.total}>
                <span className="block font-semibold text-slate-900">{t(activity ? "activitiesSummary" : "summary", { count: outcome.page.total })}</span>
                <span className="block text-sm">
                  {query.checkIn && query.checkOut ? `${day(query.checkIn)} – ${day(query.checkOut)}${sep}` : ""}
                  {party}
                </span>
              </p>
              <div className="flex items-end gap-3">
                <ViewToggle query={query} path={path} texts={{ map: t("showMap"), list: t("showList") }} />
                <div className="hidden lg:block">
                  <SortForm query={query} path={path} />
                </div>
              </div>
            </div>
            {outcome.page.results.length === 0 ? (
              <EmptyResults
                text={t("empty", { product: productName, where: query.destination ? t("inPlace", { place: query.destination }) : place })}
                hint={t("emptyHint")}
                testId="results-empty"
              />
            ) : (
              <WalletCreditLines asks={walletLines ? walletAsks(outcome.page.results) : []}>
                {query.view === "map" ? (
                  <ResultsMapLoader
                    pins={outcome.page.results.map((r) => ({
                      id: r.property.id,
                      lat: r.property.lat,
                      lng: r.property.lng,
                      name: r.property.name,
                      price: formatMoney(r.cheapestRoom.price.headlineMinor, r.cheapestRoom.price.currency, locale),
                    }))}
                    sights={sightsNear(
                      outcome.page.results.map((r) => r.property),
                      locale,
                    )}
                    cards={Object.fromEntries(outcome.page.results.map((r, i) => [String(r.property.id), card(r, i)]))}
                    styleUrl={mapStyleUrl()}
                    texts={{ label: t("mapLabel"), close: t("closeSheet"), unavailable: t("mapUnavailable") }}
                  />
                ) : (
                  <ul className="flex flex-col gap-4" data-testid="results-list">
                    {outcome.page.results.map((r, i) => card(r, i))}
                  </ul>
                )}
              </WalletCreditLines>
            )}
            <Pagination query={query} path={path} page={outcome.page.page} pages={outcome.page.pages} />
          </section>
        </div>
      )}
    </ResultsLayout>
  );
}

/** List or map: a link, so the view is part of the shareable URL and the back button returns to the other. */
function ViewToggle({ query, path, texts }: { query: Partial<SearchQuery>; path: string; texts: { map: string; list: string } }) {
  const map = query.view === "map";
  return (
    <Link
      href={searchHref(path, { ...query, view: map ? undefined : "map" })}
      className="rounded-lg border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
      data-testid={map ? "results-view-list" : "results-view-map"}
    >
      {map ? texts.list : texts.map}
    </Link>
  );
}

/** What each result's wallet line is asked for: the quote checkout would charge, shown in the page's currency. */
function walletAsks(results: SearchResult[]) {
  return results.map((r) => ({
    key: String(r.property.id),
    product: r.property.productCode,
    totalMinor: r.cheapestRoom.price.quote.totalMinor,
    currency: r.cheapestRoom.price.quote.currency,
    displayCurrency: r.cheapestRoom.price.currency,
  }));
}
