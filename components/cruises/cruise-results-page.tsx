import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { getSessionUser } from "@/lib/http/current-user";
import { runCruiseSearch } from "@/lib/cruises/run-search";
import type { RawParams } from "@/lib/cruises/search-query";
import { formatDate } from "@/lib/locale/format";
import { getRequestContext } from "@/lib/http/page-context";
import { EmptyResults, ResultsColumns, ResultsLayout, ResultsSummary, SearchErrors } from "@/components/ui/results-layout";
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
    <ResultsLayout
      title={
        <>
          {tn("cruises")}
          {where ? `${partSeparator(locale)}${where}` : ""}
        </>
      }
      titleTestId="cruise-results-title"
      search={<CruiseSearchForm org={ctx.org} values={search} />}
    >
      {outcome.kind === "invalid" ? (
        <SearchErrors
          title={t("errors.title")}
          testIds={["cruise-search-errors", "cruise-search-error"]}
          errors={outcome.errors.map((e) => ({ key: `${e.field}-${e.code}`, code: e.code, text: t(`errors.${e.code}`) }))}
        />
      ) : (
        <ResultsColumns
          label={t("resultsLabel")}
          filters={<CruiseFilters search={search} />}
          summary={
            <ResultsSummary
              data-testid="cruise-results-summary"
              data-total={outcome.page.total}
              count={t("summary", { count: outcome.page.total })}
              details={
                <>
                  {when}
                  {partSeparator(locale)}
                  {t("guestsCount", { count: search.guests ?? 2 })}
                </>
              }
            />
          }
          sort={<CruiseSort search={search} />}
          pagination={<CruisePagination search={search} page={outcome.page.page} pages={outcome.page.pages} />}
        >
          {outcome.page.results.length === 0 ? (
            <EmptyResults text={t("empty")} hint={t("emptyHint")} testId="cruise-results-empty" />
          ) : (
            <ul className="flex flex-col gap-4" data-testid="cruise-results-list">
              {outcome.page.results.map((card) => (
                <SailingCard key={card.sailingId} card={card} signedIn={!!user} />
              ))}
            </ul>
          )}
        </ResultsColumns>
      )}
    </ResultsLayout>
  );
}
