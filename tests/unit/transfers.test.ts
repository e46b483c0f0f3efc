import { VEHICLES, fits, rideMinutes, ridePrice, roadDistanceKm, sandboxRides, slotKey, unitsNeeded } from "@/scripts/stand-ins/data/transfers.mjs";
import { isoDurationMinutes, termsOf, toMinor, vehicleKindOf } from "@/lib/suppliers/transfers/amadeus-mapping";
import { decodeOfferId, encodeOfferId } from "@/lib/suppliers/transfers/offer-id";
import { zonedIso } from "@/lib/suppliers/transfers/local-time";
import { parseTransferSearch, transferSearchHref } from "@/lib/suppliers/transfers/search-input";
import { ZTransferTravellers } from "@/lib/suppliers/transfers/travellers";
import type { TransferQuery } from "@/lib/suppliers/transfers/types";

const CDG = { iata: "CDG", lat: 49.0097, lng: 2.5479 };
const eiffel = { key: "hotel eiffel|5 avenue anatole france|paris", lat: 48.8584, lng: 2.2945 };
const request = { airport: CDG, place: eiffel, date: "2027-03-10", time: "14:30", passengers: 2, luggage: 2 };
const vehicle = (key: string) => VEHICLES.find((v) => v.key === key)!;

describe("transfer sandbox inventory — deterministic rules (docs/suppliers.md)", () => {
  it("gives the same rides for the same airport, place, day, time and party", () => {
    expect(sandboxRides(request)).toEqual(sandboxRides({ ...request }));
    expect(sandboxRides(request).map((r) => r.vehicle.key)).toEqual(["shuttle", "sedan", "van", "luxury"]);
  });

  it("'road distance: the great-circle distance × 1.3'; a free address lies 12–48 km away, the same each time", () => {
    expect(roadDistanceKm(CDG, eiffel)).toBe(Math.round(25.27 * 1.3));
    const address = { key: "12 rue de rivoli|paris" };
    const km = roadDistanceKm(CDG, address);
    expect(km).toBeGreaterThanOrEqual(12);
    expect(km).toBeLessThanOrEqual(48);
    expect(roadDistanceKm(CDG, address)).toBe(km);
  });

  it("'private cars at 50 km/h plus 10 minutes; the shuttle × 1.4 plus 20 minutes'", () => {
    expect(rideMinutes(vehicle("sedan"), 50)).toBe(70);
    expect(rideMinutes(vehicle("shuttle"), 50)).toBe(118);
  });

  it("prices the shuttle per passenger and cars per vehicle, taxes 10 %", () => {
    const one = ridePrice(vehicle("shuttle"), { ...request, passengers: 1 }, 30);
    const three = ridePrice(vehicle("shuttle"), { ...request, passengers: 3 }, 30);
    expect(three.baseMinor).toBe(one.baseMinor * 3);
    const sedanOne = ridePrice(vehicle("sedan"), { ...request, passengers: 1 }, 30);
    const sedanThree = ridePrice(vehicle("sedan"), { ...request, passengers: 3 }, 30);
    expect(sedanThree).toEqual(sedanOne);
    expect(sedanOne.taxesMinor).toBe(Math.round(sedanOne.baseMinor / 10));
    expect(sedanOne.totalMinor).toBe(sedanOne.baseMinor + sedanOne.taxesMinor);
  });

  it("ranks the fleet by price: shuttle < sedan < van < luxury for a couple", () => {
    const totals = VEHICLES.map((v) => ridePrice(v, request, 33).totalMinor);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
  });

  it("'+ 20 % between 22:00 and 05:59'", () => {
    const day = ridePrice(vehicle("sedan"), { ...request, time: "21:59" }, 30).baseMinor;
    const night = ridePrice(vehicle("sedan"), { ...request, time: "22:00" }, 30).baseMinor;
    expect(night).toBe(Math.round(day * 1.2));
    expect(ridePrice(vehicle("sedan"), { ...request, time: "06:00" }, 30).baseMinor).toBe(day);
  });

  it("'a party rides a vehicle only when it fits: a car's seats and bags, the shuttle's one suitcase per passenger'", () => {
    expect(fits(vehicle("sedan"), 3, 3)).toBe(true);
    expect(fits(vehicle("sedan"), 4, 0)).toBe(false);
    expect(fits(vehicle("sedan"), 2, 4)).toBe(false);
    expect(fits(vehicle("van"), 7, 7)).toBe(true);
    expect(fits(vehicle("shuttle"), 2, 3)).toBe(false);
    expect(sandboxRides({ ...request, passengers: 5, luggage: 2 }).map((r) => r.vehicle.key)).toEqual(["shuttle", "van"]);
  });

  it("capacity runs out as booked: a slot that cannot take the party drops the vehicle", () => {
    const luxury = vehicle("luxury");
    const booked = new Map([[slotKey(request, luxury), unitsNeeded(luxury, 2)]]);
    expect(sandboxRides(request, (k) => booked.get(k) ?? 0).map((r) => r.vehicle.key)).not.toContain("luxury");
    const shuttle = vehicle("shuttle");
    const full = new Map([[slotKey(request, shuttle), shuttle.capacity - 1]]);
    expect(sandboxRides(request, (k) => full.get(k) ?? 0).map((r) => r.vehicle.key)).not.toContain("shuttle");
    expect(sandboxRides({ ...request, passengers: 1, luggage: 1 }, (k) => full.get(k) ?? 0).map((r) => r.vehicle.key)).toContain("shuttle");
  });
});

