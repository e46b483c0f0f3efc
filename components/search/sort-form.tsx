import { getTranslations } from "next-intl/server";
import { SORTS, type SearchQuery } from "@/lib/booking/search-input";
import { HiddenSearchFields } from "./hidden-search-fields";

/** Sort order as a GET form (no JavaScript needed); "distance" only when searching around a point. */
export async function SortForm({ query, path }: { query: Partial<SearchQuery>; path: string }) {
  const t = await getTranslations("Results");
  const byPoint = query.lat !== undefined && query.lng !== undefined;
  return (
    <form method="get" action={path} className="flex items-end gap-2" data-testid="sort-form">
      <HiddenSearchFields query={query} omit={["sort", "page"]} />
      <label className="flex flex-col text-sm font-medium">
        {t("sortBy")}
        <select
          name="sort"
          defaultValue={query.sort}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm font-normal"
          data-testid="sort-select"
        >
          {SORTS.filter((s) => s !== "distance" || byPoint).map((s) => (
            <option key={s} value={s}>
              {t(`sorts.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-lg border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
        data-testid="sort-apply"
      >
        {t("applySort")}
      </button>
    </form>
  );
}
