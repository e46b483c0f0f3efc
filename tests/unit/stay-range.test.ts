import { completeRange, isoToLocal, localToIso, nightsBetween, pickDay, pickOneDay } from "@/lib/org/stay-range";

// SPEC §9: "Minimum check-in date = today plus the configured minCheckinDays; the week starts on Sunday unless configured."
describe("choosing a stay on the calendar — SPEC §9", () => {
  const rules = { minDate: "2026-12-01", maxNights: 30 };

  it("'Minimum check-in date = today plus the configured minCheckinDays': an earlier day is not taken", () => {
    expect(pickDay({}, "2026-11-30", rules)).toEqual({});
    expect(pickDay({ from: "2026-12-03" }, "2026-11-29", rules)).toEqual({ from: "2026-12-03" });
    expect(pickDay({}, "2026-12-01", rules)).toEqual({ from: "2026-12-01" });
  });

  it("takes no day after the last day a search sells, where it has one (packages)", () => {
    const packages = { ...rules, maxDate: "2027-11-26" };
    expect(pickDay({}, "2027-11-27", packages)).toEqual({});
    expect(pickDay({ from: "2027-11-20" }, "2027-11-26", packages)).toEqual({ from: "2027-11-20", to: "2027-11-26" });
  });

  it("takes the check-in first, then a later day as the check-out", () => {
    const checkIn = pickDay({}, "2026-12-10", rules);
    expect(pickDay(checkIn, "2026-12-13", rules)).toEqual({ from: "2026-12-10", to: "2026-12-13" });
  });

  it("starts again from a day on or before the check-in, after a complete stay, or past the longest stay", () => {
    expect(pickDay({ from: "2026-12-10" }, "2026-12-08", rules)).toEqual({ from: "2026-12-08" });
    expect(pickDay({ from: "2026-12-10" }, "2026-12-10", rules)).toEqual({ from: "2026-12-10" });
    expect(pickDay({ from: "2026-12-10", to: "2026-12-12" }, "2026-12-20", rules)).toEqual({ from: "2026-12-20" });
    expect(pickDay({ from: "2026-12-10" }, "2027-01-09", rules)).toEqual({ from: "2026-12-10", to: "2027-01-09" });
    expect(pickDay({ from: "2026-12-10" }, "2027-01-10", rules)).toEqual({ from: "2027-01-10" });
  });

  it("gives a check-in chosen alone one night when the calendar closes", () => {
    expect(completeRange({ from: "2026-12-31" })).toEqual({ from: "2026-12-31", to: "2027-01-01" });
    expect(completeRange({ from: "2026-12-10", to: "2026-12-12" })).toEqual({ from: "2026-12-10", to: "2026-12-12" });
    expect(completeRange({})).toBeNull();
  });

  it("counts nights across month and year ends and keeps the calendar's local days as the same ISO days", () => {
    expect(nightsBetween("2026-12-30", "2027-01-02")).toBe(3);
    // Across the spring daylight-saving change of the browser's zone.
    expect(nightsBetween("2027-03-27", "2027-03-29")).toBe(2);
    expect(localToIso(isoToLocal("2027-03-28"))).toBe("2027-03-28");
    expect(isoToLocal("2026-12-06").getDay()).toBe(0);
  });
});

describe("choosing a round trip, a rental or one day on the calendar — SPEC §9", () => {
  // Flights are sold about a year ahead, and a return may be on the departure day (lib/suppliers/flights/query.ts).
  const flights = { minDate: "2026-12-01", maxDate: "2027-11-26", minNights: 0 };

  it("takes a return on the departure day or later, never before it, and never past the last day sold", () => {
    expect(pickDay({ from: "2026-12-10" }, "2026-12-10", flights)).toEqual({ from: "2026-12-10", to: "2026-12-10" });
    expect(pickDay({ from: "2026-12-10" }, "2026-12-09", flights)).toEqual({ from: "2026-12-09" });
    expect(pickDay({ from: "2027-11-20" }, "2027-11-27", flights)).toEqual({ from: "2027-11-20" });
    expect(pickDay({ from: "2026-12-10" }, "2027-11-26", flights)).toEqual({ from: "2026-12-10", to: "2027-11-26" });
  });

  it("holds a car rental to its longest length, a drop-off on the pick-up day allowed (the times decide)", () => {
    const cars = { minDate: "2026-12-01", minNights: 0, maxNights: 60 };
    expect(pickDay({ from: "2026-12-10" }, "2026-12-10", cars)).toEqual({ from: "2026-12-10", to: "2026-12-10" });
    expect(pickDay({ from: "2026-12-10" }, "2027-02-08", cars)).toEqual({ from: "2026-12-10", to: "2027-02-08" });
    expect(pickDay({ from: "2026-12-10" }, "2027-02-09", cars)).toEqual({ from: "2027-02-09" });
  });

  it("takes one day alone from the first bookable day to the last day sold (a one-way flight, a transfer)", () => {
    expect(pickOneDay({ from: "2026-12-05" }, "2026-12-20", flights)).toEqual({ from: "2026-12-20" });
    expect(pickOneDay({ from: "2026-12-05" }, "2026-11-30", flights)).toEqual({ from: "2026-12-05" });
    expect(pickOneDay({ from: "2026-12-05" }, "2027-11-27", flights)).toEqual({ from: "2026-12-05" });
    expect(pickOneDay({}, "2026-12-01", flights)).toEqual({ from: "2026-12-01" });
  });

  it("gives a departure chosen alone a return the next day, or the last day sold when that is the departure day", () => {
    expect(completeRange({ from: "2026-12-10" }, flights)).toEqual({ from: "2026-12-10", to: "2026-12-11" });
    expect(completeRange({ from: "2027-11-26" }, flights)).toEqual({ from: "2027-11-26", to: "2027-11-26" });
  });
});
