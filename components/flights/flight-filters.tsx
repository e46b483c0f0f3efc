import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { formatCount } from "@/lib/locale/numbers";
import { FacetFilters, type FacetGroup } from "@/components/ui/facet-filters";
import type { FlightResults, ResultView } from "@/lib/suppliers/flights/results";

/**
 * The flight filters (the kit's facet form): each group's ticked boxes travel as repeated parameters (stops=0&stops=1),
 * which the results page joins. A phone shows the results first and the filters behind one tap; a wide screen, beside.
 */
export async function FlightFilters({ results, view, base }: { results: FlightResults; view: ResultView; base: Record<string, string> }) {
  const [t, locale] = await Promise.all([getTranslations("Flights.filters"), getLocale()]);
  const group = (name: "stops" | "airlines" | "times", label: (value: string, label: string) => string): FacetGroup => ({
    name,
    legend: t(name),
    type: "checkbox",
    options: results.facets[name].map((f) => ({ value: f.value, label: label(f.value, f.label), count: f.count, testId: `filter-${name}-${f.value}` })),
    checked: [...view[name]],
  });
  const groups = [
    group("stops", (v) => t(`stop${v}` as "stop0")),
    group("airlines", (_, label) => label),
    group("times", (v) => t(`time.${v}` as "time.morning")),
  ];
  const form = (testId: string) => (
    <FacetFilters
      action="/flight/results"
      hidden={Object.entries(base)}
      title={t("title")}
      groups={groups}
      apply={{ label: t("apply"), testId: `${testId}-apply` }}
      testId={testId}
    />
  );
  const active = view.stops.length + view.airlines.length + view.times.length;
  return (
    <>
      <details className="rounded-xl border border-slate-200 bg-white lg:hidden">
        <summary className="cursor-pointer px-4 py-2 font-semibold text-slate-900">
          {t("title")}
          {active ? ` (${formatCount(active, locale)})` : ""}
        </summary>
        {form("flight-filters-phone")}
      </details>
      <div className="hidden lg:block">{form("flight-filters")}</div>
    </>
  );
}
