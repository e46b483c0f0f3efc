import type { ReactNode } from "react";
import type { OrgConfig } from "@/lib/org/org-config";

const COLUMNS = { 4: "lg:grid-cols-4", 6: "lg:grid-cols-6", 7: "lg:grid-cols-7" } as const;

/**
 * Every product's search form: a GET form to its results page (works without JavaScript, and every search is a link),
 * its fields in the search grid (`.search-form` in app/globals.css), the submit button, an optional note below.
 */
export function SearchFormShell(props: {
  action: string;
  testId: string;
  columns: keyof typeof COLUMNS;
  submit: { label: string; testId: string; wide?: boolean };
  /** The organisation's first weekday, for the calendar's tests. */
  weekStart?: number;
  note?: string;
  children: ReactNode;
}) {
  return (
    <form action={props.action} method="get" className={`search-form ${COLUMNS[props.columns]}`} data-testid={props.testId} data-week-start={props.weekStart}>
      {props.children}
      <div className={props.submit.wide ? "search-submit lg:col-span-2" : "search-submit"}>
        <button type="submit" data-testid={props.submit.testId}>
          {props.submit.label}
        </button>
      </div>
      {props.note ? <p className="search-note">{props.note}</p> : null}
    </form>
  );
}

/** What a search form is given on the landing page (nothing) or the results page: the search shown and what was wrong with it. */
export type SearchFormProps = { org: OrgConfig; values?: Record<string, string>; errors?: Record<string, string> };
