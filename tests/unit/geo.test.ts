import { boundingBox, haversineKm } from "@/lib/booking/geo";
import { prefixRange, searchKey } from "@/lib/booking/search-key";

describe("distance", () => {
  it("measures great-circle distances (haversine)", () => {
    expect(haversineKm(48.8566, 2.3522, 51.5074, -0.1278)).toBeCloseTo(343.6, 0); // Paris – London
    expect(haversineKm(40.7128, -74.006, 34.0522, -118.2437)).toBeCloseTo(3936, -1); // New York – Los Angeles
    expect(haversineKm(10, 20, 10, 20)).toBe(0);
    // Across the antimeridian the short way round.
    expect(haversineKm(0, 179.9, 0, -179.9)).toBeCloseTo(22.2, 0);
  });

  it("a bounding box holds every point within the radius", () => {
    const centre = { lat: 48.8566, lng: 2.3522 };
    const box = boundingBox(centre.lat, centre.lng, 25);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // A point 24.9 km away in this direction (small-distance approximation).
      const rad = (bearing * Math.PI) / 180;
      const lat = centre.lat + (24.9 / 111.195) * Math.cos(rad);
      const lng = centre.lng + (24.9 / (111.195 * Math.cos((centre.lat * Math.PI) / 180))) * Math.sin(rad);
      expect(haversineKm(centre.lat, centre.lng, lat, lng)).toBeLessThan(25);
      expect(lat).toBeGreaterThanOrEqual(box.minLat);
      expect(lat).toBeLessThanOrEqual(box.maxLat);
      expect(lng).toBeGreaterThanOrEqual(box.minLng);
      expect(lng).toBeLessThanOrEqual(box.maxLng);
    }
  });

  it("leaves longitude open near the poles and across the antimeridian", () => {
    expect(boundingBox(89.9, 0, 50)).toMatchObject({ minLng: -180, maxLng: 180 });
    expect(boundingBox(0, 179.9, 50)).toMatchObject({ minLng: -180, maxLng: 180 });
  });
});

describe("search keys", () => {
  it("lower-cases and strips accents so typed text matches stored names", () => {
    expect(searchKey("Cancún")).toBe("cancun");
    expect(searchKey("  Île-de-France ")).toBe("ile-de-france");
    expect(searchKey("SÃO  Paulo")).toBe("sao paulo");
    expect(searchKey(undefined)).toBe("");
  });

  it("turns a prefix into a half-open range in code-point order", () => {
    expect(prefixRange("par")).toEqual({ lo: "par", hi: "pas" });
    expect(prefixRange("a%")).toEqual({ lo: "a%", hi: "a&" });
    expect(prefixRange("東京")).toEqual({ lo: "東京", hi: `東${String.fromCodePoint(0x4ead)}` });
    const { lo, hi } = prefixRange("paris");
    for (const s of ["paris", "paris 2", "parisian", "paris\u{10ffff}"]) expect(s >= lo && s < hi).toBe(true);
    for (const s of ["pari", "parit", "parjs", "pa"]) expect(s >= lo && s < hi).toBe(false);
  });
});
