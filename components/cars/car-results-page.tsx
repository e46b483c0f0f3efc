import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { getSessionUser } from "@/lib/http/current-user";
import { memberPricingFor } from "@/lib/booking/member-pricing";
import { formatDate } from "@/lib/locale/format";
import { getRequestContext } from "@/lib/http/page-context";
import { carResultsHref, formValues, type RawCarParams } from "@/lib/suppliers/cars/search-input";
import { searchCars } from "@/lib/cars/search-cars";
import { SupplierError } from "@/lib/suppliers/seam";
import { PageLinks } from "@/components/search/pagination";
import { ResultsSummary } from "@/components/ui/results-layout";
import { FoldedSearch, invalidState, ProductResults } from "@/components/ui/product-results";
import { SortPills } from "@/components/ui/sort-pills";
import { CarCard } from "./car-card";
import { CarFilters } from "./car-filters";
import { CarSearchForm } from "./car-search-form";
import { placeOption as option } from "./place-option";
import { partSeparator } from "@/lib/locale/part-separator";
import { formatClock } from "@/lib/locale/numbers";

/**
 * /cars/results: server-rendered from the URL alone. Bad input lists what to fix under the form; a supplier that does
 * not answer says so; otherwise the cars, with their filters, sort and pages as links.
 */
export async function CarResultsPage({ raw }: { raw: RawCarParams }) {
  const ctx = await getRequestContext();
  if (!ctx.org.eligibleProducts.includes("cars")) notFound();
  const t = await getTranslations("Cars");
  const tn = await getTranslations("Nav.products");
  const locale = await getLocale();
  const user = await getSessionUser();
  const memberPricing = await memberPricingFor(user?.id);
  const outcome = await searchCars({ raw, org: ctx.org, currency: ctx.currency, memberPricing }).catch((error: unknown) => {
    if (error instanceof SupplierError) return { kind: "unavailable" as const };
    throw error;
  });
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, locale, "UTC", { dateStyle: "medium" });
  const page = outcome.kind === "ok" ? outcome.page : null;
  const places = page ? { pickup: option(page.query.pickup), dropoff: option(page.query.dropoff) } : {};
  const summary = page ? (
    <ResultsSummary
      data-testid="results-summary"
      data-total={page.total}
      data-found={page.found}
      count={page.total === page.found ? t("results.count", { count: page.total }) : t("results.filtered", { count: page.total, found: page.found })}
      details={
        <>
          {day(page.query.pickupDate)} {formatClock(page.query.pickupTime, locale)} – {day(page.query.dropoffDate)}{" "}
          {formatClock(page.query.dropoffTime, locale)}
          {partSeparator(locale)}
          {t(`form.ages.${page.query.ageRange}`)}
        </>
      }
    />
  ) : null;
  const sort = page ? (
    // On a phone the filters come after the list: the link jumps to them.
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <a href="#car-filters" className="rounded-full border border-slate-300 px-3 py-1 font-medium lg:hidden" data-testid="show-filters">
        {t("filters.title")}
      </a>
      <SortPills
        label={t("results.sortBy")}
        showLabel
        testId="car-sort"
        options={(["price", "size"] as const).map((s) => ({
          value: s,
          label: t(`results.sort.${s}`),
          href: carResultsHref(page.query, { ...page.view, sort: s, page: 1 }),
          current: page.view.sort === s,
          testId: `sort-${s}`,
        }))}
      />
    </div>
  ) : null;

  return (
    <ProductResults
      title={
        <>
          {tn("cars")}
          {page ? `${partSeparator(locale)}${page.query.pickup.city}` : ""}
        </>
      }
      titleTestId="results-title"
      search={
        <FoldedSearch
          change={t("results.changeSearch")}
          line={page ? `${option(page.query.pickup).label}${partSeparator(locale)}${day(page.query.pickupDate)} – ${day(page.query.dropoffDate)}` : undefined}
        >
          <CarSearchForm org={ctx.org} values={formValues(raw)} places={places} residence={ctx.countryCode} />
        </FoldedSearch>
      }
      state={
        outcome.kind === "invalid"
          ? invalidState(t("errors.title"), ["search-errors", "search-error"], outcome.errors, (e) =>
              t(`errors.${e.code}`, { date: e.params?.date ? day(String(e.params.date)) : "", max: Number(e.params?.max ?? 60) }),
            )
          : outcome.kind === "unavailable"
            ? { kind: "unavailable", text: t("unavailable"), testId: "search-unavailable" }
            : {
                kind: "ok",
                label: t("results.label"),
                filters: <CarFilters page={outcome.page} />,
                summary,
                sort,
                pagination: (
                  <PageLinks
                    page={outcome.page.page}
                    pages={outcome.page.pages}
                    hrefFor={(to) => carResultsHref(outcome.page.query, { ...outcome.page.view, page: to })}
                  />
                ),
                items: outcome.page.results.map((r) => <CarCard key={r.offer.id} result={r} signedIn={!!user} />),
                listTestId: "car-list",
                empty: { text: t("results.empty"), hint: t("results.emptyHint"), testId: "results-empty" },
              }
      }
    />
  );
}
