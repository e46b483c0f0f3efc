import type { ReactNode } from "react";

/**
 * Every product's results page: the hero with the title and the search form, then what went wrong with the search,
 * or the list with its filters beside it (below it on a phone, reached by the summary's link). Server-rendered from
 * the URL alone, so each search, filter, sort and page is a link.
 */
export function ResultsLayout({ title, titleTestId, search, children }: { title: ReactNode; titleTestId: string; search: ReactNode; children: ReactNode }) {
  return (
    <>
      <section className="hero-gradient text-white">
        <div className="mx-auto max-w-7xl px-4 py-6">
          <h1 className="mb-4 text-2xl font-bold" data-testid={titleTestId}>
            {title}
          </h1>
          {search}
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-6">{children}</div>
    </>
  );
}

/**
 * Filters beside the list from the large breakpoint up, after it on a phone (or in the phone bar's sheet); above the
 * list its summary and sort, below it the pages.
 */
export function ResultsColumns(props: {
  label: string;
  filters: ReactNode;
  summary: ReactNode;
  sort: ReactNode;
  children: ReactNode;
  pagination?: ReactNode;
  /** A phone's bar that opens the filters and the sort in sheets: below the large breakpoint they are shown only there. */
  phoneBar?: ReactNode;
}) {
  const [aside, list] = props.phoneBar ? ["hidden lg:block", "min-w-0"] : ["order-2 lg:order-1", "order-1 lg:order-2"];
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <aside className={aside}>{props.filters}</aside>
      <section className={`${list} flex flex-col gap-4`} aria-label={props.label}>
        {props.phoneBar}
        <div className="flex flex-wrap items-end justify-between gap-3">
          {props.summary}
          {props.phoneBar ? <div className="max-lg:hidden">{props.sort}</div> : props.sort}
        </div>
        {props.children}
        {props.pagination}
      </section>
    </div>
  );
}

/** The count in bold, the search on a line of its own in smaller type; the data attributes are the tests' handles. */
export function ResultsSummary({
  count,
  details,
  ...data
}: { count: ReactNode; details?: ReactNode } & { [name: `data-${string}`]: string | number | undefined }) {
  return (
    <p className="text-slate-700" {...data}>
      <span className="block font-semibold text-slate-900">{count}</span>
      {details ? <span className="block text-sm">{details}</span> : null}
    </p>
  );
}

/** What to fix in the search, one line per problem. */
export function SearchErrors({
  title,
  errors,
  testIds,
  children,
}: {
  title: string;
  errors: { key: string; text: string; code: string; field?: string }[];
  testIds: [box: string, item: string];
  /** A way out under the list (a link back to the search without what was wrong). */
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800" data-testid={testIds[0]}>
      <h2 className="font-semibold">{title}</h2>
      <ul className="mt-2 list-disc ps-5">
        {errors.map((e) => (
          <li key={e.key} data-testid={testIds[1]} data-field={e.field} data-code={e.code}>
            {e.text}
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}

/** The supplier did not answer. */
export function SearchUnavailable({ text, testId }: { text: string; testId: string }) {
  return (
    <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900" data-testid={testId}>
      {text}
    </p>
  );
}

/** Nothing matches: what happened and what to try. */
export function EmptyResults({ text, hint, testId }: { text: ReactNode; hint?: string; testId: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center" data-testid={testId}>
      <p className="font-semibold">{text}</p>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
    </div>
  );
}
