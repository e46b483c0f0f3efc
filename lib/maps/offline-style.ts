/** Where the offline style's country shapes are served (./countries.ts). */
export const COUNTRIES_PATH = "/api/map/countries";

/**
 * The offline MapLibre style: sea, land and borders from our own country shapes — enough to place a city's results
 * (the pins are the page's own markers, so the style needs no fonts or sprites). MapLibre resolves the relative data
 * URL against the page.
 */
export function offlineStyle(): Record<string, unknown> {
  return {
    version: 8,
    name: "Offline countries",
    sources: { countries: { type: "geojson", data: COUNTRIES_PATH, attribution: "Natural Earth" } },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": "#cfe4f3" } },
      { id: "land", type: "fill", source: "countries", paint: { "fill-color": "#f4f1ea" } },
      { id: "borders", type: "line", source: "countries", paint: { "line-color": "#a8a29e", "line-width": 0.8 } },
    ],
  };
}
