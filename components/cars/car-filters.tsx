import { getTranslations } from "@/lib/locale/translations";
import { carResultsHref, searchParamsOf } from "@/lib/suppliers/cars/search-input";
import type { CarResultsPage, Facet } from "@/lib/cars/search-cars";
import { FacetFilters, type FacetGroup } from "@/components/ui/facet-filters";
import { categoryName } from "./car-facts";

/**
 * Where the desk is (airport, railway station, in town), class, supplier and transmission, each choice with how many
 * cars of the whole search it keeps; the sort is kept and the list starts again at page 1.
 */
export async function CarFilters({ page }: { page: CarResultsPage }) {
  const t = await getTranslations("Cars");
  const { view, facets } = page;
  const filtered = view.classes.length > 0 || view.suppliers.length > 0 || view.transmission !== null || view.location !== null;
  const options = (list: Facet[], label: (v: string) => string, testId: (v: string) => string) =>
    list.map((f) => ({ value: f.value, label: label(f.value), count: f.count, testId: testId(f.value) }));
  const radios = (name: "location" | "transmission", list: Facet[], checked: string | null, label: (v: string) => string, all?: number): FacetGroup => ({
    name,
    legend: t(`filters.${name}`),
    type: "radio",
    options: options(list, label, (v) => `filter-${name}-${v}`),
    checked: checked ? [checked] : [],
    any: { label: t("filters.any"), count: all, testId: `filter-${name}-any` },
    testId: `filter-${name}`,
  });
  const groups: FacetGroup[] = [
    ...(facets.locations.length > 1 || view.location
      ? [radios("location", facets.locations, view.location, (v) => t(`card.location.${v as "airport" | "rail_station" | "city"}`), page.found)]
      : []),
    {
      name: "class",
      legend: t("filters.class"),
      type: "checkbox",
      options: options(
        facets.classes,
        (v) => categoryName(t, v),
        (v) => `filter-class-${v}`,
      ),
      checked: view.classes,
    },
    {
      name: "supplier",
      legend: t("filters.supplier"),
      type: "checkbox",
      options: options(
        facets.suppliers,
        (v) => v,
        () => "filter-supplier",
      ),
      checked: view.suppliers,
    },
    radios("transmission", facets.transmissions, view.transmission, (v) => t(`card.transmission.${v as "manual" | "automatic"}`)),
  ];
  return (
    <FacetFilters
      id="car-filters"
      action="/cars/results"
      hidden={[...Object.entries(searchParamsOf(page.query)), ...(view.sort !== "price" ? [["sort", view.sort] as [string, string]] : [])]}
      title={t("filters.title")}
      groups={groups}
      apply={{ label: t("filters.apply"), testId: "filters-apply" }}
      clear={
        filtered
          ? {
              href: carResultsHref(page.query, { ...view, classes: [], suppliers: [], transmission: null, location: null, page: 1 }),
              label: t("filters.clear"),
              testId: "filters-clear",
            }
          : undefined
      }
      testId="car-filters"
    />
  );
}
