import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { FreeCancellationFilter, PriceRangeFilter, PropertyTypeFilter, StarsFilter } from "@/components/search/filter-fieldsets";
import { packageQueryParams } from "@/lib/packages/query";
import type { PackageSearch } from "@/lib/packages/search-packages";

/**
 * The package results' filters as a GET form, with the stays' own filter groups (components/search/filter-fieldsets.tsx):
 * free cancellation of the stay, property type, a range of the package price in the visitor's currency, and stars,
 * each option with how many packages choosing it gives (lib/packages/filters.ts). The search and sort ride along.
 */
export async function PackageFilters({ search }: { search: PackageSearch }) {
  const t = await getTranslations("Results");
  const { query, facets } = search;
  const keep = { ...packageQueryParams(query), sort: query.sort };
  return (
    <form
      method="get"
      action="/packages/results"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="filters-form"
      aria-label={t("filters")}
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* On a phone the form is shown in a sheet whose title already says so. */}
      <h2 className="font-semibold max-lg:hidden">{t("filters")}</h2>
      <FreeCancellationFilter checked={query.filters.freeCancellation} count={facets.freeCancellation} />
      <PropertyTypeFilter checked={query.filters.types} counts={facets.types} />
      <PriceRangeFilter currency={search.priceCurrency} min={query.filters.minPrice} max={query.filters.maxPrice} />
      <StarsFilter checked={query.filters.stars} counts={facets.stars} />
      <button type="submit" className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:opacity-90" data-testid="filters-apply">
        {t("applyFilters")}
      </button>
      <Link href={`/packages/results?${new URLSearchParams(keep)}`} className="text-center text-sm text-brand underline" data-testid="filters-clear">
        {t("clearFilters")}
      </Link>
    </form>
  );
}
