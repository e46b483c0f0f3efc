import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SORTS, type SearchQuery } from "@/lib/booking/search-input";
import { HiddenSearchFields } from "./hidden-search-fields";

/** Sort order as a GET form (no JavaScript needed); "distance" only when searching around a point. */
export async function SortForm({ query, path }: { query: Partial<SearchQuery>; path: string }) {
  const t = await getTranslations("Results");
  const byPoint = query.lat !== undefined && query.lng !== undefined;
  return (
    <SortFormView
      path={path}
      hidden={<HiddenSearchFields query={query} omit={["sort", "page"]} />}
      value={query.sort}
      options={SORTS.filter((s) => s !== "distance" || byPoint).map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
      label={t("sortBy")}
      apply={t("applySort")}
    />
  );
}

/** A results page's sort select and button: the search rides along in `hidden`, the order in `sort`. */
export function SortFormView(props: {
  path: string;
  hidden: ReactNode;
  value?: string;
  options: { value: string; label: string }[];
  label: string;
  apply: string;
}) {
  return (
    <form method="get" action={props.path} className="flex items-end gap-2" data-testid="sort-form">
      {props.hidden}
      <label className="flex flex-col text-sm font-medium">
        {props.label}
        <select
          name="sort"
          defaultValue={props.value}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm font-normal"
          data-testid="sort-select"
        >
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-lg border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
        data-testid="sort-apply"
      >
        {props.apply}
      </button>
    </form>
  );
}
