import { DESTINATIONS } from "@/prisma/seed/destinations";
import { buildPlaceIndex, type CatalogueDestination } from "@/lib/places/place-index";
import { resolveDestination } from "@/lib/places/resolve-destination";
import { suggestPlaces } from "@/lib/places/suggest-destinations";

// The demo catalogue's 46 destinations, each selling hotels (HLT); Zermatt sells no hotels here, to check the filter.
const catalogue: CatalogueDestination[] = DESTINATIONS.map((d, i) => ({
  id: i + 1,
  slug: d.slug,
  name: d.name,
  region: d.region,
  countryCode: d.countryCode,
  latitude: d.latitude,
  longitude: d.longitude,
  productCodes: d.slug === "zermatt" ? ["RST"] : ["HLT", "RST"],
}));
const index = buildPlaceIndex(catalogue);

const meaning = (text: string) => {
  const r = resolveDestination(text, index);
  return r.kind === "place" ? r.place.id : `text:${r.text}${r.within ? ` in ${r.within.id}` : ""}`;
};
const citiesOf = (text: string) => {
  const r = resolveDestination(text, index);
  if (r.kind !== "place" || (r.place.kind !== "country" && r.place.kind !== "region")) return [];
  return r.place.destinations.map((d) => d.slug).sort();
};

describe('resolveDestination — issue #29: free text such as "Paris, France", "France", "Eiffel Tower" or "Caribbean" finds what a traveller means', () => {
  it('"Paris, France" is the city of Paris (the country narrows it down)', () => {
    expect(meaning("Paris, France")).toBe("city:paris");
    expect(meaning("paris , france")).toBe("city:paris");
    expect(meaning("Paris France")).toBe("city:paris");
    expect(meaning("Rome, Italy")).toBe("city:rome");
  });

  it('"a country or region lists its places": "France" lists Paris and Nice, "Caribbean" Cancún and Punta Cana', () => {
    expect(meaning("France")).toBe("country:FR");
    expect(citiesOf("France")).toEqual(["nice", "paris"]);
    expect(meaning("Caribbean")).toBe("region:caribbean");
    expect(citiesOf("Caribbean")).toEqual(["cancun", "punta-cana"]);
    expect(citiesOf("Europe")).toContain("barcelona");
    expect(citiesOf("USA")).toEqual(["honolulu", "las-vegas", "miami", "new-york", "orlando", "san-francisco"]);
  });

  it('"a landmark searches near it": "Eiffel Tower", "Eiffel" and "Tour Eiffel" are the tower', () => {
    expect(meaning("Eiffel Tower")).toBe("landmark:eiffel-tower");
    expect(meaning("Eiffel")).toBe("landmark:eiffel-tower");
    expect(meaning("Tour Eiffel")).toBe("landmark:eiffel-tower");
    expect(meaning("Eiffel Tower, Paris")).toBe("landmark:eiffel-tower");
    expect(meaning("St. Peter's Basilica")).toBe("landmark:st-peters-basilica");
  });

  it("reads the site's other languages and their commas (\"in the visitor's language\")", () => {
    expect(meaning("باريس، فرنسا")).toBe("city:paris");
    expect(meaning("فرنسا")).toBe("country:FR");
    expect(meaning("برج إيفل")).toBe("landmark:eiffel-tower");
    expect(meaning("Londres")).toBe("city:london");
    expect(meaning("Alemania")).toBe("country:DE");
    expect(meaning("Karibik")).toBe("region:caribbean");
    expect(meaning("Caraïbes")).toBe("region:caribbean");
  });

  it("accents and case do not matter", () => {
    expect(meaning("cancun")).toBe("city:cancun");
    expect(meaning("CANCÚN, MEXICO")).toBe("city:cancun");
  });

  it("a property name is looked for within the place the rest of the text names", () => {
    expect(meaning("Hotel Lutetia, Paris")).toBe("text:Hotel Lutetia in city:paris");
    expect(meaning("Grand Hotel, France")).toBe("text:Grand Hotel in country:FR");
    expect(meaning("Grand Hotel")).toBe("text:Grand Hotel");
  });

  it("a city in another country than the one named is not that city; an unknown rest is ignored", () => {
    expect(meaning("Paris, Germany")).toBe("text:Paris in country:DE");
    expect(meaning("Paris, Texas")).toBe("city:paris");
    expect(meaning("Florida")).toBe("text:Florida");
  });
});

describe("suggestPlaces — cities, regions, countries and landmarks in the visitor's language", () => {
  it("suggests the city first, with a label the search resolves back to it", () => {
    const [first] = suggestPlaces(index, "par", "en-US", "HLT");
    expect(first).toMatchObject({ kind: "city", id: "city:paris", name: "Paris", label: "Paris, France", context: "Île-de-France, France" });
    expect(meaning(first!.label)).toBe("city:paris");
  });

  it("names places in Arabic with the Arabic comma, and the label still resolves", () => {
    const [first] = suggestPlaces(index, "باري", "ar-SA", "HLT");
    // The catalogue's region names are English: an Arabic reader sees the country alone.
    expect(first).toMatchObject({ id: "city:paris", name: "باريس", label: "باريس، فرنسا", context: "فرنسا" });
    const france = suggestPlaces(index, "fran", "ar-SA", "HLT").find((s) => s.kind === "country");
    expect(france).toMatchObject({ id: "country:FR", name: "فرنسا", cities: 2 });
  });

  it("offers regions, countries and landmarks, each resolving to itself", () => {
    for (const [typed, id] of [
      ["carib", "region:caribbean"],
      ["franc", "country:FR"],
      ["eiffel", "landmark:eiffel-tower"],
    ] as const) {
      const s = suggestPlaces(index, typed, "en-US", "HLT").find((x) => x.id === id);
      expect(s).toBeDefined();
      expect(meaning(s!.label)).toBe(id);
    }
  });

  it("another name of a sight counts only as a weak match until typed whole (“par” is Paris, not the Parthenon)", () => {
    const ids = suggestPlaces(index, "par", "en-US", "HLT").map((s) => s.id);
    expect(ids[0]).toBe("city:paris");
    expect(ids.indexOf("landmark:acropolis")).toBeGreaterThan(ids.indexOf("city:paris"));
    expect(suggestPlaces(index, "parthenon", "en-US", "HLT")[0]?.id).toBe("landmark:acropolis");
  });

  it("leaves out places with nothing of the product searched", () => {
    expect(suggestPlaces(index, "zerm", "en-US", "HLT")).toEqual([]);
    expect(suggestPlaces(index, "zerm", "en-US", "RST").map((s) => s.id)).toEqual(["city:zermatt"]);
  });
});
