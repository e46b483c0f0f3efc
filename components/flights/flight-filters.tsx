import { getTranslations } from "@/lib/locale/translations";
import { facet, FacetFilters } from "@/components/ui/facet-filters";
import type { FlightResults, ResultView } from "@/lib/suppliers/flights/results";

/**
 * The flight filters (the kit's facet form): each group's ticked boxes travel as repeated parameters (stops=0&stops=1),
 * which the results page joins. A phone shows them in the results bar's sheet; a wide screen, beside the list.
 */
export async function FlightFilters({ results, view, base }: { results: FlightResults; view: ResultView; base: Record<string, string> }) {
  const t = await getTranslations("Flights.filters");
  const group = (name: "stops" | "airlines" | "times", label: (value: string, label: string) => string) =>
    facet(
      name,
      t(name),
      results.facets[name].map((f) => ({ value: f.value, label: label(f.value, f.label), count: f.count })),
      [...view[name]],
    );
  return (
    <FacetFilters
      action="/flight/results"
      hidden={Object.entries(base)}
      title={t("title")}
      inSheet
      groups={[
        group("stops", (v) => t(`stop${v}` as "stop0")),
        group("airlines", (_, label) => label),
        group("times", (v) => t(`time.${v}` as "time.morning")),
      ]}
      apply={{ label: t("apply"), testId: "flight-filters-apply" }}
      testId="flight-filters"
    />
  );
}