describe("Amadeus answers as our types", () => {
  it("maps transfer types and vehicle codes to our vehicle kinds", () => {
    expect(vehicleKindOf("SHARED", "BUS")).toBe("shuttle");
    expect(vehicleKindOf("PRIVATE", "VAN")).toBe("van");
    expect(vehicleKindOf("PRIVATE", "SED", "BU")).toBe("luxury");
    expect(vehicleKindOf("PRIVATE", "SED", "ST")).toBe("sedan");
  });

  it("reads amounts into minor units by the currency's decimals, and ISO durations", () => {
    expect(toMinor("62.58", "USD")).toBe(6258);
    expect(toMinor("62.5", "EUR")).toBe(6250);
    expect(toMinor("6200", "JPY")).toBe(6200);
    expect(isoDurationMinutes("PT1H30M")).toBe(90);
    expect(isoDurationMinutes("PT45M")).toBe(45);
    expect(isoDurationMinutes("P1D")).toBeNull();
  });

  it("turns cancellation rules into terms: free until the free window starts, then what the fee leaves", () => {
    const rules = [
      { feeType: "PERCENTAGE", feeValue: "0", metricType: "HOURS", metricMin: "24", metricMax: "8760" },
      { feeType: "PERCENTAGE", feeValue: "50", metricType: "HOURS", metricMin: "0", metricMax: "24" },
    ];
    expect(termsOf(rules, "2027-03-10T14:30:00+01:00")).toEqual({
      refundable: true,
      freeUntil: "2027-03-09T13:30:00.000Z",
      afterShareBps: 5000,
      changeable: false,
    });
    expect(termsOf([], "2027-03-10T14:30:00+01:00")).toEqual({ refundable: false, freeUntil: null, afterShareBps: 0, changeable: false });
  });

  it("writes the pick-up as an instant with the airport's offset, summer time included", () => {
    expect(zonedIso("2027-03-10", "14:30", "Europe/Paris")).toBe("2027-03-10T14:30:00+01:00");
    expect(zonedIso("2027-07-10", "14:30", "Europe/Paris")).toBe("2027-07-10T14:30:00+02:00");
    expect(zonedIso("2027-07-10", "23:30", "America/New_York", 50)).toBe("2027-07-11T00:20:00-04:00");
  });
});

