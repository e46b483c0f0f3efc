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
      /** The filters fold away on a phone, so they come before the list there. */
      phoneFiltersFirst?: boolean;
      /** The cards, one <li> each; none: the empty state. */
      items: ReactNode[];
      listTestId: string;
      empty: { text: string; hint?: string; testId: string };
      /** On a phone, the filters and the sort in sheets opened from a bar above the list, which counts the filters set. */
      sheets?: { activeFilters: number };
    };

/** A search that could not be read, one line per problem in the kind's words (`text`), tied to its field. */
export function invalidState<E extends { field: string; code: string }>(
  title: string,
  testIds: [box: string, item: string],
  errors: E[],
  text: (e: E) => string,
): ResultsState {
  return { kind: "invalid", title, testIds, errors: errors.map((e) => ({ key: `${e.field}-${e.code}`, field: e.field, code: e.code, text: text(e) })) };
}

/**
 * Every product's results page (flights, cars, transfers, cruises, packages): the hero with the title and the search
 * form, then
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
          phoneFiltersFirst={state.phoneFiltersFirst}
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

/**
 * A results page's search form folded on a phone, so the list starts on the first screen: the search as one line
 * with a link that unfolds the form (`:target`, no script); from the large breakpoint up the form is always shown.
 * Without a `line` (nothing found to sum up) the form is simply shown.
 */
export function FoldedSearch({ line, change, children }: { line?: ReactNode; change: string; children: ReactNode }) {
  return (
    <>
      {line ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-white/90 lg:hidden" data-testid="search-summary">
          <span>{line}</span>
          <a href="#edit-search" className="font-semibold text-white underline" data-testid="change-search">
            {change}
          </a>
        </p>
      ) : null}
      <div id="edit-search" className={line ? "hidden target:block lg:block" : undefined}>
        {children}
      </div>
    </>
  );
}
