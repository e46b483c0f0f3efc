import { getTranslations } from "@/lib/locale/translations";
import { resultsStart } from "@/components/ui/results-start";
import { CAR_SORTS, carResultsHref, formValues, type CarSort, type RawCarParams } from "@/lib/suppliers/cars/search-input";
import { searchCars } from "@/lib/cars/search-cars";
import { SupplierError } from "@/lib/suppliers/seam";
import { invalidState, ProductResults } from "@/components/ui/product-results";
import { CarCard } from "./car-card";
import { CarFilters } from "./car-filters";
import { CarSearchForm } from "./car-search-form";
import { placeOption as option } from "./place-option";

/**
 * /cars/results: server-rendered from the URL alone. Bad input lists what to fix under the form; a supplier that does
 * not answer says so; otherwise the cars, with their filters, sort and pages as links.
 */
export async function CarResultsPage({ raw }: { raw: RawCarParams }) {
  const ctx = await resultsStart("cars");
  const { sep, day, days, clock, viewer } = ctx;
  const [t, tn] = await Promise.all([getTranslations("Cars"), getTranslations("Nav.products")]);
  const outcome = await searchCars({ raw, org: ctx.org, currency: ctx.currency, memberPricing: viewer.memberPricing }).catch((error: unknown) => {
    if (error instanceof SupplierError) return { kind: "unavailable" as const };
    throw error;
  });
  const page = outcome.kind === "ok" ? outcome.page : null;
  const q = page?.query;
  return (
    <ProductResults
      title={`${tn("cars")}${q ? `${sep}${q.pickup.city}` : ""}`}
      titleTestId="results-title"
      brief={q && { place: option(q.pickup).label, details: days(q.pickupDate, q.dropoffDate) }}
      search={
        <CarSearchForm
          org={ctx.org}
          values={formValues(raw)}
          places={q ? { pickup: option(q.pickup), dropoff: option(q.dropoff) } : {}}
          residence={ctx.countryCode}
        />
      }
      state={
        outcome.kind === "invalid"
          ? invalidState(t("errors.title"), ["search-errors", "search-error"], outcome.errors, (e) =>
              t(`errors.${e.code}`, { date: e.params?.date ? day(String(e.params.date)) : "", max: Number(e.params?.max ?? 60) }),
            )
          : outcome.kind === "unavailable" || !page || !q
            ? { kind: "unavailable", text: t("unavailable"), testId: "search-unavailable" }
            : {
                kind: "ok",
                label: t("results.label"),
                filters: <CarFilters page={page} />,
                activeFilters: page.view.classes.length + page.view.suppliers.length + Number(!!page.view.transmission) + Number(!!page.view.location),
                summary: {
                  testId: "results-summary",
                  total: page.total,
                  found: page.found,
                  count:
                    page.total === page.found ? t("results.count", { count: page.total }) : t("results.filtered", { count: page.total, found: page.found }),
                  details: [`${day(q.pickupDate)} ${clock(q.pickupTime)} – ${day(q.dropoffDate)} ${clock(q.dropoffTime)}`, t(`form.ages.${q.ageRange}`)].join(
                    sep,
                  ),
                },
                sort: {
                  label: t("results.sortBy"),
                  showLabel: true,
                  testId: "car-sort",
                  current: page.view.sort,
                  options: CAR_SORTS.map((s) => ({ value: s, label: t(`results.sort.${s}`), testId: `sort-${s}` })),
                  href: (s) => carResultsHref(q, { ...page.view, sort: s as CarSort, page: 1 }),
                },
                pages: { page: page.page, pages: page.pages, href: (to) => carResultsHref(q, { ...page.view, page: to }) },
                items: page.results.map((r) => <CarCard key={r.offer.id} result={r} signedIn={viewer.signedIn} />),
                listTestId: "car-list",
                empty: { text: t("results.empty"), hint: t("results.emptyHint"), testId: "results-empty" },
              }
      }
    />
  );
}
