import { parseChildAges, parseSearch, parseStay, searchErrorText } from "@/lib/booking/search-input";

// 2026-03-10 15:00 UTC: still 10 March in New York, already 11 March in Tokyo at 00:00+.
const now = new Date("2026-03-10T15:00:00Z");
const org = { minCheckinDays: 1, timeZone: "America/New_York" };
const codes = (r: ReturnType<typeof parseSearch>) => (r.ok ? [] : r.errors.map((e) => e.code));

describe("parseSearch (the search query string)", () => {
  it("reads a full query and defaults what is missing", () => {
    const r = parseSearch(
      {
        destination: " Paris ",
        checkin: "2026-03-12",
        checkout: "2026-03-15",
        guests: "3",
        rooms: "2",
        stars: "5,4",
        amenities: "pool,wifi",
        sort: "price-asc",
        page: "2",
      },
      org,
      { now },
    );
    expect(r).toEqual({
      ok: true,
      query: expect.objectContaining({
        product: "hotel",
        destination: "Paris",
        checkIn: "2026-03-12",
        checkOut: "2026-03-15",
        guests: 3,
        rooms: 2,
        stars: [4, 5],
        amenities: ["wifi", "pool"],
        sort: "price-asc",
        page: 2,
        perPage: 20,
        radiusKm: 25,
      }),
    });
  });

  it("defaults the dates to the org's earliest check-in and two nights, guests 2 and rooms 1", () => {
    const r = parseSearch({ destination: "rome" }, org, { now });
    expect(r.ok && r.query).toMatchObject({ checkIn: "2026-03-11", checkOut: "2026-03-13", guests: 2, rooms: 1, sort: "recommended" });
    // minCheckinDays counts from today in the org's time zone (Tokyo is already on the 11th).
    const tokyo = parseSearch({ destination: "rome" }, { minCheckinDays: 0, timeZone: "Asia/Tokyo" }, { now: new Date("2026-03-10T16:00:00Z") });
    expect(tokyo.ok && tokyo.query.checkIn).toBe("2026-03-11");
  });

  it("refuses a check-in before the org's minimum check-in date, with that date", () => {
    const r = parseSearch({ destination: "rome", checkin: "2026-03-10", checkout: "2026-03-12" }, org, { now });
    expect(r.ok).toBe(false);
    const error = !r.ok ? r.errors.find((e) => e.code === "checkinTooEarly") : undefined;
    expect(error?.params).toEqual({ date: "2026-03-11" });
    expect(searchErrorText(error!)).toBe("The earliest check-in date is 2026-03-11");
    expect(
      codes(parseSearch({ destination: "rome", checkin: "2026-03-13", checkout: "2026-03-16" }, { minCheckinDays: 3, timeZone: "Europe/London" }, { now })),
    ).toEqual([]);
    expect(
      codes(parseSearch({ destination: "rome", checkin: "2026-03-12", checkout: "2026-03-16" }, { minCheckinDays: 3, timeZone: "Europe/London" }, { now })),
    ).toEqual(["checkinTooEarly"]);
  });

  it.each([
    [{ checkin: "2026-03-12", checkout: "2026-03-12" }, "checkoutNotAfterCheckin"],
    [{ checkin: "2026-03-12", checkout: "2026-03-11" }, "checkoutNotAfterCheckin"],
    [{ checkin: "2026-03-12", checkout: "2026-04-12" }, "tooManyNights"],
    [{ checkin: "2026-02-30", checkout: "2026-03-12" }, "invalidDate"],
    [{ checkin: "12/03/2026" }, "invalidDate"],
    [{ guests: "0" }, "invalidGuests"],
    [{ guests: "2.5" }, "invalidGuests"],
    [{ rooms: "9" }, "invalidRooms"],
    [{ guests: "2", rooms: "3" }, "moreRoomsThanGuests"],
    [{ minPrice: "-5" }, "invalidPrice"],
    [{ minPrice: "300", maxPrice: "100" }, "invalidPrice"],
    [{ product: "cruises" }, "invalidProduct"],
  ])("refuses %j with %s", (extra, code) => {
    expect(codes(parseSearch({ destination: "rome", ...extra }, org, { now }))).toContain(code);
  });

  it("allows exactly 30 nights", () => {
    expect(codes(parseSearch({ destination: "rome", checkin: "2026-03-12", checkout: "2026-04-11" }, org, { now }))).toEqual([]);
  });

  it("needs a destination or both coordinates", () => {
    expect(codes(parseSearch({}, org, { now }))).toEqual(["destinationRequired"]);
    expect(codes(parseSearch({ latitude: "48.85" }, org, { now }))).toEqual(["invalidCoordinates"]);
    expect(codes(parseSearch({ latitude: "91", longitude: "2" }, org, { now }))).toEqual(["invalidCoordinates"]);
    expect(codes(parseSearch({ latitude: "48.85", longitude: "2.35", radius: "500" }, org, { now }))).toEqual(["invalidCoordinates"]);
    const r = parseSearch({ latitude: "48.85", longitude: "2.35", radius: "10" }, org, { now });
    expect(r.ok && r.query).toMatchObject({ lat: 48.85, lng: 2.35, radiusKm: 10, sort: "distance" });
  });

  it("sorts by distance only around a point, and ignores unknown sorts, stars and amenities", () => {
    const r = parseSearch({ destination: "rome", sort: "distance", stars: "9,x,3", amenities: "pool,<script>,sauna" }, org, { now });
    expect(r.ok && r.query).toMatchObject({ sort: "recommended", stars: [3], amenities: ["pool"] });
    expect(parseSearch({ destination: "rome", sort: "drop table" }, org, { now })).toMatchObject({ ok: true, query: { sort: "recommended" } });
  });

  it("takes the filter lists of a GET form's checkboxes (repeated parameters)", () => {
    const r = parseSearch({ destination: "rome", stars: ["4", "5"], amenities: ["wifi", "spa"] }, org, { now });
    expect(r.ok && r.query).toMatchObject({ stars: [4, 5], amenities: ["wifi", "spa"] });
  });

  it("never throws on hostile input", () => {
    for (const value of ["%", "'; DROP TABLE x;--", "\u0000", "a".repeat(5000), "NaN", "Infinity", "1e400", "__proto__"]) {
      expect(() =>
        parseSearch({ destination: value, checkin: value, guests: value, latitude: value, longitude: value, page: value, stars: value, sort: value }, org, {
          now,
        }),
      ).not.toThrow();
    }
    expect(codes(parseSearch({ destination: "a".repeat(101) }, org, { now }))).toContain("invalid");
    expect(codes(parseSearch({ destination: "rome", page: "0" }, org, { now }))).toContain("invalid");
  });
});

