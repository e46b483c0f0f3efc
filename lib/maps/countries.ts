import { readFileSync } from "node:fs";
import path from "node:path";
import { feature } from "topojson-client";
import type { Topology, GeometryCollection } from "topojson-specification";

/** ~100 m: finer than the 1:50m data itself, coarse enough to halve the text. */
const round = (n: number) => Math.round(n * 1000) / 1000;

function rounded(value: unknown): unknown {
  if (typeof value === "number") return round(value);
  return Array.isArray(value) ? value.map(rounded) : value;
}

let countries: string | undefined;

/**
 * Every country's shape as one GeoJSON FeatureCollection text: Natural Earth 1:50m (public domain) from the world-atlas
 * package, so the offline map needs nothing from the internet. Built once per process (about 2 MB, sent compressed).
 */
export function countriesGeoJson(): string {
  if (countries) return countries;
  const topo = JSON.parse(readFileSync(path.join(process.cwd(), "node_modules", "world-atlas", "countries-50m.json"), "utf8")) as Topology<{
    countries: GeometryCollection;
  }>;
  const fc = feature(topo, topo.objects.countries);
  countries = JSON.stringify({
    type: "FeatureCollection",
    features: fc.features.map((f) => ({
      type: "Feature",
      properties: {},
      geometry: { ...f.geometry, coordinates: rounded((f.geometry as { coordinates: unknown }).coordinates) },
    })),
  });
  return countries;
}
