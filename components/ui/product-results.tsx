import type { ReactNode } from "react";
import { getTranslations } from "@/lib/locale/translations";
import { PhoneResultsBar } from "@/components/search/phone-results-bar";
import { EmptyResults, ResultsColumns, ResultsLayout, SearchErrors, SearchUnavailable } from "./results-layout";

type SearchError = { key: string; text: string; code: string; field?: string };

/** What a product's search gave, as the results page shows it: what to fix, a supplier that did not answer, or a list. */
export type ResultsState =
  | { kind: "invalid"; title: string; errors: SearchError[]; testIds: [box: string, item: string]; action?: ReactNode }
  | { kind: "unavailable"; text: string; testId: string }
  | {
      kind: "ok";
      label: string;
      filters: ReactNode;
      summary: ReactNode;
      sort: ReactNode;
      pagination?: ReactNode;
      /** The cards, one <li> each; none: the empty state. */
      items: ReactNode[];
      listTestId: string;
      empty: { text: string; hint?: string; testId: string };
      /** On a phone, the filters and the sort in sheets opened from a bar above the list, which counts the filters set. */
      sheets?: { activeFilters: number };
    };

/**
 * Every product's results page (cars, transfers, cruises, packages): the hero with the title and the search form, then
 * the errors, the supplier's silence, or the list of cards with its filters, summary, sort and pages. A product gives
 * only its slots; the route in app/ passes the URL's parameters to the product's page, which fills them.
 */
export async function ProductResults({ title, titleTestId, search, state }: { title: ReactNode; titleTestId: string; search: ReactNode; state: ResultsState }) {
  const t = await getTranslations("Results");
  const sheets = state.kind === "ok" &&
    state.sheets && {
      filter: state.sheets.activeFilters > 0 ? t("filterCount", { count: state.sheets.activeFilters }) : t("filter"),
      sort: t("sort"),
      filtersTitle: t("filters"),
      sortTitle: t("sortBy"),
      close: t("closeSheet"),
    };
  return (
    <ResultsLayout title={title} titleTestId={titleTestId} search={search}>
      {state.kind === "invalid" ? (
        <SearchErrors title={state.title} testIds={state.testIds} errors={state.errors}>
          {state.action}
        </SearchErrors>
      ) : state.kind === "unavailable" ? (
        <SearchUnavailable text={state.text} testId={state.testId} />
      ) : (
        <ResultsColumns
          label={state.label}
          filters={state.filters}
          summary={state.summary}
          sort={state.sort}
          pagination={state.pagination}
          phoneBar={sheets ? <PhoneResultsBar texts={sheets} filters={state.filters} sort={state.sort} /> : undefined}
        >
          {state.items.length === 0 ? (
            <EmptyResults text={state.empty.text} hint={state.empty.hint} testId={state.empty.testId} />
          ) : (
            <ul className="flex flex-col gap-4" data-testid={state.listTestId}>
              {state.items}
            </ul>
          )}
        </ResultsColumns>
      )}
    </ResultsLayout>
  );
}
