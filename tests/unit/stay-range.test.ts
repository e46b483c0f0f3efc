import { completeRange, isoToLocal, localToIso, nightsBetween, pickDay } from "@/lib/org/stay-range";

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
