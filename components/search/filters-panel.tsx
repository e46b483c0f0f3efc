import Link from "@/components/ui/link";
import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { numberFormat } from "@/lib/locale/intl-cache";
import { AMENITIES } from "@/lib/booking/amenities";
import { PROPERTY_TYPES } from "@/lib/booking/property-types";
import type { SearchFacets } from "@/lib/booking/search";
import { DISTANCE_OPTIONS, type SearchQuery } from "@/lib/booking/search-input";
import { searchHref } from "@/lib/booking/search-url";
import { FilterOption } from "./filter-option";
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
  // Types no result has are not offered (a hotel search has no chalets), unless the link chose them.
  const types = PROPERTY_TYPES.filter((k) => !facets || facets.types[k] > 0 || query.types?.includes(k));
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
      {showAmenities ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">{t("cancellation")}</legend>
          <FilterOption
            type="checkbox"
            name="freeCancel"
            value="1"
            checked={query.freeCancellation ?? false}
            label={t("freeCancellation")}
            count={count(facets?.freeCancellation)}
            empty={facets?.freeCancellation === 0}
            testId="filter-free-cancellation"
          />
        </fieldset>
      ) : null}
      {showAmenities && types.length > 0 ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">{t("propertyType")}</legend>
          {types.map((k) => (
            <FilterOption
              key={k}
              type="checkbox"
              name="types"
              value={k}
              checked={query.types?.includes(k) ?? false}
              label={t(`types.${k}`)}
              count={count(facets?.types[k])}
              empty={facets?.types[k] === 0}
              testId={`filter-type-${k}`}
            />
          ))}
        </fieldset>
      ) : null}
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
          <FilterOption
            key={n}
            type="checkbox"
            name="stars"
            value={String(n)}
            checked={query.stars?.includes(n) ?? false}
            label={t("starsOption", { count: n })}
            count={count(facets?.stars[String(n)])}
            empty={facets?.stars[String(n)] === 0}
            testId={`filter-stars-${n}`}
          />
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