describe("offer ids carry the search, so re-pricing can search again", () => {
  const query: TransferQuery = {
    direction: "from-airport",
    airport: "CDG",
    place: { kind: "address", address: "12 Rue de Rivoli", city: "Paris" },
    date: "2027-03-10",
    time: "14:30",
    passengers: 2,
    luggage: 1,
  };
  it("round-trips and refuses anything it did not make", () => {
    const id = encodeOfferId(query, "van", "SBX");
    expect(decodeOfferId(id)).toEqual({ query: { ...query, place: { address: "12 Rue de Rivoli", city: "Paris" } }, vehicle: "van", provider: "SBX" });
    expect(decodeOfferId("off_123")).toBeNull();
    expect(
      decodeOfferId(`trf_${Buffer.from(JSON.stringify({ query: { ...query, passengers: 99 }, vehicle: "van", provider: "SBX" })).toString("base64url")}`),
    ).toBeNull();
  });

  // Issue #50: the id's address, city and provider reach order titles and e-mail subjects.
  const crafted = (address: string, city = "Paris", provider = "SBX") =>
    `trf_${Buffer.from(JSON.stringify(["from-airport", "CDG", "a", address, city, "2027-03-10T14:30", "", 2, 1, "van", provider])).toString("base64url")}`;

  it("refuses an id made by hand that carries what the search refuses: control characters (CR, LF, NUL), lone surrogates, lengths", () => {
    expect(decodeOfferId(crafted("12 Rue de Rivoli"))).toEqual(decodeOfferId(encodeOfferId(query, "van", "SBX")));
    for (const id of [
      crafted("12 Rue\r\nBcc: x@evil.test"),
      crafted("12 Rue\u0000"),
      crafted("12 Rue\u0007"),
      crafted("12 Rue\ud800"),
      crafted("ab"),
      crafted("a".repeat(121)),
      crafted("12 Rue", "Paris\r\nSubject: x"),
      crafted("12 Rue", "Paris", "SBX\nX"),
      crafted("12 Rue", "Paris", "S".repeat(41)),
    ])
      expect(decodeOfferId(id)).toBeNull();
  });
});

describe("transfer search input — the URL contract", () => {
  const ok = { airport: "cdg", address: "12 Rue de Rivoli", date: "2027-03-10", time: "14:30", passengers: "2", luggage: "1" };
  it("reads a search and writes it back as the same URL", () => {
    const parsed = parseTransferSearch(ok, { minDate: "2027-01-01" });
    expect(parsed.kind).toBe("ok");
    if (parsed.kind !== "ok") return;
    expect(parsed.input).toMatchObject({ direction: "from-airport", airport: "CDG", passengers: 2, luggage: 1, sort: "recommended", vehicles: [] });
    expect(transferSearchHref(parsed.input)).toBe(
      "/transfers/results?direction=from-airport&airport=CDG&address=12+Rue+de+Rivoli&date=2027-03-10&time=14%3A30&passengers=2&luggage=1",
    );
  });
  it("reports every bad field with its code", () => {
    const parsed = parseTransferSearch(
      { date: "2026-12-31", time: "25:00", passengers: "9", luggage: "-1", flight: "not a flight" },
      { minDate: "2027-01-01" },
    );
    expect(parsed.kind === "invalid" && parsed.errors.map((e) => e.code)).toEqual([
      "airportRequired",
      "placeRequired",
      "dateTooEarly",
      "invalidTime",
      "invalidPassengers",
      "invalidLuggage",
      "invalidFlight",
    ]);
  });
  it("holds the date to the organisation's minimum check-in day and a year ahead", () => {
    const early = parseTransferSearch({ ...ok, date: "2026-12-31" }, { minDate: "2027-01-01" });
    expect(early.kind === "invalid" && early.errors[0]).toEqual({ field: "date", code: "dateTooEarly", params: { date: "2027-01-01" } });
    const late = parseTransferSearch({ ...ok, date: "2028-01-02" }, { minDate: "2027-01-01" });
    expect(late.kind === "invalid" && late.errors[0]?.code).toBe("dateTooLate");
  });
  it("reads vehicle filters from checkboxes and from links, and ignores unknown sorts and filters", () => {
    const parsed = parseTransferSearch({ ...ok, vehicle: ["sedan", "van,bike"], sort: "cheapest", type: "private" }, { minDate: "2027-01-01" });
    expect(parsed.kind === "ok" && parsed.input).toMatchObject({ vehicles: ["sedan", "van"], sort: "recommended", type: "private" });
  });
  it("wants a hotel or an address, not both", () => {
    const both = parseTransferSearch({ ...ok, hotel: "grand-paris" }, { minDate: "2027-01-01" });
    expect(both.kind === "invalid" && both.errors[0]?.code).toBe("placeTwice");
  });
});

