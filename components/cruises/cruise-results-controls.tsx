import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { PageLinks } from "@/components/search/pagination";
import { SortFormView } from "@/components/search/sort-form";
import { CRUISE_SORTS, cruiseResultsHref, cruiseSearchParams, type CruiseSearch } from "@/lib/cruises/search-query";
import { cruiseCatalogue } from "@/lib/cruises/catalogue";
import { LENGTH_BANDS } from "@/lib/suppliers/cruises/types";

/** The search as hidden inputs, less the fields a form sets itself; a changed filter or sort starts at page 1. */
function Hidden({ search, omit }: { search: Partial<CruiseSearch>; omit: string[] }) {
  const entries = [...cruiseSearchParams({ ...search, page: 1 })].filter(([k]) => !omit.includes(k));
  return entries.map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />);
}

/** Cruise line and length filters as a GET form: the filters live in the URL (line=…&length=…). */
export async function CruiseFilters({ search }: { search: Partial<CruiseSearch> }) {
  const t = await getTranslations("Cruises");
  // The results came from the line a moment ago, so its catalogue is kept; empty only if it has since gone away.
  const { lines } = await cruiseCatalogue().catch(() => ({ lines: [] }));
  return (
    <form
      method="get"
      action="/cruises/results"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="cruise-filters"
      aria-label={t("filters.title")}
    >
      <Hidden search={search} omit={["line", "length", "page"]} />
      <h2 className="font-semibold">{t("filters.title")}</h2>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">{t("filters.length")}</legend>
        {LENGTH_BANDS.map((b) => (
          <label key={b} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="length" value={b} defaultChecked={search.lengths?.includes(b)} data-testid={`filter-length-${b}`} />
            {t(`lengths.${b}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">{t("filters.line")}</legend>
        {lines.map((l) => (
          <label key={l.code} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="line" value={l.code} defaultChecked={search.lines?.includes(l.code)} data-testid={`filter-line-${l.code}`} />
            {l.name}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:opacity-90" data-testid="cruise-filters-apply">
        {t("filters.apply")}
      </button>
      <Link
        href={cruiseResultsHref({ ...search, lines: [], lengths: [], page: 1 })}
        className="text-center text-sm text-brand underline"
        data-testid="cruise-filters-clear"
      >
        {t("filters.clear")}
      </Link>
    </form>
  );
}

export async function CruiseSort({ search }: { search: Partial<CruiseSearch> }) {
  const t = await getTranslations("Cruises");
  return (
    <SortFormView
      path="/cruises/results"
      hidden={<Hidden search={search} omit={["sort", "page"]} />}
      value={search.sort ?? "date"}
      options={CRUISE_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
      label={t("sort.label")}
      apply={t("sort.apply")}
    />
  );
}

export function CruisePagination({ search, page, pages }: { search: Partial<CruiseSearch>; page: number; pages: number }) {
  return <PageLinks page={page} pages={pages} hrefFor={(p) => cruiseResultsHref({ ...search, page: p })} />;
}
