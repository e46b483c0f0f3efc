import type { ReactNode } from "react";
import { EmptyResults, ResultsColumns, ResultsLayout, SearchErrors, SearchUnavailable } from "./results-layout";

type SearchError = { key: string; text: string; code: string; field?: string };

/** What a product's search gave, as the results page shows it: what to fix, a supplier that did not answer, or a list. */
export type ResultsState =
  | { kind: "invalid"; title: string; errors: SearchError[]; testIds: [box: string, item: string] }
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
      empty: { text: string; hint: string; testId: string };
    };

/**
 * Every supplier product's results page (cars, transfers, cruises …): the hero with the title and the search form, then
 * the errors, the supplier's silence, or the list of cards with its filters, summary, sort and pages. A product gives
 * only its slots; the route in app/ passes the URL's parameters to the product's page, which fills them.
 */
export function ProductResults({ title, titleTestId, search, state }: { title: ReactNode; titleTestId: string; search: ReactNode; state: ResultsState }) {
  return (
    <ResultsLayout title={title} titleTestId={titleTestId} search={search}>
      {state.kind === "invalid" ? (
        <SearchErrors title={state.title} testIds={state.testIds} errors={state.errors} />
      ) : state.kind === "unavailable" ? (
        <SearchUnavailable text={state.text} testId={state.testId} />
      ) : (
        <ResultsColumns
          label={state.label}
          filters={state.filters}
          summary={state.summary}
          sort={state.sort}
          pagination={state.pagination}
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
