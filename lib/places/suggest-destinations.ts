import { prefixRange, searchKey } from "@/lib/booking/search-key";
import { placeComma } from "@/lib/locale/part-separator";
import { db } from "@/lib/db";
import { placeIndex } from "./catalogue-places";
import { CITY_NAMES } from "./city-names";
import { nameIn, regionName } from "./names";
import { destinationsOfPlace, placeKey, placeName, type Place, type PlaceIndex, type PlaceKind } from "./place-index";

/**
 * One suggestion of the destination field. `label` is what the field then holds and what the search resolves back to
 * the same place ("Paris, France"); `context` says where it is; `cities` how many catalogue cities a country or region
 * lists.
 */
export type DestinationSuggestion = {
  kind: PlaceKind | "property";
  id: string;
  name: string;
  label: string;
  context: string;
  cities?: number;
};

const KIND_RANK: Record<PlaceKind, number> = { city: 0, region: 1, country: 2, landmark: 3 };
const MAX_PLACES = 6;
const MAX_PROPERTIES = 3;

/** The list separator of the visitor's script (the resolver reads both). */

/** How well one of a place's spellings matches the typed text: whole name, start of the name, start of a word. */
function score(keys: string[], q: string, aliases: Set<string>): number {
  let best = 0;
  for (const key of keys) {
    if (key === q) return 3;
    if (key.startsWith(q)) best = Math.max(best, aliases.has(key) ? 1 : 2);
    else if (key.split(" ").some((w) => w.startsWith(q))) best = Math.max(best, 1);
  }
  return best;
}

/** Places matching what was typed, best first, among those with something of the product (a code such as HLT). */
export function suggestPlaces(index: PlaceIndex, text: string, locale: string, productCode?: string): DestinationSuggestion[] {
  return rankPlaces(index, text, locale, productCode).map(({ place }) => suggestionOf(place, locale, productCode));
}

function rankPlaces(index: PlaceIndex, text: string, locale: string, productCode?: string): { place: Place; score: number }[] {
  const q = placeKey(text);
  if (!q) return [];
  const sells = (p: Place) => !productCode || destinationsOfPlace(p).some((d) => d.productCodes.includes(productCode));
  return index.places
    .map((place) => ({ place, score: score(index.keysOf.get(place) ?? [], q, index.aliasKeysOf.get(place) ?? new Set()) }))
    .filter((m) => m.score > 0 && sells(m.place))
    .sort(
      (a, b) => b.score - a.score || KIND_RANK[a.place.kind] - KIND_RANK[b.place.kind] || placeName(a.place, locale).localeCompare(placeName(b.place, locale)),
    )
    .slice(0, MAX_PLACES);
}

function suggestionOf(place: Place, locale: string, productCode?: string): DestinationSuggestion {
  const name = placeName(place, locale);
  const sep = placeComma(locale);
  switch (place.kind) {
    case "city": {
      const country = regionName(place.destination.countryCode, locale);
      // The catalogue's regions ("Île-de-France", "Catalonia") are English names: shown to English readers only.
      const region = locale.startsWith("en") ? place.destination.region : null;
      return { kind: "city", id: place.id, name, label: `${name}${sep}${country}`, context: [region, country].filter(Boolean).join(sep) };
    }
    case "landmark": {
      const city = nameIn({ ...CITY_NAMES[place.destination.slug], en: place.destination.name }, locale);
      return {
        kind: "landmark",
        id: place.id,
        name,
        label: `${name}${sep}${city}`,
        context: `${city}${sep}${regionName(place.destination.countryCode, locale)}`,
      };
    }
    default: {
      // A country or region: the cities it lists, so the traveller sees what "France" will search.
      const cities = destinationsOfPlace(place)
        .filter((d) => !productCode || d.productCodes.includes(productCode))
        .map((d) => nameIn({ ...CITY_NAMES[d.slug], en: d.name }, locale))
        .sort((a, b) => a.localeCompare(b, locale));
      const shown = cities.slice(0, 3).join(sep) + (cities.length > 3 ? ` +${cities.length - 3}` : "");
      return { kind: place.kind, id: place.id, name, label: name, context: shown, cities: cities.length };
    }
  }
}

/** Properties whose name starts with the typed text (the search's own prefix index), with their city and country. */
async function suggestProperties(index: PlaceIndex, text: string, locale: string, productCode?: string): Promise<DestinationSuggestion[]> {
  const key = searchKey(text);
  if (key.length < 2) return [];
  const { lo, hi } = prefixRange(key);
  const rows = await db.property.findMany({
    where: { active: true, searchName: { gte: lo, lt: hi }, ...(productCode ? { productCode } : {}) },
    select: { id: true, name: true, city: true, countryCode: true, destinationId: true },
    orderBy: [{ starRating: "desc" }, { name: "asc" }],
    take: MAX_PROPERTIES,
  });
  const sep = placeComma(locale);
  return rows.map((r) => {
    const city = index.places.find((p) => p.kind === "city" && p.destination.id === r.destinationId);
    const cityName = city ? placeName(city, locale) : r.city;
    return {
      kind: "property" as const,
      id: `property:${r.id}`,
      name: r.name,
      // Within its catalogue city, so the search finds this one; a property elsewhere is found by its name alone.
      label: city ? `${r.name}${sep}${cityName}` : r.name,
      context: `${cityName}${sep}${regionName(r.countryCode, locale)}`,
    };
  });
}

/** The destination field's suggestions: places first, then properties by name, then weaker place matches. */
export async function suggestDestinations(input: { text: string; locale: string; productCode?: string }): Promise<DestinationSuggestion[]> {
  const index = await placeIndex();
  const ranked = rankPlaces(index, input.text, input.locale, input.productCode);
  const properties = await suggestProperties(index, input.text, input.locale, input.productCode);
  const view = (r: { place: Place }) => suggestionOf(r.place, input.locale, input.productCode);
  // Places named from their start, then properties named so, then places where only a later word matches ("Central Park" for "par").
  return [...ranked.filter((r) => r.score >= 2).map(view), ...properties, ...ranked.filter((r) => r.score < 2).map(view)].slice(0, MAX_PLACES + MAX_PROPERTIES);
}
