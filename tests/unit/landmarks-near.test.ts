import { sightsNear } from "@/lib/places/landmarks-near";

// Issue #53: "a map view of results … an offline default built from a dataset package" — with country shapes only,
// the catalogue's sights are what places a price pin in its city.
describe("sightsNear", () => {
  const louvreArea = [
    { lat: 48.8606, lng: 2.34 },
    { lat: 48.87, lng: 2.35 },
  ];

  it("lists the sights inside the pins' area, with a margin, named in the page's language", () => {
    const sights = sightsNear(louvreArea, "fr-FR");
    expect(sights.map((s) => s.name)).toEqual(["Musée du Louvre"]);
    expect(sightsNear(louvreArea, "ar-SA")[0]).toMatchObject({ id: "louvre", name: "متحف اللوفر", lat: 48.8606, lng: 2.3376 });
  });

  it("widens to every sight the pins span", () => {
    const ids = sightsNear([...louvreArea, { lat: 48.855, lng: 2.29 }], "en-US").map((s) => s.id);
    expect(ids.sort()).toEqual(["eiffel-tower", "louvre"]);
  });

  it("names no sight of another city, and none without pins", () => {
    expect(sightsNear([{ lat: 51.5072, lng: -0.1276 }], "en-US").every((s) => s.id !== "louvre")).toBe(true);
    expect(sightsNear([], "en-US")).toEqual([]);
  });

  it("falls back to the English name where the catalogue has none in the page's language", () => {
    expect(sightsNear([{ lat: 41.4036, lng: 2.1744 }], "de-DE").map((s) => s.name)).toEqual(["Sagrada Família"]);
  });
});
