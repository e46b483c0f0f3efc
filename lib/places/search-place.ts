import type { SearchAreaFilter } from "@/lib/booking/search-sql";
import { searchKey } from "@/lib/booking/search-key";
import { placeIndex } from "./catalogue-places";
import { LANDMARK_RADIUS_KM } from "./landmarks";
import { destinationsOfPlace, type Place, type PlaceKind } from "./place-index";
import { nameIn } from "./names";
import { resolveDestination } from "./resolve-destination";

/** What the search runs for a destination text: a place's properties and/or a name prefix, or a point to search around. */
export type DestinationSearch = { kind: "area"; prefix?: string; area?: SearchAreaFilter } | { kind: "point"; lat: number; lng: number; radiusKm: number };

/** The place the text named, as the results page and GET /api/search report it. */
export type NamedPlace = { kind: PlaceKind; id: string; names: Place["names"] };

export type DestinationMeaning = { search: DestinationSearch; place?: NamedPlace; within?: NamedPlace };

/** Resolves a free-text destination against the catalogue's places (resolve-destination.ts). */
export async function destinationMeaning(text: string): Promise<DestinationMeaning> {
  const resolved = resolveDestination(text, await placeIndex());
  if (resolved.kind === "text") {
    return {
      search: { kind: "area", prefix: resolved.text, area: resolved.within && areaOf(resolved.within) },
      within: resolved.within && named(resolved.within),
    };
  }
  const { place } = resolved;
  if (place.kind === "landmark") {
    return { search: { kind: "point", lat: place.landmark.lat, lng: place.landmark.lng, radiusKm: LANDMARK_RADIUS_KM }, place: named(place) };
  }
  return { search: { kind: "area", area: areaOf(place) }, place: named(place) };
}

/**
 * A place's properties: those linked to its catalogue destinations or in a city of the same name (a property added
 * without a destination), or, for a country, anywhere in it.
 */
function areaOf(place: Place): SearchAreaFilter {
  const destinations = destinationsOfPlace(place);
  return {
    destinationIds: destinations.map((d) => d.id),
    cityKeys: destinations.map((d) => searchKey(d.name)),
    countryCodes: place.kind === "country" ? [place.countryCode] : [],
  };
}

const named = (p: Place): NamedPlace => ({ kind: p.kind, id: p.id, names: p.names });

/** A named place as GET /api/search reports it: kind, id and name in the visitor's language. */
export function placeView(place: NamedPlace, locale: string): { kind: PlaceKind; id: string; name: string } {
  return { kind: place.kind, id: place.id, name: nameIn(place.names, locale) };
}