describe("parseStay (details page)", () => {
  it("applies the same rules to the stay of a details page", () => {
    expect(parseStay({}, org, now)).toEqual({ stay: { checkIn: "2026-03-11", checkOut: "2026-03-13", guests: 2, rooms: 1, childAges: [] }, errors: [] });
    expect(parseStay({ checkin: "2026-03-01", checkout: "2026-03-02" }, org, now).errors.map((e) => e.code)).toEqual(["checkinTooEarly"]);
  });
});

describe("control characters", () => {
  it("drops them from the destination, but for NUL and lone surrogates, which are refused (PostgreSQL cannot store them)", () => {
    const r = parseSearch({ destination: "par\u0001is\u0007" }, org, { now });
    expect(r.ok && r.query.destination).toBe("paris");
    expect(codes(parseSearch({ destination: "\u0001\u0002" }, org, { now }))).toEqual(["destinationRequired"]);
    expect(codes(parseSearch({ destination: "par\u0000is" }, org, { now }))).toContain("invalid");
    expect(codes(parseSearch({ destination: "par\ud800is" }, org, { now }))).toContain("invalid");
  });
});

describe("children and their ages (guests counts everyone; children and ages say who of them are children)", () => {
  const fields = (r: ReturnType<typeof parseSearch>) => (r.ok ? [] : r.errors.map((e) => `${e.field}:${e.code}`));

  it("reads children=2&ages=4,9 beside guests and rooms, and no children as none", () => {
    const r = parseSearch({ destination: "rome", guests: "4", rooms: "1", children: "2", ages: "4,9" }, org, { now });
    expect(r.ok && r.query).toMatchObject({ guests: 4, rooms: 1, childAges: [4, 9] });
    expect(parseSearch({ destination: "rome", guests: "2" }, org, { now })).toMatchObject({ ok: true, query: { childAges: [] } });
    // A form's repeated fields mean the same list.
    expect(parseSearch({ destination: "rome", guests: "3", children: "2", ages: ["0", "17"] }, org, { now })).toMatchObject({ query: { childAges: [0, 17] } });
  });

  it.each([
    [{ guests: "3", children: "2", ages: "4" }, "ages:agesCount"],
    [{ guests: "3", children: "1", ages: "4,9" }, "ages:agesCount"],
    [{ guests: "3", children: "1" }, "ages:agesCount"],
    [{ guests: "3", children: "1", ages: "18" }, "ages:invalidAges"],
    [{ guests: "3", children: "1", ages: "-1" }, "ages:invalidAges"],
    [{ guests: "3", children: "1", ages: "four" }, "ages:invalidAges"],
    [{ guests: "3", children: "1", ages: "4.5" }, "ages:invalidAges"],
    [{ guests: "2", children: "2", ages: "4,9" }, "children:invalidChildren"],
    [{ guests: "3", children: "x" }, "children:invalidChildren"],
    [{ guests: "4", rooms: "3", children: "2", ages: "4,9" }, "rooms:adultPerRoom"],
  ])("refuses %j naming the field (%s)", (extra, expected) => {
    expect(fields(parseSearch({ destination: "rome", ...extra }, org, { now }))).toContain(expected);
  });

  it("checks a checkout link's children the same way", () => {
    expect(parseChildAges({ children: "1", ages: "1" }, 3, 1)).toEqual({ childAges: [1], errors: [] });
    expect(parseChildAges({}, 2, 1)).toEqual({ childAges: [], errors: [] });
    expect(parseChildAges({ children: "2", ages: "1" }, 3, 1).childAges).toBeUndefined();
  });

  it("says what is wrong in the API's English", () => {
    const r = parseSearch({ destination: "rome", guests: "3", children: "2", ages: "4" }, org, { now });
    expect(r.ok ? [] : r.errors.map(searchErrorText)).toEqual(["Give one age for each child: 2 ages"]);
  });
});
