import { AGE_RANGES, ageForRange, dateOfBirthFits, dateOfBirthRange } from "@/lib/suppliers/cars/age-ranges";
import { ageOn } from "@/lib/calendar/age";
import { availableRates, quoteRate, youngDriverChargeMinor, rentalDays, createFleetLedger } from "@/scripts/stand-ins/data/cars.mjs";
import { refundMinor, cancellationTerms } from "@/lib/suppliers/cars/duffel-mapping";
import { offerIdOf, parseOfferId } from "@/lib/suppliers/cars/offer-id";
import { carModule } from "@/lib/suppliers/cars";
import type { Offer } from "@/lib/suppliers/seam";
import type { CarDetails } from "@/lib/suppliers/cars/types";
import { carTravellersSchema } from "@/lib/suppliers/cars/travellers";

const search = (over = {}) => ({
  pickup: { latitude: 51.4706, longitude: -0.461941 },
  dropoff: { latitude: 51.4706, longitude: -0.461941 },
  pickupDate: "2030-03-10",
  pickupTime: "10:00",
  dropoffDate: "2030-03-14",
  dropoffTime: "10:00",
  driverAge: 31,
  ...over,
});

describe("SPEC §3 age ranges: 18 to 25, 26 to 30, 31 to 40, 41 to 50, 51 to 60, above to 60", () => {
  test("the six ranges, each sent to the supplier as its youngest age", () => {
    expect(AGE_RANGES).toEqual(["18-25", "26-30", "31-40", "41-50", "51-60", "over60"]);
    expect(AGE_RANGES.map(ageForRange)).toEqual([18, 26, 31, 41, 51, 61]);
  });

  test("a date of birth fits a range by the driver's age on the pick-up day", () => {
    expect(ageOn("2000-03-10", "2030-03-09")).toBe(29);
    expect(ageOn("2000-03-10", "2030-03-10")).toBe(30);
    expect(dateOfBirthFits("26-30", "2000-03-10", "2030-03-10")).toBe(true);
    expect(dateOfBirthFits("26-30", "1999-03-09", "2030-03-10")).toBe(false);
    expect(dateOfBirthFits("over60", "1960-01-01", "2030-03-10")).toBe(true);
  });

  test("the driver's date picker offers exactly the dates of birth that fit the range on the pick-up day", () => {
    const { earliest, latest } = dateOfBirthRange("26-30", "2030-03-10");
    expect([earliest, latest]).toEqual(["1999-03-11", "2004-03-10"]);
    expect(dateOfBirthFits("26-30", earliest, "2030-03-10")).toBe(true);
    expect(dateOfBirthFits("26-30", "1999-03-10", "2030-03-10")).toBe(false);
    expect(dateOfBirthFits("26-30", latest, "2030-03-10")).toBe(true);
    expect(dateOfBirthFits("26-30", "2004-03-11", "2030-03-10")).toBe(false);
    // A pick-up on 29 February: the youngest driver's birthday falls back to the 28th in a year without one.
    expect(dateOfBirthRange("18-25", "2032-02-29").latest).toBe("2014-02-28");
  });
});

describe("the car sandbox", () => {
  test("the same search gives the same cars and prices; another place or date gives others", () => {
    const a = availableRates(search());
    expect(availableRates(search())).toEqual(a);
    expect(a.length).toBeGreaterThanOrEqual(8);
    const other = availableRates(search({ pickup: { latitude: 40.64, longitude: -73.78 }, dropoff: { latitude: 40.64, longitude: -73.78 } }));
    expect(other.map((r) => r.totalMinor)).not.toEqual(a.map((r) => r.totalMinor));
  });

  test("longer rentals cost less a day; a one-way rental adds a fee", () => {
    const perDay = (days: number) => {
      const r = availableRates(search({ dropoffDate: `2030-03-${String(10 + days).padStart(2, "0")}` }))[0]!;
      return r.rentalMinor / r.days;
    };
    expect(perDay(8)).toBeLessThan(perDay(4));
    expect(perDay(4)).toBeLessThan(perDay(2));
    const oneWay = availableRates(search({ dropoff: { latitude: 51.1537, longitude: -0.1821 } }));
    expect(oneWay.every((r) => r.oneWayMinor > 0)).toBe(true);
  });

  test("rental days count every started 24 hours", () => {
    expect(rentalDays({ pickupDate: "2030-03-10", pickupTime: "10:00", dropoffDate: "2030-03-14", dropoffTime: "10:00" })).toBe(4);
    expect(rentalDays({ pickupDate: "2030-03-10", pickupTime: "10:00", dropoffDate: "2030-03-14", dropoffTime: "11:00" })).toBe(5);
  });

  test("young-driver charge: 15 USD a day up to 150 USD for 18 to 25, none from 26", () => {
    expect(youngDriverChargeMinor(18, 4)).toBe(6000);
    expect(youngDriverChargeMinor(25, 20)).toBe(15000);
    expect(youngDriverChargeMinor(26, 4)).toBe(0);
    const young = availableRates(search({ driverAge: 18 }));
    expect(young.every((r) => r.youngDriverMinor === 6000 && !r.car.adult)).toBe(true);
  });

  test("triggers: HH:13 sells out at quote time, HH:14 costs 8 % more", () => {
    const listed = availableRates(search({ pickupTime: "10:13" }))[0]!;
    expect(quoteRate(search({ pickupTime: "10:13" }), listed.company.code, listed.car.code)).toEqual({ status: "SOLD_OUT" });
    const base = availableRates(search({ pickupTime: "10:14" }))[0]!;
    const quoted = quoteRate(search({ pickupTime: "10:14" }), base.company.code, base.car.code);
    expect(quoted.status === "AVAILABLE" && quoted.rate.totalMinor).toBe(Math.round((base.baseMinor * 108) / 100) + Math.round((base.taxesMinor * 108) / 100));
  });

  test("a fleet runs out as it is booked and comes back when cancelled", () => {
    const ledger = createFleetLedger();
    const first = availableRates(search(), ledger.booked)[0]!;
    for (let i = 0; i < first.remaining; i += 1) ledger.take(first.fleetKey);
    expect(quoteRate(search(), first.company.code, first.car.code, ledger.booked)).toEqual({ status: "SOLD_OUT" });
    ledger.release(first.fleetKey);
    expect(quoteRate(search(), first.company.code, first.car.code, ledger.booked).status).toBe("AVAILABLE");
  });
});

