import type { FlightDetails } from "@/lib/suppliers/flights/types";
import type { Offer } from "@/lib/suppliers/seam";
import { airportServing } from "@/lib/packages/destinations";
import { packageQuerySchema } from "@/lib/packages/query";
import { PACKAGE_DISCOUNT_BPS, packageDiscount, pricePackage } from "@/lib/packages/rules";
import { fitsStay } from "@/lib/packages/search-packages";
import { DESTINATIONS } from "@/prisma/seed/destinations";

const rates = {
  rates: new Map<string, string>([
    ["EUR", "0.92"],
    ["GBP", "0.79"],
    ["JPY", "150"],
  ]),
  minorUnits: new Map([
    ["USD", 2],
    ["EUR", 2],
    ["GBP", 2],
    ["JPY", 0],
  ]),
};
const flight = { currency: "USD", totalMinor: 60_000, publicTotalMinor: 64_000, memberPricing: true };
const usdStay = { currency: "USD", subtotalMinor: 40_000, taxesMinor: 4_800, feesMinor: 1_200, publicTotalMinor: 50_000 };

describe("package price: flight + stay − 10 % of the stay, in the flight's currency", () => {
  it("states the rule as one constant: 10 % of the stay's total, rounded half-up", () => {
    expect(PACKAGE_DISCOUNT_BPS).toBe(1_000);
    expect(packageDiscount(46_000)).toBe(4_600);
    expect(packageDiscount(12_345)).toBe(1_235);
    expect(packageDiscount(12_344)).toBe(1_234);
    expect(packageDiscount(-5)).toBe(0);
  });

  it("shows the separate total, the package price and the saving, which is the discount", () => {
    const p = pricePackage(flight, usdStay, rates);
    expect(p.stay.totalMinor).toBe(46_000);
    expect(p.separateTotalMinor).toBe(106_000);
    expect(p.discountMinor).toBe(4_600);
    expect(p.totalMinor).toBe(101_400);
    expect(p.savingMinor).toBe(p.separateTotalMinor - p.totalMinor);
  });

  it("takes the discount off the stay's line, so the lines add up to the package price", () => {
    const p = pricePackage(flight, usdStay, rates);
    expect(p.stayLine).toEqual({ baseMinor: 35_400, taxesMinor: 4_800, feesMinor: 1_200, totalMinor: 41_400 });
    expect(p.flightMinor + p.stayLine.totalMinor).toBe(p.totalMinor);
    expect(p.stayLine.baseMinor + p.stayLine.taxesMinor + p.stayLine.feesMinor).toBe(p.stayLine.totalMinor);
  });

  it("converts a stay priced in euros into the flight's dollars, part by part (divide by the rate to reach USD)", () => {
    const eur = { currency: "EUR", subtotalMinor: 9_200, taxesMinor: 920, feesMinor: 0, publicTotalMinor: 11_040 };
    const p = pricePackage(flight, eur, rates);
    expect(p.currency).toBe("USD");
    expect(p.stay).toEqual({ baseMinor: 10_000, taxesMinor: 1_000, feesMinor: 0, totalMinor: 11_000 });
    expect(p.discountMinor).toBe(1_100);
    expect(p.totalMinor).toBe(60_000 + 11_000 - 1_100);
  });

  it("converts into a currency without minor units, rounding each part once", () => {
    const p = pricePackage({ ...flight, currency: "JPY", totalMinor: 90_000, publicTotalMinor: 96_000 }, usdStay, rates);
    expect(p.stay.totalMinor).toBe(69_000);
    expect(p.totalMinor).toBe(90_000 + 69_000 - 6_900);
  });

  it("prices the same package at public prices beside the member's", () => {
    const p = pricePackage(flight, usdStay, rates);
    expect(p.publicTotalMinor).toBe(64_000 + 50_000 - 5_000);
    expect(p.publicTotalMinor).toBeGreaterThan(p.totalMinor);
  });
});

