import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { carResultsHref, searchParamsOf } from "@/lib/suppliers/cars/search-input";
import type { CarResultsPage, Facet } from "@/lib/cars/search-cars";

/** A filter of several choices, each with how many cars of the whole search it keeps. */
function checkboxes(legend: string, name: string, facets: Facet[], checked: string[], label: (v: string) => string, testId: (v: string) => string) {
  return (
    <fieldset>
      <legend className="mb-1 font-semibold">{legend}</legend>
      {facets.map((f) => (
        <label key={f.value} className="flex items-center gap-2 py-0.5 text-sm">
          <input
            type="checkbox"
            name={name}
            value={f.value}
            defaultChecked={checked.includes(f.value)}
            className="accent-brand"
            data-testid={testId(f.value)}
          />
          {label(f.value)} <span className="text-slate-600">({f.count})</span>
        </label>
      ))}
    </fieldset>
  );
}

/** A filter of one choice or any, each with how many cars of the whole search it keeps (`all`: the "any" count). */
function radios(legend: string, name: string, facets: Facet[], checked: string | null, any: string, all: number | null, label: (v: string) => string) {
  return (
    <fieldset data-testid={`filter-${name}`}>
      <legend className="mb-1 font-semibold">{legend}</legend>
      <label className="flex items-center gap-2 py-0.5 text-sm">
        <input type="radio" name={name} value="" defaultChecked={checked === null} className="accent-brand" data-testid={`filter-${name}-any`} />
        {any}
        {all !== null ? <span className="text-slate-600"> ({all})</span> : null}
      </label>
      {facets.map((f) => (
        <label key={f.value} className="flex items-center gap-2 py-0.5 text-sm">
          <input
            type="radio"
            name={name}
            value={f.value}
            defaultChecked={checked === f.value}
            className="accent-brand"
            data-testid={`filter-${name}-${f.value}`}
            data-count={f.count}
          />
          {label(f.value)} <span className="text-slate-600">({f.count})</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Where the desk is (airport, railway station, in town), class, supplier and transmission filters: a GET form that keeps the search and the sort and starts again at page 1,
 * so it works without JavaScript and every filtered list is a link.
 */
export async function CarFilters({ page }: { page: CarResultsPage }) {
  const t = await getTranslations("Cars");
  const { view, facets } = page;
  const category = (c: string) => (t.has(`categories.${c}` as never) ? t(`categories.${c}` as never) : c);
  const filtered = view.classes.length > 0 || view.suppliers.length > 0 || view.transmission !== null || view.location !== null;
  return (
    <form
      id="car-filters"
      aria-label={t("filters.title")}
      action="/cars/results"
      method="get"
      className="flex scroll-mt-4 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="car-filters"
    >
      {Object.entries(searchParamsOf(page.query)).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {view.sort !== "price" ? <input type="hidden" name="sort" value={view.sort} /> : null}
      {facets.locations.length > 1 || view.location
        ? radios(t("filters.location"), "location", facets.locations, view.location, t("filters.any"), page.found, (v) =>
            t(`card.location.${v as "airport" | "rail_station" | "city"}`),
          )
        : null}
      {checkboxes(t("filters.class"), "class", facets.classes, view.classes, category, (v) => `filter-class-${v}`)}
      {checkboxes(
        t("filters.supplier"),
        "supplier",
        facets.suppliers,
        view.suppliers,
        (v) => v,
        () => "filter-supplier",
      )}
      {radios(t("filters.transmission"), "transmission", facets.transmissions, view.transmission, t("filters.any"), null, (v) =>
        t(`card.transmission.${v as "manual" | "automatic"}`),
      )}
      <button type="submit" className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:opacity-90" data-testid="filters-apply">
        {t("filters.apply")}
      </button>
      {filtered ? (
        <Link
          href={carResultsHref(page.query, { ...view, classes: [], suppliers: [], transmission: null, location: null, page: 1 })}
          className="text-center text-sm text-brand underline"
          data-testid="filters-clear"
        >
          {t("filters.clear")}
        </Link>
      ) : null}
    </form>
  );
}
