import { searchKey } from "@/lib/booking/search-key";
import { CITY_NAMES } from "./city-names";
import { LANDMARKS, type Landmark } from "./landmarks";
import { allNames, NAME_LANGS, nameIn, regionName, type PlaceNames } from "./names";
import { TRAVEL_REGIONS, type TravelRegion } from "./travel-regions";

export type CatalogueDestination = {
  id: number;
  slug: string;
  name: string;
  region: string | null;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** The products with an active property there (HLT, RST …). */
  productCodes: string[];
};

/** A named place a traveller can search: a catalogue city, a country or travel region of its cities, or a sight. */
export type Place =
  | { kind: "city"; id: string; names: PlaceNames; destination: CatalogueDestination }
  | { kind: "country"; id: string; names: PlaceNames; countryCode: string; destinations: CatalogueDestination[] }
  | { kind: "region"; id: string; names: PlaceNames; destinations: CatalogueDestination[] }
  | { kind: "landmark"; id: string; names: PlaceNames; landmark: Landmark; destination: CatalogueDestination };

export type PlaceKind = Place["kind"];

export type PlaceIndex = {
  places: Place[];
  /** Normalised spelling (searchKey) → the places it names, most specific first. */
  byKey: Map<string, Place[]>;
  /** Each place's normalised spellings, for the suggestions' prefix matching. */
  keysOf: Map<Place, string[]>;
  /** Of those, the other names ("Parthenon" for the Acropolis): a suggestion only when typed whole or nearly. */
  aliasKeysOf: Map<Place, Set<string>>;
};

/** Other names travellers use for the catalogue's countries (the runtime's CLDR names are indexed in every language). */
const COUNTRY_ALIASES: Record<string, string[]> = {
  US: ["USA", "U.S.A.", "United States of America", "America", "US"],
  GB: ["UK", "U.K.", "Great Britain", "Britain"],
  AE: ["UAE", "Emirates"],
  NL: ["Holland", "The Netherlands"],
  CZ: ["Czech Republic"],
  TR: ["Turkey", "Türkiye"],
  KR: ["Korea"],
};

const KIND_ORDER: Record<PlaceKind, number> = { city: 0, landmark: 1, country: 2, region: 3 };

function localNames(names: (lang: string) => string): PlaceNames {
  return Object.fromEntries(NAME_LANGS.map((lang) => [lang, names(lang)])) as PlaceNames;
}

/** Builds the index from the catalogue's destinations: cities, their countries, travel regions and sights. */
export function buildPlaceIndex(destinations: CatalogueDestination[]): PlaceIndex {
  const bySlug = new Map(destinations.map((d) => [d.slug, d]));
  const entries: { place: Place; spellings: string[]; aliases?: string[] }[] = [];

  for (const d of destinations) {
    const names: PlaceNames = { ...CITY_NAMES[d.slug], en: d.name };
    entries.push({ place: { kind: "city", id: `city:${d.slug}`, names, destination: d }, spellings: allNames(names, [d.slug.replaceAll("-", " ")]) });
  }
  const countries = [...new Set(destinations.map((d) => d.countryCode))].sort();
  for (const code of countries) {
    const names = localNames((lang) => regionName(code, lang));
    const place: Place = { kind: "country", id: `country:${code}`, names, countryCode: code, destinations: destinations.filter((d) => d.countryCode === code) };
    entries.push({ place, spellings: allNames(names, [...(COUNTRY_ALIASES[code] ?? []), code]) });
  }
  for (const r of TRAVEL_REGIONS) {
    const members = destinationsOf(r, destinations);
    if (members.length === 0) continue;
    const names = r.names ?? localNames((lang) => regionName(r.m49!, lang));
    entries.push({ place: { kind: "region", id: `region:${r.id}`, names, destinations: members }, spellings: allNames(names, r.aliases) });
  }
  for (const l of LANDMARKS) {
    const destination = bySlug.get(l.destination);
    if (!destination) continue;
    entries.push({
      place: { kind: "landmark", id: `landmark:${l.id}`, names: l.names, landmark: l, destination },
      spellings: allNames(l.names, l.aliases),
      aliases: l.aliases,
    });
  }

  const byKey = new Map<string, Place[]>();
  const keysOf = new Map<Place, string[]>();
  const aliasKeysOf = new Map<Place, Set<string>>();
  for (const { place, spellings, aliases } of entries) {
    const keys = [...new Set(spellings.map(placeKey).filter(Boolean))];
    keysOf.set(place, keys);
    aliasKeysOf.set(place, new Set((aliases ?? []).map(placeKey)));
    for (const key of keys)
      byKey.set(
        key,
        [...(byKey.get(key) ?? []), place].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]),
      );
  }
  return { places: entries.map((e) => e.place), byKey, keysOf, aliasKeysOf };
}

function destinationsOf(r: TravelRegion, destinations: CatalogueDestination[]): CatalogueDestination[] {
  return destinations.filter((d) => r.destinations?.includes(d.slug) || r.countries?.includes(d.countryCode));
}

/** The compared form of a place name: searchKey without punctuation ("St. Peter's" = "st peters"). */
export function placeKey(text: string): string {
  return searchKey(text.replace(/[.'’`"()]/g, "").replace(/[-‐–—_/]/g, " "));
}

/** The catalogue destinations a place covers (a sight: its city). */
export function destinationsOfPlace(place: Place): CatalogueDestination[] {
  return place.kind === "country" || place.kind === "region" ? place.destinations : [place.destination];
}

/** The place's name in the visitor's language. */
export function placeName(place: Place, locale: string): string {
  return nameIn(place.names, locale);
}
