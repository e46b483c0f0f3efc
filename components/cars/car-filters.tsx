import { getTranslations } from "@/lib/locale/translations";
import { carResultsHref, searchParamsOf } from "@/lib/suppliers/cars/search-input";
import type { CarResultsPage, Facet } from "@/lib/cars/search-cars";
import { facet, FacetFilters } from "@/components/ui/facet-filters";
import { categoryName } from "@/lib/cars/car-words";

/**
 * Where the desk is (airport, railway station, in town), class, supplier and transmission, each choice with how many
 * cars of the whole search it keeps; the sort is kept and the list starts again at page 1.
 */
export async function CarFilters({ page }: { page: CarResultsPage }) {
  const t = await getTranslations("Cars");
  const { view, facets } = page;
  const filtered = view.classes.length > 0 || view.suppliers.length > 0 || view.transmission !== null || view.location !== null;
  const choices = (list: Facet[], label: (v: string) => string) => list.map((f) => ({ value: f.value, label: label(f.value), count: f.count }));
  const one = (v: string | null) => (v ? [v] : []);
  const [locations, classes, suppliers, transmissions] = [
    choices(facets.locations, (v) => t(`card.location.${v as "airport" | "rail_station" | "city"}`)),
    choices(facets.classes, (v) => categoryName(t, v)),
    choices(facets.suppliers, (v) => v),
    choices(facets.transmissions, (v) => t(`card.transmission.${v as "manual" | "automatic"}`)),
  ];
  const any = t("filters.any");
  const groups = [
    ...(facets.locations.length > 1 || view.location
      ? [facet("location", t("filters.location"), locations, one(view.location), { any: { label: any, count: page.found }, named: true })]
      : []),
    facet("class", t("filters.class"), classes, view.classes),
    facet("supplier", t("filters.supplier"), suppliers, view.suppliers, { option: () => "filter-supplier" }),
    facet("transmission", t("filters.transmission"), transmissions, one(view.transmission), { any: { label: any }, named: true }),
  ];
  return (
    <FacetFilters
      action="/cars/results"
      hidden={[...Object.entries(searchParamsOf(page.query)), ...(view.sort !== "price" ? [["sort", view.sort] as [string, string]] : [])]}
      title={t("filters.title")}
      inSheet
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
