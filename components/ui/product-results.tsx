import type { ReactNode } from "react";
import { getTranslations } from "@/lib/locale/translations";
import { PageLinks } from "@/components/search/pagination";
import { PhoneResultsBar } from "@/components/search/phone-results-bar";
import { EmptyResults, ResultsColumns, ResultsLayout, ResultsSummary, SearchErrors, SearchUnavailable } from "./results-layout";
import { SortPills } from "./sort-pills";
import { SortSelect } from "./sort-select";
import { FoldedSearch } from "./folded-search";

type SearchError = { key: string; text: string; code: string; field?: string };

/**
 * A results page's orders: links (`href`, pills a tap away) or a GET form (`form`, a select with the search riding
 * along); `current` is the order shown.
 */
export type ResultsSort = { label: string; current: string; options: { value: string; label: string; testId?: string }[] } & (
  { href: (value: string) => string; testId?: string; showLabel?: boolean } | { form: { path: string; params: Iterable<[string, string]>; apply: string } }
);

/** What a product's search gave, as the results page shows it: what to fix, a supplier that did not answer, or a list. */
export type ResultsState =
  | { kind: "invalid"; title: string; errors: SearchError[]; testIds: [box: string, item: string]; action?: ReactNode }
  | { kind: "unavailable"; text: string; testId: string }
  | {
      kind: "ok";
      label: string;
      filters: ReactNode;
      /** The count in bold over the search in brief; `total` (and `found`, before the filters) for the tests. */
      summary: { testId: string; count: string; details?: ReactNode; total: number; found?: number };
      sort: ResultsSort;
      pages?: { page: number; pages: number; href: (page: number) => string };
      /**
       * Given: on a phone, the filters and the sort in sheets opened from a bar above the list, which counts the
       * filters set; otherwise the filters follow the list there.
       */
      activeFilters?: number;
      /** The cards, one <li> each; none: the empty state. */
      items: ReactNode[];
      listTestId: string;
      empty: { text: string; hint?: string; testId: string };
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

function SortControl({ sort }: { sort: ResultsSort }) {
  if ("form" in sort) return <SortSelect {...sort.form} value={sort.current} options={sort.options} label={sort.label} />;
  const options = sort.options.map((o) => ({ ...o, href: sort.href(o.value), current: o.value === sort.current }));
  return <SortPills label={sort.label} options={options} testId={sort.testId} showLabel={sort.showLabel} />;
}

/**
 * Every product's results page (flights, cars, transfers, cruises, packages): the hero with the title and the search
 * form (folded on a phone into the search in brief), then the errors, the supplier's silence, or the list of cards
 * with its filters, summary, sort and pages. A product gives only its words, filters and cards; the route in app/
 * passes the URL's parameters to the product's page, which fills them.
 */
export async function ProductResults({
  title,
  titleTestId,
  search: form,
  brief,
  state,
}: {
  title: ReactNode;
  titleTestId: string;
  search: ReactNode;
  /** The search in brief ("London (LON) → New York (NYC)", "Jan 16 – 23 · 2 passengers"); on a phone the form folds into it. */
  brief?: { place: string; details: string } | null;
  state: ResultsState;
}) {
  const t = await getTranslations("Results");
  // Folded on a phone so the first result is on the first screen; a search to fix keeps its form open.
  const search = brief ? (
    <FoldedSearch place={brief.place} details={brief.details} editLabel={t("editSearch")} expanded={state.kind === "invalid"}>
      {form}
    </FoldedSearch>
  ) : (
    form
  );
  if (state.kind !== "ok")
    return (
      <ResultsLayout title={title} titleTestId={titleTestId} search={search}>
        {state.kind === "invalid" ? (
          <SearchErrors title={state.title} testIds={state.testIds} errors={state.errors}>
            {state.action}
          </SearchErrors>
        ) : (
          <SearchUnavailable text={state.text} testId={state.testId} />
        )}
      </ResultsLayout>
    );
  const { summary: s, activeFilters: active } = state;
  const sort = <SortControl sort={state.sort} />;
  const sheets = active !== undefined && {
    filter: active > 0 ? t("filterCount", { count: active }) : t("filter"),
    sort: t("sort"),
    filtersTitle: t("filters"),
    sortTitle: t("sortBy"),
    close: t("closeSheet"),
  };
  return (
    <ResultsLayout title={title} titleTestId={titleTestId} search={search}>
      <ResultsColumns
        label={state.label}
        filters={state.filters}
        summary={<ResultsSummary data-testid={s.testId} data-total={s.total} data-found={s.found} count={s.count} details={s.details} />}
        sort={sort}
        pagination={state.pages ? <PageLinks {...state.pages} hrefFor={state.pages.href} /> : undefined}
        phoneBar={sheets ? <PhoneResultsBar texts={sheets} filters={state.filters} sort={sort} /> : undefined}
      >
        {state.items.length === 0 ? (
          <EmptyResults text={state.empty.text} hint={state.empty.hint} testId={state.empty.testId} />
        ) : (
          <ul className="flex flex-col gap-4" data-testid={state.listTestId}>
            {state.items}
          </ul>
        )}
      </ResultsColumns>
    </ResultsLayout>
  );
}