describe("car offers and travellers", () => {
  test("an offer id carries the age range and refuses anything else", () => {
    expect(parseOfferId(offerIdOf("rat_abc", "18-25"))).toEqual({ rateId: "rat_abc", ageRange: "18-25" });
    expect(parseOfferId("17-20~rat_abc")).toBeNull();
    expect(parseOfferId("18-25~off_abc")).toBeNull();
  });

  test("the age range an offer id gives is the one its rate was priced for, whatever its readable prefix says", () => {
    const id = offerIdOf("rat_abc", "31-40");
    expect(id.startsWith("31-40~rat_abc~")).toBe(true);
    // The client edits the prefix to pay the 31-40 price as an 18-25 driver: the id still means 31-40.
    expect(parseOfferId(id.replace(/^31-40~/, "18-25~"))).toEqual({ rateId: "rat_abc", ageRange: "31-40" });
    // An unsigned id (the format before the tag) or another rate under this tag means nothing.
    expect(parseOfferId("18-25~rat_abc")).toBeNull();
    expect(parseOfferId(id.replace("rat_abc", "rat_abd"))).toBeNull();
    expect(parseOfferId(`${id.slice(0, -1)}${id.endsWith("A") ? "B" : "A"}`)).toBeNull();
  });

  test("the driver is checked against the offer's own age range, not the one the checkout form sends", () => {
    const offer = { details: { ageRange: "31-40", pickupDate: "2030-03-10" } } as unknown as Offer<CarDetails>;
    const young = { ...driver, title: "mr" as const, dateOfBirth: "2010-01-01", ageRange: "18-25" as const, pickupDate: "2030-03-10" };
    expect(carModule.offerTravellerProblems?.(offer, [young])).toEqual([
      { path: "0.dateOfBirth", message: "The driver's age on the pick-up day must be within the age range searched for" },
    ]);
    expect(carModule.offerTravellerProblems?.(offer, [{ ...young, dateOfBirth: "1995-01-01" }])).toEqual([]);
  });

  test("cancelling: all back until 48 hours before pick-up, half until pick-up, nothing after", () => {
    const start = "2030-03-10T10:00:00+00:00";
    const terms = cancellationTerms(start);
    expect(refundMinor(10_000, terms, start, new Date("2030-03-08T09:00:00Z"))).toBe(10_000);
    expect(refundMinor(10_000, terms, start, new Date("2030-03-09T09:00:00Z"))).toBe(5_000);
    expect(refundMinor(10_000, terms, start, new Date("2030-03-10T11:00:00Z"))).toBe(0);
  });

  const driver = {
    title: "mr",
    firstName: "Omar",
    lastName: "Haddad",
    dateOfBirth: "2008-01-01",
    phone: "+971 50 123 4567",
    email: "omar@example.com",
    ageRange: "18-25",
    pickupDate: "2030-03-10",
  };
  test("the main driver: names, phone, e-mail, an optional flight number, a date of birth within the age range", () => {
    expect(carTravellersSchema.safeParse([driver]).success).toBe(true);
    expect(carTravellersSchema.safeParse([{ ...driver, flightNumber: "ek 29" }]).success).toBe(true);
    const tooOld = carTravellersSchema.safeParse([{ ...driver, dateOfBirth: "1990-01-01" }]);
    expect(tooOld.success || tooOld.error.issues.map((i) => i.path.join("."))).toEqual(["0.dateOfBirth"]);
    const bad = carTravellersSchema.safeParse([{ ...driver, email: "x", firstName: "", flightNumber: "not a flight" }]);
    expect(bad.success || [...new Set(bad.error.issues.map((i) => i.path.join(".")))].sort()).toEqual(["0.email", "0.firstName", "0.flightNumber"]);
    expect(carTravellersSchema.safeParse([]).success).toBe(false);
  });
});