describe("transfer travellers — the lead passenger's rules", () => {
  const lead = { title: "2", firstName: "Amélie", lastName: "O'Neil-Dubois", phone: "+33612345678", email: "amelie@example.com" };
  it("accepts the lead passenger with the SPEC's title numbers and an optional flight number", () => {
    expect(ZTransferTravellers.parse([lead])).toEqual([{ ...lead, title: 2 }]);
    expect(ZTransferTravellers.parse([{ ...lead, flightNumber: "af 1234" }])[0].flightNumber).toBe("AF1234");
    expect(ZTransferTravellers.parse([{ ...lead, flightNumber: "" }])[0].flightNumber).toBeUndefined();
  });
  it("lets the phone and e-mail be left out (the booking contact's are used), but checks them when given", () => {
    expect(ZTransferTravellers.parse([{ ...lead, phone: "", email: " " }])[0]).toEqual({ ...lead, title: 2, phone: undefined, email: undefined });
  });
  it("'title required': one of the shared titles (1 Miss, 2 Mr, 3 Mrs, 4 Ms, 5 Mx, 0 none), never nothing", () => {
    for (const title of ["", "6", null, undefined])
      expect(ZTransferTravellers.safeParse([{ ...lead, title }]).error?.issues[0]?.message).toBe("Please Select Title");
    expect(ZTransferTravellers.parse([{ ...lead, title: "4" }])[0].title).toBe(4);
    expect(ZTransferTravellers.parse([{ ...lead, title: "0" }])[0].title).toBe(0);
  });
  it("'first name required', 'last name required', 'name fields accept only text passing a name-character check'", () => {
    const messages = (value: object) => ZTransferTravellers.safeParse([{ ...lead, ...value }]).error?.issues.map((i) => i.message);
    expect(messages({ firstName: " " })).toEqual(["Please Enter First Name"]);
    expect(messages({ lastName: "" })).toEqual(["Please Enter Last Name"]);
    expect(messages({ firstName: "R2D2" })).toEqual(["Use letters, spaces, apostrophes and hyphens only"]);
  });
  it("'phone number digits only, max length 15' and a real e-mail ('Invalid Mail')", () => {
    expect(ZTransferTravellers.safeParse([{ ...lead, phone: "06 12 34" }]).success).toBe(false);
    expect(ZTransferTravellers.safeParse([{ ...lead, phone: "1234567890123456" }]).success).toBe(false);
    expect(ZTransferTravellers.safeParse([{ ...lead, phone: "123456789012345" }]).success).toBe(true);
    expect(ZTransferTravellers.safeParse([{ ...lead, email: "amelie@" }]).error?.issues[0]?.message).toBe("Invalid Mail");
  });
  it("wants exactly one lead passenger", () => {
    expect(ZTransferTravellers.safeParse([]).success).toBe(false);
    expect(ZTransferTravellers.safeParse([lead, lead]).success).toBe(false);
  });
});
