import { birthRange } from "@/lib/suppliers/flights/birth-range";

describe("birthRange: the birth dates each passenger type may have over the whole trip", () => {
  it("an adult is 12 or over on the first day", () => {
    expect(birthRange("adult", "2027-06-10", "2027-06-20")).toEqual({ min: "1900-01-01", max: "2015-06-10" });
  });

  it("a child is under 12 on the first day and 2 or over on the last", () => {
    expect(birthRange("child", "2027-06-10", "2027-06-20")).toEqual({ min: "2015-06-11", max: "2025-06-20" });
  });

  it("an infant is under 2 on the last day; 29 February falls back to the 28th in a common year", () => {
    expect(birthRange("infant", "2028-02-20", "2028-02-29").min).toBe("2026-03-01");
    expect(birthRange("adult", "2028-02-29", "2028-03-05").max).toBe("2016-02-29");
    expect(birthRange("child", "2027-01-01", "2028-02-29").max).toBe("2026-02-28");
  });
});
