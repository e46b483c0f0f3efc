import { call } from "../support/http";

/** The offline map of the results (lib/maps): its style, shapes and MapLibre's worker, served by the site itself. */
describe("GET /api/map/*", () => {
  it("serves the offline style pointing at the site's own country shapes", async () => {
    const res = await call("/api/map/style");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/public/);
    const style = await res.json();
    expect(style).toMatchObject({ version: 8, sources: { countries: { type: "geojson", data: "/api/map/countries" } } });
  });

  it("serves the country shapes as GeoJSON", async () => {
    const res = await call("/api/map/countries");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/geo\+json/);
    const fc = await res.json();
    expect(fc.type).toBe("FeatureCollection");
    expect(fc.features.length).toBeGreaterThan(200);
  });

  it("serves MapLibre's worker as a script", async () => {
    const res = await call("/api/map/worker?v=1");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(await res.text()).toContain("MapLibre GL JS");
  });
});
