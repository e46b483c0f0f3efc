import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import Link from "@/components/ui/link";
import { PageLinks } from "@/components/search/pagination";
import { ResultsLayout } from "@/components/ui/results-layout";
import { SortPills } from "@/components/ui/sort-pills";
import { getSessionUser } from "@/lib/http/current-user";
import { AppError } from "@/lib/errors";
import { moneyFormatter } from "@/lib/locale/display-money";
import { getRequestContext } from "@/lib/http/page-context";
import { PhoneResultsBar } from "@/components/search/phone-results-bar";
import { stayDetailsHref } from "@/lib/packages/links";
import { PACKAGE_FILTER_FIELDS, PACKAGE_SORTS, packageFilterParams, packageQueryParams, type PackageQuery } from "@/lib/packages/query";
import { PACKAGE_DISCOUNT_BPS } from "@/lib/packages/rules";
import { searchPackages, type PackageSearch } from "@/lib/packages/search-packages";
import { PackageCard } from "./package-card";
import { PackageFilters } from "./package-filters";
import { PackageSearchForm } from "./package-search-form";

/**
 * Server-rendered package results: the search form, the filters (beside the list, in a sheet on a phone), sort, one
 * page of packages in the visitor's currency, each opening its stay's page or changing its flight.
 */
export async function PackageResultsPage({ raw }: { raw: Record<string, string> }) {
  const { org, currency } = await getRequestContext();
  if (!org.eligibleProducts.includes("packages")) notFound();
  const t = await getTranslations("Packages.results");
  const user = await getSessionUser();
  let outcome: PackageSearch | null = null;
  let errors: Record<string, string> = {};
  let failure: string | null = null;
  try {
    outcome = await searchPackages({ raw, org, memberPricing: user?.memberPricing ?? false, currency });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "VALIDATION_FAILED") errors = Object.fromEntries((error.fields ?? []).map((f) => [f.path, f.message]));
    else failure = error.message;
  }
  const money = await moneyFormatter(await getLocale(), currency);
  const filterErrors = PACKAGE_FILTER_FIELDS.filter((f) => errors[f]);
  const searchErrors = Object.keys(errors).filter((f) => !(PACKAGE_FILTER_FIELDS as readonly string[]).includes(f));
  const base = outcome ? packageQueryParams(outcome.query) : {};
  const filtered = outcome ? packageFilterParams(outcome.query.filters) : {};
  const url = (change: Record<string, string>) =>
    `/packages/results?${new URLSearchParams({ ...base, ...filtered, sort: outcome?.query.sort ?? "price", ...change })}`;
  const results = outcome?.results;
  const flight = outcome?.flight;
  const tr = await getTranslations("Results");
  const filters = outcome ? <PackageFilters search={outcome} /> : null;
  const activeFilters = outcome ? filterCount(outcome.query) : 0;
  const sort = outcome ? (
    <SortPills
      label={t("sortLabel")}
      options={PACKAGE_SORTS.map((s) => ({
        value: s,
        label: t(`sort.${s}`),
        href: url({ sort: s }),
        current: outcome.query.sort === s,
        testId: `package-sort-${s}`,
      }))}
    />
  ) : null;
  const here = results ? url({ page: String(results.page) }) : "";
  return (
    <ResultsLayout title={t("title")} titleTestId="package-results-title" search={<PackageSearchForm org={org} values={raw} errors={errors} />}>
      {failure ? (
        <p className="mb-6 rounded-lg bg-red-50 p-4 text-red-800" role="alert">
          {failure}
        </p>
      ) : null}
      {searchErrors.length ? (
        <p className="mb-6 rounded-lg bg-amber-50 p-4 text-amber-900" role="alert">
          {t("fixSearch")}
        </p>
      ) : null}
      {filterErrors.length ? (
        <div className="mb-6 rounded-lg bg-amber-50 p-4 text-amber-900" role="alert" data-testid="package-filter-errors">
          <p className="font-semibold">{t("filterErrors.title")}</p>
          <ul className="mt-1 list-disc ps-5">
            {filterErrors.map((f) => (
              <li key={f} data-testid="package-filter-error" data-field={f}>
                {t(`filterErrors.${f}`)}
              </li>
            ))}
          </ul>
          {searchErrors.length === 0 ? (
            <Link href={`/packages/results?${withoutFilters(raw)}`} className="mt-2 inline-block font-semibold underline" data-testid="package-filters-reset">
              {t("filterErrors.reset")}
            </Link>
          ) : null}
        </div>
      ) : null}
      {outcome && results ? (
        <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
          <aside className="hidden lg:block">{filters}</aside>
          <section aria-labelledby="package-count" className="flex min-w-0 flex-col gap-4">
            <PhoneResultsBar
              texts={{
                filter: activeFilters > 0 ? tr("filterCount", { count: activeFilters }) : tr("filter"),
                sort: tr("sort"),
                filtersTitle: tr("filters"),
                sortTitle: tr("sortBy"),
                close: tr("closeSheet"),
              }}
              filters={filters}
              sort={sort}
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="package-count" className="text-lg font-semibold" data-testid="package-count" data-total={results.total}>
                {t("heading", { count: results.total, destination: outcome.destination.name })}
              </h2>
              <div className="max-lg:hidden">{sort}</div>
            </div>
            <p className="text-sm text-slate-600">{t("ruleNote", { percent: PACKAGE_DISCOUNT_BPS / 100 })}</p>
            {!flight ? <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{t("noFlight")}</p> : null}
            {flight && results.total === 0 ? (
              <p className="rounded-lg bg-slate-50 p-6 text-slate-700" data-testid="package-none">
                {activeFilters > 0 ? t("noneFiltered") : t("none")}
              </p>
            ) : null}
            {flight ? (
              <ul className="space-y-4">
                {results.items.map((offer, i) => {
                  const checkout = `/packages/checkout?${new URLSearchParams({
                    ...base,
                    flight: flight.id,
                    property: String(offer.stay.property.id),
                    room: String(offer.stay.room.id),
                  })}`;
                  return (
                    <PackageCard
                      key={offer.stay.property.id}
                      offer={offer}
                      flight={flight.details}
                      money={money}
                      first={i === 0}
                      href={checkout}
                      changeFlightHref={`${checkout}&swap=flight`}
                      detailsHref={stayDetailsHref(outcome.query, offer.stay.property.id, here)}
                    />
                  );
                })}
              </ul>
            ) : null}
            <PageLinks page={results.page} pages={results.pages} hrefFor={(p) => url({ page: String(p) })} />
          </section>
        </div>
      ) : null}
    </ResultsLayout>
  );
}

function filterCount(q: PackageQuery): number {
  const f = q.filters;
  return f.stars.length + f.types.length + (f.freeCancellation ? 1 : 0) + (f.minPrice !== undefined ? 1 : 0) + (f.maxPrice !== undefined ? 1 : 0);
}

/** The link as it came, without its filters: the search itself, to try again when a filter was not valid. */
function withoutFilters(raw: Record<string, string>): URLSearchParams {
  return new URLSearchParams(Object.entries(raw).filter(([k]) => !(PACKAGE_FILTER_FIELDS as readonly string[]).includes(k)));
}
