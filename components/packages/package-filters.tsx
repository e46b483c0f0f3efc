import { getTranslations } from "@/lib/locale/translations";
import { facet, FacetFilters } from "@/components/ui/facet-filters";
import { PriceRangeFilter } from "@/components/search/filter-fieldsets";
import { PROPERTY_TYPES } from "@/lib/booking/property-types";
import { packageFilterParams, packageQueryParams } from "@/lib/packages/query";
import type { PackageSearch } from "@/lib/packages/search-packages";

/**
 * The stays' filter groups over the packages: free cancellation of the stay, property type (a type no package has is
 * not offered unless chosen), a range of the package price in the visitor's currency, and stars, each option with how
 * many packages choosing it gives (lib/packages/filters.ts). The search and sort ride along.
 */
export async function PackageFilters({ search }: { search: PackageSearch }) {
  const t = await getTranslations("Results");
  const { query, facets } = search;
  const { filters: f } = query;
  const keep = { ...packageQueryParams(query), sort: query.sort };
  const types = PROPERTY_TYPES.filter((k) => facets.types[k] > 0 || f.types.includes(k));
  const stars = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t("starsOption", { count: n }), count: facets.stars[n] ?? 0 }));
  const groups = [
    facet("freeCancel", t("cancellation"), [{ value: "1", label: t("freeCancellation"), count: facets.freeCancellation }], f.freeCancellation ? ["1"] : [], {
      option: () => "filter-free-cancellation",
    }),
    facet(
      "types",
      t("propertyType"),
      types.map((k) => ({ value: k, label: t(`types.${k}`), count: facets.types[k] })),
      f.types,
      { option: (k) => `filter-type-${k}` },
    ),
    facet("stars", t("stars"), stars, f.stars.map(String)),
  ];
  return (
    <FacetFilters
      action="/packages/results"
      hidden={Object.entries(keep)}
      title={t("filters")}
      inSheet
      groups={groups.filter((g) => g.options.length > 0)}
      apply={{ label: t("applyFilters"), testId: "filters-apply" }}
      clear={{ href: `/packages/results?${new URLSearchParams(keep)}`, label: t("clearFilters"), testId: "filters-clear" }}
      testId="filters-form"
    >
      <PriceRangeFilter
        currency={search.priceCurrency}
        min={f.minPrice}
        max={f.maxPrice}
        bands={facets.price.map((band) => {
          const chosen = band.min === f.minPrice && band.max === f.maxPrice;
          const filters = packageFilterParams({ ...f, minPrice: chosen ? undefined : band.min, maxPrice: chosen ? undefined : band.max });
          return { band, href: `/packages/results?${new URLSearchParams({ ...keep, ...filters })}` };
        })}
      />
    </FacetFilters>
  );
}
