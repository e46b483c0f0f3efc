import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import type { ReactNode } from "react";
import { SORTS, type SearchQuery } from "@/lib/booking/search-input";
import { searchHref } from "@/lib/booking/search-url";
import { HiddenSearchFields } from "./hidden-search-fields";
import { SelectForm } from "@/components/ui/select-form";

/** The orders a search offers, named in the visitor's language: "distance" only when searching around a point. */
async function sortOptions(query: Partial<SearchQuery>) {
  const t = await getTranslations("Results");
  const byPoint = query.lat !== undefined && query.lng !== undefined;
  return SORTS.filter((s) => s !== "distance" || byPoint).map((s) => ({ value: s, label: t(`sorts.${s}`) }));
}

/** Sort order as a GET form (no JavaScript needed). */
export async function SortForm({ query, path }: { query: Partial<SearchQuery>; path: string }) {
  const t = await getTranslations("Results");
  return (
    <SortFormView
      path={path}
      hidden={<HiddenSearchFields query={query} omit={["sort", "page"]} />}
      value={query.sort}
      options={await sortOptions(query)}
      label={t("sortBy")}
      apply={t("applySort")}
    />
  );
}

/** The phone's sort sheet: one link per order, the current one marked, a tap re-sorts from the first page. */
export async function SortLinks({ query, path }: { query: Partial<SearchQuery>; path: string }) {
  const current = query.sort ?? SORTS[0];
  return (
    <ul className="flex flex-col" data-testid="sort-links">
      {(await sortOptions(query)).map((o) => (
        <li key={o.value}>
          <Link
            href={searchHref(path, { ...query, sort: o.value as SearchQuery["sort"], page: 1 })}
            aria-current={o.value === current ? "true" : undefined}
            className="flex items-center justify-between border-b border-slate-100 px-1 py-3 aria-[current]:font-semibold aria-[current]:text-brand"
            data-testid={`sort-option-${o.value}`}
          >
            {o.label}
            {o.value === current ? <span aria-hidden>✓</span> : null}
          </Link>
        </li>
      ))}
    </ul>
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
  const { path, ...choice } = props;
  return <SelectForm {...choice} action={path} name="sort" testIds={["sort-form", "sort-select", "sort-apply"]} />;
}
