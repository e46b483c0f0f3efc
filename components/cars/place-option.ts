import type { Suggestion } from "@/components/ui/remote-combobox";

/** A place of GET /api/places/car-locations (and of a search's own query). */
export type PlaceSuggestion = { ref: string; kind: "airport" | "city"; name: string; code: string | null; city: string; country: string };

/**
 * A pick-up or drop-off place as the form's combobox shows it, shared by the form (client) and the results page
 * (server); `kinds` names the place's kind in the suggestions' second line.
 */
export function placeOption(p: PlaceSuggestion, kinds?: { airport: string; city: string }): Suggestion {
  const where = p.kind === "airport" ? `${p.city}, ${p.country}` : p.country;
  return {
    value: p.ref,
    label: p.code ? `${p.name} (${p.code})` : p.name,
    detail: kinds ? `${kinds[p.kind]} · ${where}` : where,
    mark: p.kind === "airport" ? "✈" : "◉",
  };
}
