import { destinationsOfPlace, placeKey, type Place, type PlaceIndex } from "./place-index";

/**
 * What a free-text destination means: a named place (a city, a country or travel region listing its cities, a sight
 * to search around), or a name prefix to look for among properties — anywhere, or within a place the rest of the text
 * names ("Hotel Lutetia, Paris").
 */
export type ResolvedDestination = { kind: "place"; place: Place } | { kind: "text"; text: string; within?: Place };

/** Commas in the visitor's script: Latin, Arabic, CJK. */
const COMMA = /[,،、，]/;

/**
 * "Paris, France", "France", "Eiffel Tower", "Caribbean", "Rome Italy", "باريس، فرنسا": the first part names the place
 * and the rest, when it names a place too, narrows it down (the city must lie in that country or region). A rest that
 * names nothing known is ignored; a first part that names nothing is searched as a property name within the rest.
 */
export function resolveDestination(text: string, index: PlaceIndex): ResolvedDestination {
  const parts = text
    .split(COMMA)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return { kind: "text", text: text.trim() };
  const [head, ...rest] = parts;
  const context = rest.flatMap((p) => index.byKey.get(placeKey(p)) ?? []);
  const named = pick(index.byKey.get(placeKey(head!)) ?? [], context);
  if (named) return { kind: "place", place: named };
  if (rest.length === 0) {
    const split = splitBySpace(head!, index);
    if (split) return { kind: "place", place: split };
  }
  const within = narrowest(context);
  return within ? { kind: "text", text: head!, within } : { kind: "text", text: head! };
}

/** The first (most specific) candidate that lies within every context place that could hold it. */
function pick(candidates: Place[], context: Place[]): Place | undefined {
  if (context.length === 0) return candidates[0];
  return (
    candidates.find((c) => context.some((ctx) => ctx !== c && liesWithin(c, ctx))) ??
    (context.some((ctx) => ctx.kind !== "landmark") ? undefined : candidates[0])
  );
}

/** "Rome Italy", "Paris France": a place followed, without a comma, by the country or region that holds it. */
function splitBySpace(text: string, index: PlaceIndex): Place | undefined {
  const words = text.split(/\s+/);
  for (let i = words.length - 1; i >= 1; i--) {
    const head = index.byKey.get(placeKey(words.slice(0, i).join(" ")));
    const tail = index.byKey.get(placeKey(words.slice(i).join(" ")));
    if (!head || !tail) continue;
    const found = pick(head, tail);
    if (found) return found;
  }
  return undefined;
}

/** Every destination of `inner` is one of `outer`'s (a sight within its city, a city within its country …). */
function liesWithin(inner: Place, outer: Place): boolean {
  if (outer.kind === "landmark") return false;
  const outerSlugs = new Set(destinationsOfPlace(outer).map((d) => d.slug));
  return destinationsOfPlace(inner).every((d) => outerSlugs.has(d.slug));
}

/** Of the places the rest of the text names, the one covering the fewest destinations. */
function narrowest(places: Place[]): Place | undefined {
  return places.filter((p) => p.kind !== "landmark").sort((a, b) => destinationsOfPlace(a).length - destinationsOfPlace(b).length)[0];
}
