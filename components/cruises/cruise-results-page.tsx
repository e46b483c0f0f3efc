import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { getSessionUser } from "@/lib/http/current-user";
import { runCruiseSearch } from "@/lib/cruises/run-search";
import type { RawParams } from "@/lib/cruises/search-query";
import { formatDate } from "@/lib/locale/format";
import { getRequestContext } from "@/lib/http/page-context";
import { CruiseFilters, CruisePagination, CruiseSort } from "./cruise-results-controls";
import { CruiseSearchForm } from "./cruise-search-form";
import { SailingCard } from "./sailing-card";
import { partSeparator } from "@/lib/locale/part-separator";

/** /cruises/results: server-rendered from the URL alone, so every search, filter, sort and page is a link. */
export async function CruiseResultsPage({ searchParams }: { searchParams: RawParams }) {
  const ctx = await getRequestContext();
  const user = await getSessionUser();
  const outcome = await runCruiseSearch({ raw: searchParams, org: ctx.org, currency: ctx.currency, user: user ?? null });
  if (outcome.kind === "not-offered") notFound();
  const t = await getTranslations("Cruises");
  const tn = await getTranslations("Nav.products");
  const locale = await getLocale();
  const search = outcome.search;
  const where = search.region ? t(`regions.${search.region}`) : (search.port ?? "");
  const when = search.month ? formatDate(`${search.month}-15T12:00:00Z`, locale, "UTC", { month: "long", year: "numeric" }) : t("anyTime");
  return (
    <>
      <section className="hero-gradient text-white">
        <div className="mx-auto max-w-7xl px-4 py-6">
          <h1 className="mb-4 text-2xl font-bold" data-testid="cruise-results-title">
            {tn("cruises")}
            {where ? `${partSeparator(locale)}${where}` : ""}
          </h1>
          <CruiseSearchForm org={ctx.org} values={search} />
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-6">
        {outcome.kind === "invalid" ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800" data-testid="cruise-search-errors">
            <h2 className="font-semibold">{t("errors.title")}</h2>
            <ul className="mt-2 list-disc ps-5">
              {outcome.errors.map((e) => (
                <li key={`${e.field}-${e.code}`} data-testid="cruise-search-error" data-code={e.code}>
                  {t(`errors.${e.code}`)}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
            <aside className="order-2 lg:order-1">
              <CruiseFilters search={search} />
            </aside>
            <section className="order-1 flex flex-col gap-4 lg:order-2" aria-label={t("resultsLabel")}>
              <div className="flex flex-wrap items-end justify-between gap-3">
                <p className="text-slate-700" data-testid="cruise-results-summary" data-total={outcome.page.total}>
                  <span className="block font-semibold text-slate-900">{t("summary", { count: outcome.page.total })}</span>
                  <span className="block text-sm">
                    {when}
                    {partSeparator(locale)}
                    {t("guestsCount", { count: search.guests ?? 2 })}
                  </span>
                </p>
                <CruiseSort search={search} />
              </div>
              {outcome.page.results.length === 0 ? (
                <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center" data-testid="cruise-results-empty">
                  <p className="font-semibold">{t("empty")}</p>
                  <p className="mt-1 text-sm text-slate-600">{t("emptyHint")}</p>
                </div>
              ) : (
                <ul className="flex flex-col gap-4" data-testid="cruise-results-list">
                  {outcome.page.results.map((card) => (
                    <SailingCard key={card.sailingId} card={card} signedIn={!!user} />
                  ))}
                </ul>
              )}
              <CruisePagination search={search} page={outcome.page.page} pages={outcome.page.pages} />
            </section>
          </div>
        )}
      </div>
    </>
  );
}
