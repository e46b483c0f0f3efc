/**
 * What a traveller knows of the demo's places, written down independently of the seed so the believable-data test
 * can hold the catalogue to it: water inside each city's reach, each city's own limits where a neighbour lies across
 * the water, the streets that run along a beach, and the only places where a villa stands over a lagoon.
 * Boxes are [south, west, north, east] in degrees.
 */
export type Box = readonly [number, number, number, number];

export const inBox = (lat: number, lng: number, [s, w, n, e]: Box) => lat >= s && lat <= n && lng >= w && lng <= e;

/** Open water a few kilometres from a destination's centre: a property plotted here is in a river, a bay or the sea. */
export const KNOWN_WATER: Record<string, readonly Box[]> = {
  // The Tagus off Belém and Alcântara, and the Mar da Palha east of the city.
  lisbon: [
    [38.678, -9.225, 38.689, -9.19],
    [38.69, -9.185, 38.698, -9.15],
    [38.69, -9.08, 38.76, -8.99],
  ],
  "new-york": [[40.712, -74.024, 40.74, -74.019]],
  "san-francisco": [[37.786, -122.384, 37.8, -122.372]],
  sydney: [[-33.855, 151.217, -33.85, 151.235]],
  venice: [[45.448, 12.265, 45.462, 12.3]],
  istanbul: [
    [41.04, 29.03, 41.05, 29.04],
    [40.98, 28.95, 40.998, 28.99],
  ],
  "hong-kong": [[22.287, 114.163, 22.291, 114.178]],
  amsterdam: [[52.3815, 4.89, 52.3835, 4.915]],
  copenhagen: [[55.66, 12.66, 55.7, 12.7]],
  barcelona: [[41.34, 2.2, 41.37, 2.24]],
  nice: [[43.66, 7.22, 43.69, 7.29]],
  miami: [[25.745, -80.18, 25.765, -80.165]],
  "rio-de-janeiro": [[-22.925, -43.15, -22.905, -43.13]],
  "cape-town": [[-33.888, 18.43, -33.87, 18.46]],
  vancouver: [
    [49.295, -123.11, 49.305, -123.08],
    [49.278, -123.17, 49.285, -123.15],
  ],
  singapore: [[1.24, 103.87, 1.262, 103.9]],
  honolulu: [[21.255, -157.85, 21.27, -157.825]],
  reykjavik: [[64.155, -21.97, 64.17, -21.92]],
  dubai: [[25.225, 55.2, 25.25, 55.23]],
  athens: [[37.895, 23.655, 37.92, 23.69]],
  edinburgh: [[55.99, -3.25, 56.01, -3.15]],
  cancun: [
    [21.09, -86.8, 21.115, -86.78],
    [21.15, -86.76, 21.17, -86.74],
  ],
  maldives: [[4.14, 73.5, 4.16, 73.525]],
  santorini: [[36.42, 25.39, 36.44, 25.41]],
  phuket: [[7.88, 98.24, 7.91, 98.27]],
  bali: [[-8.74, 115.12, -8.71, 115.15]],
  queenstown: [[-45.06, 168.62, -45.04, 168.66]],
};

/** A city's own limits where a different town lies within reach (Almada across the Tagus, Jersey City, Oakland). */
export const CITY_LIMITS: Record<string, Box> = {
  lisbon: [38.691, -9.235, 38.8, -9.085],
  "new-york": [40.55, -74.02, 40.9, -73.75],
  "san-francisco": [37.7, -122.52, 37.82, -122.35],
};

/** Streets that run along a beach: the only addresses where a beach, ocean or sea-view stay belongs. */
export const SEAFRONT_STREETS: Record<string, readonly string[]> = {
  cancun: ["Blvd. Kukulcán"],
  barcelona: ["Passeig Marítim de la Barceloneta"],
  dubai: ["Jumeirah Beach Rd"],
  bali: ["Jl. Pantai Kuta"],
  sydney: ["Campbell Parade"],
  "cape-town": ["Beach Rd", "Victoria Rd"],
  "rio-de-janeiro": ["Av. Atlântica", "Av. Vieira Souto"],
  "punta-cana": ["Playa Bávaro"],
  honolulu: ["Kalākaua Ave"],
  miami: ["Ocean Dr", "Collins Ave"],
  "cabo-san-lucas": ["Playa El Médano"],
  santorini: ["Kamari Beachfront"],
  maldives: ["North Malé Atoll"],
  phuket: ["Thaweewong Rd", "Kata Rd"],
  nice: ["Promenade des Anglais"],
};

/** Villas stand over the water only in an atoll's lagoon. */
export const OVERWATER_PLACES: readonly string[] = ["maldives"];
