import { isRealDay, REAL_DATE, zIsoDate } from "@/lib/zod-date";
import { ZCreateQuote } from "@/lib/agent/schemas";
import { ZBookStay } from "@/lib/booking/schemas";

/**
 * Developers' guide: "Bad input gets a clear error … never a 500". A day with the right shape that the calendar does
 * not have (2027-02-30) passed the date fields that only checked the shape, became an invalid Date and failed in the
 * database; every date field of the request schemas now refuses it with one field message.
 */
describe("zIsoDate: a calendar day the calendar has", () => {
  it("takes real days, leap days included", () => {
    for (const day of ["2027-01-31", "2028-02-29", "2027-12-31"]) expect([day, isRealDay(day)]).toEqual([day, true]);
  });

  it("refuses days that do not exist with 'Use a real date', and other shapes with the field's example", () => {
    for (const day of ["2027-02-29", "2027-02-30", "2027-04-31", "2027-99-99", "2027-00-10"]) {
      const r = zIsoDate().safeParse(day);
      expect([day, r.error?.issues.map((i) => i.message)]).toEqual([day, [REAL_DATE]]);
    }
    // One message a field: a wrong shape is not also "not a real date".
    expect(
      zIsoDate("Use a date like 1990-01-31")
        .safeParse("31/01/1990")
        .error?.issues.map((i) => i.message),
    ).toEqual(["Use a date like 1990-01-31"]);
  });

  it("guards the agent's quote and the stay booking", () => {
    const quote = ZCreateQuote.safeParse({
      clientId: 1,
      propertyId: 1,
      roomTypeId: 1,
      checkIn: "2031-02-30",
      checkOut: "2031-03-02",
      guests: 2,
      markupPercent: 5,
    });
    expect(quote.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["checkIn", REAL_DATE]]);
    const stay = ZBookStay.safeParse({ checkIn: "2031-04-31" });
    expect(stay.error?.issues.find((i) => i.path[0] === "checkIn")?.message).toBe(REAL_DATE);
  });
});
