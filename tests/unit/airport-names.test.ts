import { AIRPORT_NAMES, airportNameMatch, airportNames } from "@/lib/places/airport-names";
import { CITY_NAMES } from "@/lib/places/city-names";
import { NAME_LANGS } from "@/lib/places/names";
import { airportMatch, airportNameIn, airportPlaceIn } from "@/lib/suppliers/airport-names";
import { searchAirports } from "@/lib/suppliers/cars/airports.mjs";
import { inventoryAirports, placeOption, suggestPlaces } from "@/lib/suppliers/flights/places";
import { suggestAirports } from "@/lib/suppliers/transfers/airports";
import { placeKey } from "@/lib/places/place-index";

const ARABIC = /^[\u0600-\u06FF ]+$/;

/** Issue #51 item 7: "place and airport names searchable in every locale the catalogue names them in". */
describe("the airports the site sells, named in Arabic (lib/places/airport-names.ts)", () => {
  it("every airport the flight search offers has an Arabic name, written in Arabic letters and starting 'مطار'", () => {
    const airports = inventoryAirports();
    expect(airports.length).toBeGreaterThan(100);
    const missing = airports.filter((a) => !AIRPORT_NAMES[a.iata]?.ar);
    expect(missing.map((a) => a.iata)).toEqual([]);
    for (const a of airports) {
      const ar = AIRPORT_NAMES[a.iata]!.ar!;
      expect(ar).toMatch(ARABIC);
      expect(ar.startsWith("مطار ")).toBe(true);
    }
  });

  it("every city the catalogue names has its airports named in Arabic where the site flies there", () => {
    const cities = new Set(Object.keys(CITY_NAMES).map(placeKey));
    const served = inventoryAirports().filter((a) => cities.has(placeKey(a.city)));
    expect(served.length).toBeGreaterThan(10);
    for (const a of served) expect(airportNames(a.iata, a.name).ar).toBeDefined();
  });

  it("holds only the site's languages and only codes the site sells (a typo'd key would never be read)", () => {
    const sold = new Set(inventoryAirports().map((a) => a.iata));
    for (const [code, names] of Object.entries(AIRPORT_NAMES)) {
      expect(sold.has(code)).toBe(true);
      for (const lang of Object.keys(names).filter((k) => k !== "also")) expect(NAME_LANGS).toContain(lang);
    }
  });

  it("an airport's name matches what is typed: its start, or each word's start in any order, folded", () => {
    expect(airportNameMatch("DXB", "Dubai International Airport", "مطار دبي")).toBe(2);
    expect(airportNameMatch("LHR", "London Heathrow Airport", "هيثرو")).toBe(1);
    expect(airportNameMatch("LHR", "London Heathrow Airport", "heathrow london")).toBe(1);
    // Hamza seats and case fold away; another spelling the table keeps answers too.
    expect(airportNameMatch("IST", "Atatürk International Airport", "مطار اسطنبول")).toBe(2);
    expect(airportNameMatch("LGW", "London Gatwick Airport", "جاتويك")).toBe(2);
    expect(airportNameMatch("LHR", "London Heathrow Airport", "غاتويك")).toBe(0);
  });
});

describe("the flight search's places in Arabic", () => {
  it("هيثرو finds London Heathrow (LHR), named in Arabic", () => {
    const [first] = suggestPlaces("هيثرو", "ar-SA");
    expect(first).toMatchObject({ code: "LHR", kind: "airport", name: "مطار لندن هيثرو", city: "لندن", country: "المملكة المتحدة" });
  });

  it("مطار دبي finds Dubai International (DXB) first", () => {
    expect(suggestPlaces("مطار دبي", "ar-SA")[0]).toMatchObject({ code: "DXB", name: "مطار دبي الدولي", city: "دبي" });
  });

  it("the airport's own Arabic name finds it where its city's does not (King Khalid is Riyadh's)", () => {
    expect(suggestPlaces("الملك خالد", "ar-SA")[0]).toMatchObject({ code: "RUH", name: "مطار الملك خالد الدولي", city: "الرياض" });
    expect(suggestPlaces("الملكة علياء", "ar-SA")[0]?.code).toBe("AMM");
  });

  it("an Arabic name is found from any page, and each page names it in its own language (English where none is known)", () => {
    expect(suggestPlaces("هيثرو", "en-US")[0]).toMatchObject({ code: "LHR", name: "London Heathrow Airport", city: "London" });
    expect(suggestPlaces("heathrow", "ar-SA")[0]).toMatchObject({ code: "LHR", name: "مطار لندن هيثرو" });
    expect(suggestPlaces("heathrow", "fr-FR")[0]).toMatchObject({ code: "LHR", name: "London Heathrow Airport", city: "Londres" });
  });

  it("a city's code stays the city (LON: لندن), its airports each by its own name", () => {
    expect(placeOption("LON", "ar-SA")).toMatchObject({ code: "LON", kind: "city", name: "لندن" });
    expect(placeOption("LHR", "ar-SA")).toMatchObject({ code: "LHR", kind: "airport", name: "مطار لندن هيثرو" });
    expect(placeOption("LHR", "en-US")).toMatchObject({ name: "London Heathrow Airport" });
  });
});

describe("an airport on a flight's legs and in the car and transfer searches", () => {
  it("a leg names the airport in Arabic where the catalogue does; another language falls back to its city and code", () => {
    const lhr = { iata: "LHR", name: "Heathrow", city: "London" };
    expect(airportNameIn(lhr, "ar-SA")).toBe("مطار لندن هيثرو");
    expect(airportNameIn(lhr, "es-ES")).toBe("Londres (LHR)");
    expect(airportNameIn(lhr, "en-US")).toBe("Heathrow");
  });

  it("airportPlaceIn names an airport (not a city) in the visitor's language", () => {
    const dxb = { kind: "airport", code: "DXB", name: "Dubai International Airport", city: "Dubai", country: "United Arab Emirates" };
    expect(airportPlaceIn(dxb, "ar-SA")).toMatchObject({ name: "مطار دبي الدولي", city: "دبي" });
    expect(airportPlaceIn({ ...dxb, kind: "city" }, "ar-SA").name).toBe("Dubai International Airport");
  });

  it("car rental and transfers find Heathrow by its Arabic name too", async () => {
    const match = (city: string, typed: string, a: { iata: string; name: string }) => airportMatch({ iata: a.iata, name: a.name, city }, typed);
    expect(searchAirports("هيثرو", 6, match).map((a) => a.iata)).toContain("LHR");
    expect((await suggestAirports("هيثرو")).map((a) => a.code)).toContain("LHR");
  });
});
