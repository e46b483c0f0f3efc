import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { formatCount } from "@/lib/locale/numbers";
import type { FlightResults, ResultView } from "@/lib/suppliers/flights/results";

/**
 * Filters as a plain GET form: each group's ticked boxes travel as repeated parameters (stops=0&stops=1), which the
 * results page joins; a new filter starts again at page 1.
 */
export async function FlightFilters({ results, view, base }: { results: FlightResults; view: ResultView; base: Record<string, string> }) {
  const [t, locale] = await Promise.all([getTranslations("Flights.filters"), getLocale()]);
  const group = (name: "stops" | "airlines" | "times", legend: string, items: { value: string; label: string; count: number }[], chosen: readonly string[]) => (
    <fieldset className="mb-4">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      {items.map((f) => (
        <label key={f.value} className="flex items-center gap-2 py-0.5 text-sm text-slate-800">
          <input type="checkbox" name={name} value={f.value} defaultChecked={chosen.includes(f.value)} />
          <span className="flex-1">{f.label}</span>
          <span className="text-xs text-slate-600">{formatCount(f.count, locale)}</span>
        </label>
      ))}
    </fieldset>
  );
  const form = (testId: string, framed: boolean) => (
    <form
      action="/flight/results"
      method="get"
      className={`bg-white p-4 ${framed ? "rounded-xl border border-slate-200" : "border-t border-slate-200"}`}
      data-testid={testId}
    >
      {Object.entries(base).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {group(
        "stops",
        t("stops"),
        results.facets.stops.map((f) => ({ ...f, label: t(`stop${f.value}` as "stop0" | "stop1" | "stop2") })),
        view.stops,
      )}
      {group("airlines", t("airlines"), results.facets.airlines, view.airlines)}
      {group(
        "times",
        t("times"),
        results.facets.times.map((f) => ({ ...f, label: t(`time.${f.value}` as "time.morning") })),
        view.times,
      )}
      <button type="submit" className="w-full rounded-lg border border-brand px-3 py-1.5 text-sm font-semibold text-brand">
        {t("apply")}
      </button>
    </form>
  );
  const active = view.stops.length + view.airlines.length + view.times.length;
  // A phone shows the results first and the filters behind one tap, as travel sites do; a wide screen, beside them.
  return (
    <>
      <details className="rounded-xl border border-slate-200 bg-white lg:hidden">
        <summary className="cursor-pointer px-4 py-2 font-semibold text-slate-900">
          {t("title")}
          {active ? ` (${formatCount(active, locale)})` : ""}
        </summary>
        {form("flight-filters-phone", false)}
      </details>
      <aside aria-label={t("title")} className="hidden lg:block">
        {form("flight-filters", true)}
      </aside>
    </>
  );
}
