import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { PageLinks } from "@/components/search/pagination";
import { ResultsLayout } from "@/components/ui/results-layout";
import { SortPills } from "@/components/ui/sort-pills";
import { getSessionUser } from "@/lib/http/current-user";
import { AppError } from "@/lib/errors";
import { moneyFormatter } from "@/lib/locale/display-money";
import { getRequestContext } from "@/lib/http/page-context";
import { PACKAGE_SORTS, packageQueryParams } from "@/lib/packages/query";
import { PACKAGE_DISCOUNT_BPS } from "@/lib/packages/rules";
import { searchPackages, type PackageSearch } from "@/lib/packages/search-packages";
import { PackageCard } from "./package-card";
import { PackageSearchForm } from "./package-search-form";

/** Server-rendered package results: the search form, sort, one page of packages in the visitor's currency. */
export async function PackageResultsPage({ raw }: { raw: Record<string, string> }) {
  const { org, currency } = await getRequestContext();
  if (!org.eligibleProducts.includes("packages")) notFound();
  const t = await getTranslations("Packages.results");
  const user = await getSessionUser();
  let outcome: PackageSearch | null = null;
  let errors: Record<string, string> = {};
  let failure: string | null = null;
  try {
    outcome = await searchPackages({ raw, org, memberPricing: user?.memberPricing ?? false });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "VALIDATION_FAILED") errors = Object.fromEntries((error.fields ?? []).map((f) => [f.path, f.message]));
    else failure = error.message;
  }
  const money = await moneyFormatter(await getLocale(), currency);
  const base = outcome ? packageQueryParams(outcome.query) : {};
  const url = (change: Record<string, string>) => `/packages/results?${new URLSearchParams({ ...base, sort: outcome?.query.sort ?? "price", ...change })}`;
  const results = outcome?.results;
  const flight = outcome?.flight;
  return (
    <ResultsLayout title={t("title")} titleTestId="package-results-title" search={<PackageSearchForm org={org} values={raw} errors={errors} />}>
      {failure ? (
        <p className="mb-6 rounded-lg bg-red-50 p-4 text-red-800" role="alert">
          {failure}
        </p>
      ) : null}
      {Object.keys(errors).length ? (
        <p className="mb-6 rounded-lg bg-amber-50 p-4 text-amber-900" role="alert">
          {t("fixSearch")}
        </p>
      ) : null}
      {outcome && results ? (
        <section aria-labelledby="package-count" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="package-count" className="text-lg font-semibold" data-testid="package-count" data-total={results.total}>
              {t("heading", { count: results.total, destination: outcome.destination.name })}
            </h2>
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
          </div>
          <p className="text-sm text-slate-600">{t("ruleNote", { percent: PACKAGE_DISCOUNT_BPS / 100 })}</p>
          {!flight ? <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{t("noFlight")}</p> : null}
          {flight && results.total === 0 ? <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{t("none")}</p> : null}
          {flight ? (
            <ul className="space-y-4">
              {results.items.map((offer, i) => (
                <PackageCard
                  key={offer.stay.property.id}
                  offer={offer}
                  flight={flight.details}
                  money={money}
                  first={i === 0}
                  href={`/packages/checkout?${new URLSearchParams({
                    ...base,
                    flight: flight.id,
                    property: String(offer.stay.property.id),
                    room: String(offer.stay.room.id),
                  })}`}
                />
              ))}
            </ul>
          ) : null}
          <PageLinks page={results.page} pages={results.pages} hrefFor={(p) => url({ page: String(p) })} />
        </section>
      ) : null}
    </ResultsLayout>
  );
}
