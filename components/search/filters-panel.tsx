import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { AMENITIES } from "@/lib/booking/amenities";
import type { SearchQuery } from "@/lib/booking/search-input";
import { searchHref } from "@/lib/booking/search-url";
import { HiddenSearchFields } from "./hidden-search-fields";

/** Price range (in the visitor's currency), stars and amenities as a GET form: the filters live in the URL. */
export async function FiltersPanel({
  query,
  path,
  currency,
  showAmenities,
}: {
  query: Partial<SearchQuery>;
  path: string;
  currency: string;
  showAmenities: boolean;
}) {
  const t = await getTranslations("Results");
  const ta = await getTranslations("Amenities");
  const clearHref = searchHref(path, { ...query, minPrice: undefined, maxPrice: undefined, stars: [], amenities: [], page: 1 });
  return (
    <form
      method="get"
      action={path}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="filters-form"
      aria-label={t("filters")}
    >
      <HiddenSearchFields query={query} omit={["minPrice", "maxPrice", "stars", "amenities", "page"]} />
      {/* On a phone the form is shown in a sheet whose title already says so. */}
      <h2 className="font-semibold max-lg:hidden">{t("filters")}</h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{t("priceRange", { currency })}</legend>
        <div className="flex gap-2">
          <label className="flex flex-1 flex-col text-xs text-slate-600">
            {t("minPrice")}
            <input
              name="minPrice"
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              defaultValue={query.minPrice}
              className="w-full min-w-0 rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
              data-testid="filter-min-price"
            />
          </label>
          <label className="flex flex-1 flex-col text-xs text-slate-600">
            {t("maxPrice")}
            <input
              name="maxPrice"
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              defaultValue={query.maxPrice}
              className="w-full min-w-0 rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
              data-testid="filter-max-price"
            />
          </label>
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">{t("stars")}</legend>
        {[5, 4, 3, 2, 1].map((n) => (
          <label key={n} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="stars" value={n} defaultChecked={query.stars?.includes(n)} data-testid={`filter-stars-${n}`} />
            {t("starsOption", { count: n })}
          </label>
        ))}
      </fieldset>
      {showAmenities ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">{t("amenities")}</legend>
          {AMENITIES.map((a) => (
            <label key={a} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="amenities" value={a} defaultChecked={query.amenities?.includes(a)} data-testid={`filter-amenity-${a}`} />
              {ta(a)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <button type="submit" className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:opacity-90" data-testid="filters-apply">
        {t("applyFilters")}
      </button>
      <Link href={clearHref} className="text-center text-sm text-brand underline" data-testid="filters-clear">
        {t("clearFilters")}
      </Link>
    </form>
  );
}
