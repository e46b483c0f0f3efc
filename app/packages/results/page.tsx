import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { PackageCard } from "@/components/packages/package-card";
import { PackageSearchForm } from "@/components/packages/package-search-form";
import { getSessionUser } from "@/lib/http/current-user";
import { AppError } from "@/lib/errors";
import { moneyFormatter } from "@/lib/locale/display-money";
import { getRequestContext } from "@/lib/http/page-context";
import { PACKAGE_SORTS, packageQueryParams } from "@/lib/packages/query";
import { PACKAGE_DISCOUNT_BPS } from "@/lib/packages/rules";
import { searchPackages, type PackageSearch } from "@/lib/packages/search-packages";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const flat = (params: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(Object.entries(params).flatMap(([k, v]) => (typeof v === "string" ? [[k, v.slice(0, 200)]] : [])));

/** Server-rendered package results: the search form, sort, one page of packages in the visitor's currency. */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const { org, currency } = await getRequestContext();
  if (!org.eligibleProducts.includes("packages")) notFound();
  const raw = flat(await searchParams);
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
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="sr-only">{t("title")}</h1>
      <PackageSearchForm org={org} values={raw} errors={errors} />
      {failure ? (
        <p className="mt-6 rounded-lg bg-red-50 p-4 text-red-800" role="alert">
          {failure}
        </p>
      ) : null}
      {Object.keys(errors).length ? (
        <p className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900" role="alert">
          {t("fixSearch")}
        </p>
      ) : null}
      {outcome && results ? (
        <section aria-labelledby="package-count" className="mt-6">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="package-count" className="text-lg font-semibold" data-testid="package-count" data-total={results.total}>
              {t("heading", { count: results.total, destination: outcome.destination.name })}
            </h2>
            <nav aria-label={t("sortLabel")} className="flex flex-wrap gap-1">
              {PACKAGE_SORTS.map((s) => (
                <Link
                  key={s}
                  href={url({ sort: s })}
                  aria-current={outcome.query.sort === s ? "true" : undefined}
                  className={`rounded-full border px-3 py-1 text-sm ${outcome.query.sort === s ? "border-brand bg-brand text-white" : "border-slate-300 text-slate-800"}`}
                  data-testid={`package-sort-${s}`}
                >
                  {t(`sort.${s}`)}
                </Link>
              ))}
            </nav>
          </div>
          <p className="mb-4 text-sm text-slate-600">{t("ruleNote", { percent: PACKAGE_DISCOUNT_BPS / 100 })}</p>
          {!outcome.flight ? <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{t("noFlight")}</p> : null}
          {outcome.flight && results.total === 0 ? <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{t("none")}</p> : null}
          {outcome.flight ? (
            <ul className="space-y-4">
              {results.items.map((offer, i) => (
                <PackageCard
                  key={offer.stay.property.id}
                  offer={offer}
                  flight={outcome.flight!.details}
                  money={money}
                  first={i === 0}
                  href={`/packages/checkout?${new URLSearchParams({
                    ...base,
                    flight: outcome.flight!.id,
                    property: String(offer.stay.property.id),
                    room: String(offer.stay.room.id),
                  })}`}
                />
              ))}
            </ul>
          ) : null}
          {results.pages > 1 ? (
            <nav aria-label={t("pages")} className="mt-6 flex items-center justify-center gap-3 text-sm" data-testid="package-pages">
              {results.page > 1 ? (
                <Link href={url({ page: String(results.page - 1) })} className="rounded border border-slate-300 px-3 py-1" rel="prev">
                  {t("previous")}
                </Link>
              ) : null}
              <span>{t("pageOf", { page: results.page, pages: results.pages })}</span>
              {results.page < results.pages ? (
                <Link href={url({ page: String(results.page + 1) })} className="rounded border border-slate-300 px-3 py-1" rel="next">
                  {t("next")}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
