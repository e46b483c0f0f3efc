import { addDays, minCheckinDate, realIsoDay, todayIn, weekStartName, weekdayOrder } from "@/lib/org/calendar";

describe("calendar rules — SPEC §9", () => {
  const now = new Date("2026-11-22T23:30:00Z");
  it("'Minimum check-in date = today plus the configured minCheckinDays', today being the org's date", () => {
    expect(minCheckinDate({ minCheckinDays: 0, timeZone: "UTC" }, now)).toBe("2026-11-22");
    expect(minCheckinDate({ minCheckinDays: 3, timeZone: "UTC" }, now)).toBe("2026-11-25");
    // Already 23 November in Tokyo.
    expect(todayIn("Asia/Tokyo", now)).toBe("2026-11-23");
    expect(minCheckinDate({ minCheckinDays: 1, timeZone: "Asia/Tokyo" }, now)).toBe("2026-11-24");
  });
  it("changes date at the zone's own midnight, to the millisecond, whatever was asked before", () => {
    // Kolkata is UTC+05:30 and Kathmandu UTC+05:45: midnight there is 18:30 and 18:15 UTC.
    expect(todayIn("Asia/Kolkata", new Date("2026-11-23T18:29:59.999Z"))).toBe("2026-11-23");
    expect(todayIn("Asia/Kolkata", new Date("2026-11-23T18:29:00.000Z"))).toBe("2026-11-23"); // the same minute
    expect(todayIn("Asia/Kolkata", new Date("2026-11-23T18:30:00.000Z"))).toBe("2026-11-24");
    expect(todayIn("Asia/Kolkata", new Date("2026-11-23T18:29:30.000Z"))).toBe("2026-11-23"); // back a minute
    expect(todayIn("Asia/Kathmandu", new Date("2026-11-23T18:14:59.999Z"))).toBe("2026-11-23");
    expect(todayIn("Asia/Kathmandu", new Date("2026-11-23T18:15:00.000Z"))).toBe("2026-11-24");
    // The day a zone changes its clocks: New York's 2027-03-14 begins at 05:00 UTC, the next day at 04:00 UTC.
    expect(todayIn("America/New_York", new Date("2027-03-14T04:59:59.999Z"))).toBe("2027-03-13");
    expect(todayIn("America/New_York", new Date("2027-03-14T05:00:00.000Z"))).toBe("2027-03-14");
    expect(todayIn("America/New_York", new Date("2027-03-15T03:59:59.999Z"))).toBe("2027-03-14");
    expect(todayIn("America/New_York", new Date("2027-03-15T04:00:00.000Z"))).toBe("2027-03-15");
  });

  it("never goes before today for a negative setting", () => {
    expect(minCheckinDate({ minCheckinDays: -5, timeZone: "UTC" }, now)).toBe("2026-11-22");
  });
  it("'the week starts on Sunday unless configured'", () => {
    expect(weekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
  it("names the organisation's first weekday in the visitor's language", () => {
    expect(weekStartName("en-US", 0)).toBe("Sunday");
    expect(weekStartName("fr-FR", 1)).toBe("lundi");
    expect(weekStartName("ar-SA", 6)).toBe("السبت");
  });
  it("reads a date field's day from a link only when it is a real YYYY-MM-DD day", () => {
    expect(realIsoDay("2026-12-31")).toBe("2026-12-31");
    expect(realIsoDay("2028-02-29")).toBe("2028-02-29");
    for (const bad of ["2026-02-30", "2026-13-01", "31/12/2026", "2026-12-31T00:00", '{"x":1}', "", undefined]) expect(realIsoDay(bad)).toBeUndefined();
  });
  it("adds days across month ends", () => {
    expect(addDays("2026-11-30", 2)).toBe("2026-12-02");
  });
});
