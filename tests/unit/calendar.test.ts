import { addDays, minCheckinDate, todayIn, weekdayOrder } from "@/lib/org/calendar";

describe("calendar rules — SPEC §9", () => {
  const now = new Date("2026-11-22T23:30:00Z");
  it("'Minimum check-in date = today plus the configured minCheckinDays', today being the org's date", () => {
    expect(minCheckinDate({ minCheckinDays: 0, timeZone: "UTC" }, now)).toBe("2026-11-22");
    expect(minCheckinDate({ minCheckinDays: 3, timeZone: "UTC" }, now)).toBe("2026-11-25");
    // Already 23 November in Tokyo.
    expect(todayIn("Asia/Tokyo", now)).toBe("2026-11-23");
    expect(minCheckinDate({ minCheckinDays: 1, timeZone: "Asia/Tokyo" }, now)).toBe("2026-11-24");
  });
  it("never goes before today for a negative setting", () => {
    expect(minCheckinDate({ minCheckinDays: -5, timeZone: "UTC" }, now)).toBe("2026-11-22");
  });
  it("'the week starts on Sunday unless configured'", () => {
    expect(weekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
  it("adds days across month ends", () => {
    expect(addDays("2026-11-30", 2)).toBe("2026-12-02");
  });
});
