import { getTranslations } from "@/lib/locale/translations";
import { SortFormView } from "@/components/search/sort-form";
import { FacetFilters } from "@/components/ui/facet-filters";
import { HiddenFields } from "@/components/ui/hidden-fields";
import { CRUISE_SORTS, cruiseResultsHref, cruiseSearchParams, type CruiseSearch } from "@/lib/cruises/search-query";
import { cruiseCatalogue } from "@/lib/cruises/catalogue";
import { LENGTH_BANDS } from "@/lib/suppliers/cruises/types";

/** The search a filter or sort form carries; a changed filter or sort starts at page 1. */
const hidden = (search: Partial<CruiseSearch>) => cruiseSearchParams({ ...search, page: 1 });

/** Cruise length and line filters: they live in the URL (length=…&line=…). */
export async function CruiseFilters({ search }: { search: Partial<CruiseSearch> }) {
  const t = await getTranslations("Cruises");
  // The results came from the line a moment ago, so its catalogue is kept; empty only if it has since gone away.
  const { lines } = await cruiseCatalogue().catch(() => ({ lines: [] }));
  return (
    <FacetFilters
      action="/cruises/results"
      hidden={hidden(search)}
      title={t("filters.title")}
      groups={[
        {
          name: "length",
          legend: t("filters.length"),
          type: "checkbox",
          options: LENGTH_BANDS.map((b) => ({ value: b, label: t(`lengths.${b}`), testId: `filter-length-${b}` })),
          checked: search.lengths ?? [],
        },
        {
          name: "line",
          legend: t("filters.line"),
          type: "checkbox",
          options: lines.map((l) => ({ value: l.code, label: l.name, testId: `filter-line-${l.code}` })),
          checked: search.lines ?? [],
        },
      ]}
      apply={{ label: t("filters.apply"), testId: "cruise-filters-apply" }}
      clear={{ href: cruiseResultsHref({ ...search, lines: [], lengths: [], page: 1 }), label: t("filters.clear"), testId: "cruise-filters-clear" }}
      testId="cruise-filters"
    />
  );
}

export async function CruiseSort({ search }: { search: Partial<CruiseSearch> }) {
  const t = await getTranslations("Cruises");
  return (
    <SortFormView
      path="/cruises/results"
      hidden={<HiddenFields params={hidden(search)} omit={["sort"]} />}
      value={search.sort ?? "date"}
      options={CRUISE_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
      label={t("sort.label")}
      apply={t("sort.apply")}
    />
  );
}
