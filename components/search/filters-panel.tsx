import Link from "@/components/ui/link";
import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { numberFormat } from "@/lib/locale/intl-cache";
import { AMENITIES } from "@/lib/booking/amenities";
import type { SearchFacets } from "@/lib/booking/search";
import { DISTANCE_OPTIONS, type SearchQuery } from "@/lib/booking/search-input";
import { searchHref } from "@/lib/booking/search-url";
import { FilterOption } from "./filter-option";
import { FreeCancellationFilter, PriceRangeFilter, PropertyTypeFilter, StarsFilter } from "./filter-fieldsets";
import { HiddenSearchFields } from "./hidden-search-fields";

const FILTER_FIELDS = ["minPrice", "maxPrice", "stars", "amenities", "freeCancel", "types", "distance", "page"];

/**
 * Free cancellation, property type, distance from the centre (or the place searched around), price range (in the
 * visitor's currency), stars and amenities as a GET form: the filters live in the URL. Each option says how many
 * results choosing it gives (SearchFacets).
 */
export async function FiltersPanel({
  query,
  path,
  currency,
  showAmenities,
  facets,
  around,
}: {
  query: Partial<SearchQuery>;
  path: string;
  currency: string;
  /** Stays: amenities, cancellation, property type. */
  showAmenities: boolean;
  facets?: SearchFacets;
  /** Around a point: its name (empty when unnamed), the distance being from it rather than from each place's centre. */
  around?: string;
}) {
  const t = await getTranslations("Results");
  const ta = await getTranslations("Amenities");
  const locale = await getLocale();
  const digits = numberFormat("integer", locale, { maximumFractionDigits: 0 });
  const count = (n: number | undefined) => (n === undefined ? undefined : digits.format(n));
  const clearHref = searchHref(path, {
    ...query,
    minPrice: undefined,
    maxPrice: undefined,
    stars: [],
    amenities: [],
    freeCancellation: false,
    types: [],
    maxKm: undefined,
    page: 1,
  });
  return (
    <form
      method="get"
      action={path}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="filters-form"
      aria-label={t("filters")}
    >
      <HiddenSearchFields query={query} omit={FILTER_FIELDS} />
      {/* On a phone the form is shown in a sheet whose title already says so. */}
      <h2 className="font-semibold max-lg:hidden">{t("filters")}</h2>
      {showAmenities ? <FreeCancellationFilter checked={query.freeCancellation ?? false} count={facets?.freeCancellation} /> : null}
      {showAmenities ? <PropertyTypeFilter checked={query.types ?? []} counts={facets?.types} /> : null}
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">
          {around ? t("distanceFromPlace", { place: around }) : around === "" ? t("distanceFromPoint") : t("distanceFromCentre")}
        </legend>
        <FilterOption type="radio" name="distance" value="" checked={query.maxKm === undefined} label={t("anyDistance")} testId="filter-distance-any" />
        {/* A shared link may carry a distance the options do not list: it is shown, chosen, rather than dropped. */}
        {[...new Set([...DISTANCE_OPTIONS, ...(query.maxKm !== undefined ? [query.maxKm] : [])])]
          .sort((a, b) => a - b)
          .map((km) => (
            <FilterOption
              key={km}
              type="radio"
              name="distance"
              value={String(km)}
              checked={query.maxKm === km}
              label={t("withinKm", { km })}
              count={count(facets?.distance[String(km)])}
              empty={facets?.distance[String(km)] === 0}
              testId={`filter-distance-${km}`}
            />
          ))}
      </fieldset>
      <PriceRangeFilter
        currency={currency}
        min={query.minPrice}
        max={query.maxPrice}
        bands={facets?.price.map((band) => {
          const chosen = band.min === query.minPrice && band.max === query.maxPrice;
          return { band, href: searchHref(path, { ...query, minPrice: chosen ? undefined : band.min, maxPrice: chosen ? undefined : band.max, page: 1 }) };
        })}
      />
      <StarsFilter checked={query.stars ?? []} counts={facets?.stars} />
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