describe("package destinations: a catalogue city with an airport within 80 km", () => {
  const of = (name: string) => {
    const d = DESTINATIONS.find((x) => x.name === name)!;
    return airportServing({ lat: d.latitude, lon: d.longitude });
  };
  it("flies to a city's code where it has several airports, else to its airport", () => {
    expect(of("London")?.code).toBe("LON");
    expect(of("Paris")?.code).toBe("PAR");
    expect(of("New York")?.code).toBe("NYC");
    expect(of("Cancún")).toEqual({ code: "CUN", airports: ["CUN"] });
    expect(of("Reykjavik")?.code).toBe("KEF");
  });
  it("leaves out a place no listed airport serves", () => {
    expect(of("Santorini")).toBeNull();
  });
});

describe("package search query", () => {
  const schema = packageQuerySchema("2027-03-01");
  const ok = { from: "lhr", to: "paris", checkin: "2027-03-05", checkout: "2027-03-08", rooms: "1", adults: "2", children: "1" };
  it("reads a search from its URL parameters", () => {
    expect(schema.parse(ok)).toEqual({
      origin: "LHR",
      destination: "paris",
      checkIn: "2027-03-05",
      checkOut: "2027-03-08",
      rooms: 1,
      adults: 2,
      children: 1,
      filters: { stars: [], types: [], freeCancellation: false },
      sort: "price",
      page: 1,
    });
    // Each child's age, when given, goes to the flight's child fare.
    expect(schema.parse({ ...ok, ages: "7" }).childAges).toEqual([7]);
  });
  it.each([
    [{ checkin: "2027-02-28" }, "checkin"],
    [{ checkout: "2027-03-05" }, "checkout"],
    [{ checkout: "2027-04-20" }, "checkout"],
    [{ from: "ZZZ" }, "from"],
    [{ to: "Paris!" }, "to"],
    [{ rooms: "3", adults: "2" }, "rooms"],
    [{ adults: "6", children: "4" }, "children"],
    [{ adults: "1.5" }, "adults"],
    [{ sort: "cheap" }, "sort"],
    [{ ages: "4,9" }, "ages"],
    [{ ages: "1" }, "ages"],
    [{ ages: "12" }, "ages"],
  ])("refuses %j with a reason on %s", (change, path) => {
    const r = schema.safeParse({ ...ok, ...change });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join("."))).toContain(path);
  });
});

describe("a package's flight fits the stay", () => {
  const slice = (departsAt: string) => ({ departsAt }) as FlightDetails["slices"][number];
  const offer = (slices: string[], passengers: string[]) =>
    ({ details: { slices: slices.map(slice), passengers: passengers.map((type, i) => ({ id: `p${i}`, type })) } }) as unknown as Offer<FlightDetails>;
  const q = { checkIn: "2027-03-05", checkOut: "2027-03-08", adults: 2, children: 0 };
  it("goes out on the check-in day and back on the check-out day, in local time, for the travellers searched", () => {
    expect(fitsStay(offer(["2027-03-05T08:00:00+01:00", "2027-03-08T18:00:00+01:00"], ["adult", "adult"]), q)).toBe(true);
    expect(fitsStay(offer(["2027-03-05T08:00:00+01:00"], ["adult", "adult"]), q)).toBe(false);
    expect(fitsStay(offer(["2027-03-06T08:00:00+01:00", "2027-03-08T18:00:00+01:00"], ["adult", "adult"]), q)).toBe(false);
    expect(fitsStay(offer(["2027-03-05T08:00:00+01:00", "2027-03-08T18:00:00+01:00"], ["adult", "child"]), q)).toBe(false);
  });
});

describe("an empty package search", () => {
  it("names each missing field in words a traveller understands", () => {
    const r = packageQuerySchema("2027-03-01").safeParse({});
    expect(r.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["from", "Choose an airport or city from the list"],
      ["to", "Choose a destination from the list"],
      ["checkin", "Choose a date"],
      ["checkout", "Choose a date"],
    ]);
  });
});
