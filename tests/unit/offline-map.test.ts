import { countriesGeoJson } from "@/lib/maps/countries";
import { COUNTRIES_PATH, offlineStyle } from "@/lib/maps/offline-style";
import { contentSecurityPolicy } from "@/lib/http/security-headers";

describe("the results map's offline style", () => {
  it("draws sea, land and borders from the site's own country shapes, needing no fonts or sprites", () => {
    const style = offlineStyle() as { version: number; sources: Record<string, { type: string; data: string }>; layers: { type: string }[]; glyphs?: string };
    expect(style.version).toBe(8);
    expect(style.sources.countries).toMatchObject({ type: "geojson", data: COUNTRIES_PATH });
    expect(style.layers.map((l) => l.type)).toEqual(["background", "fill", "line"]);
    expect(style.glyphs).toBeUndefined();
  });

  it("serves every country of Natural Earth 1:50m as GeoJSON, coordinates rounded to ~100 m", () => {
    const fc = JSON.parse(countriesGeoJson()) as { type: string; features: { geometry: { type: string; coordinates: unknown } }[] };
    expect(fc.type).toBe("FeatureCollection");
    expect(fc.features.length).toBeGreaterThan(200);
    expect(fc.features.every((f) => f.geometry.type === "Polygon" || f.geometry.type === "MultiPolygon")).toBe(true);
    expect(countriesGeoJson()).not.toMatch(/\d\.\d{4}/);
    expect(countriesGeoJson().length).toBeLessThan(3_000_000);
  });
});

describe("the pages' policy and the map", () => {
  it("lets MapLibre start its worker, and fetch a configured style's origin only", () => {
    const own = contentSecurityPolicy("n", { dev: false, https: true });
    expect(own).toContain("worker-src 'self' blob:");
    expect(own).not.toContain("tiles.example.com");
    const configured = contentSecurityPolicy("n", { dev: false, https: true, mapOrigin: "https://tiles.example.com" });
    expect(configured).toMatch(/connect-src [^;]*https:\/\/tiles\.example\.com/);
    expect(configured).toMatch(/img-src [^;]*https:\/\/tiles\.example\.com/);
  });
});
