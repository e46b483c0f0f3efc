/** A pick-up or drop-off place as the combobox shows it; shared by the form (client) and the results page (server). */
export type PlaceOption = { ref: string; kind: "airport" | "city"; label: string; detail: string };

/** A place of GET /api/places/car-locations (and of a search's own query). */
export type PlaceSuggestion = { ref: string; kind: "airport" | "city"; name: string; code: string | null; city: string; country: string };

export function placeOption(p: PlaceSuggestion): PlaceOption {
  return {
    ref: p.ref,
    kind: p.kind,
    label: p.code ? `${p.name} (${p.code})` : p.name,
    detail: p.kind === "airport" ? `${p.city}, ${p.country}` : p.country,
  };
}
