import { AGE_RANGES, ZAccountUpdate, ZTravelerInput, ZTravelProfile } from "@/lib/account/schemas";
import { effectiveQuoteStatus, quotePrice } from "@/lib/agent/quote-price";
import { ZCreateQuote } from "@/lib/agent/schemas";
import { newAgentReference } from "@/lib/agent/agent-booking";

describe("SPEC §3 age ranges", () => {
  it('"Age ranges: 18 to 25, 26 to 30, 31 to 40, 41 to 50, 51 to 60, above to 60." — the list, in order, spelled as the spec does', () => {
    expect(AGE_RANGES).toEqual(["18 to 25", "26 to 30", "31 to 40", "41 to 50", "51 to 60", "above to 60"]);
  });

  it("travel profile and travellers accept only those ranges", () => {
    expect(ZTravelProfile.safeParse({ ageRange: "above to 60" }).success).toBe(true);
    expect(ZTravelProfile.safeParse({ ageRange: "61 to 70" }).success).toBe(false);
    expect(ZTravelerInput.safeParse({ title: 1, firstName: "Ana", lastName: "Lopez", ageRange: "18 to 25" }).success).toBe(true);
    expect(ZTravelerInput.safeParse({ title: 1, firstName: "Ana", lastName: "Lopez", ageRange: "17" }).success).toBe(false);
  });
});

describe("profile validation", () => {
  it('SPEC §5 "phone number digits only, max length 15" and the name-character check apply to profile edits', () => {
    const base = { title: 2, firstName: "Zoë", lastName: "O'Neil" };
    expect(ZAccountUpdate.safeParse(base).success).toBe(true);
    expect(ZAccountUpdate.safeParse({ ...base, mobileNo: "12a4" }).success).toBe(false);
    expect(ZAccountUpdate.safeParse({ ...base, mobileNo: "1234567890123456" }).success).toBe(false);
    expect(ZAccountUpdate.safeParse({ ...base, firstName: "R2-D2" }).success).toBe(false);
    expect(ZAccountUpdate.safeParse({ ...base, phoneCountryCode: "GB", mobileNo: "7400123456" }).success).toBe(true);
    expect(ZAccountUpdate.safeParse({ ...base, phoneCountryCode: "GB", mobileNo: "7700900123" }).success).toBe(false);
  });

  it("a profile edit cannot smuggle the e-mail, user type or credit limit in", () => {
    expect(ZAccountUpdate.safeParse({ title: 2, firstName: "A", lastName: "B", email: "x@y.test" }).success).toBe(false);
    expect(ZAccountUpdate.safeParse({ title: 2, firstName: "A", lastName: "B", userType: 1 }).success).toBe(false);
  });

  it("a traveller cannot be born in the future", () => {
    expect(ZTravelerInput.safeParse({ title: 1, firstName: "A", lastName: "B", dateOfBirth: "2999-01-01" }).success).toBe(false);
  });
});

describe("agent quotes", () => {
  it("the total is the catalogue price plus the markup, rounded to the minor unit", () => {
    expect(quotePrice(22_000, 10)).toEqual({ baseMinor: 22_000, markupMinor: 2_200, totalMinor: 24_200 });
    expect(quotePrice(999, 12.5)).toEqual({ baseMinor: 999, markupMinor: 125, totalMinor: 1_124 });
    expect(quotePrice(10_000, 0)).toEqual({ baseMinor: 10_000, markupMinor: 0, totalMinor: 10_000 });
  });

  it("a quote past its expiry is expired unless it was booked", () => {
    const now = new Date("2027-01-10T12:00:00Z");
    expect(effectiveQuoteStatus("SENT", new Date("2027-01-10T11:59:59Z"), now)).toBe("EXPIRED");
    expect(effectiveQuoteStatus("DRAFT", new Date("2027-01-11T00:00:00Z"), now)).toBe("DRAFT");
    expect(effectiveQuoteStatus("BOOKED", new Date("2027-01-01T00:00:00Z"), now)).toBe("BOOKED");
  });

  it("markup is 0–50 %, validity 1–30 days", () => {
    const base = { clientId: 1, propertyId: 1, roomTypeId: 1, checkIn: "2030-01-01", checkOut: "2030-01-03", guests: 2 };
    expect(ZCreateQuote.safeParse({ ...base, markupPercent: 50 }).success).toBe(true);
    expect(ZCreateQuote.safeParse({ ...base, markupPercent: -1 }).success).toBe(false);
    expect(ZCreateQuote.safeParse({ ...base, markupPercent: 51 }).success).toBe(false);
    expect(ZCreateQuote.safeParse({ ...base, markupPercent: 5, validDays: 31 }).success).toBe(false);
  });

  it("the agent's reference names the agent and is unambiguous to read out", () => {
    for (let i = 0; i < 50; i++) expect(newAgentReference(42)).toMatch(/^A42-[A-HJ-NP-Z2-9]{6}$/);
  });
});
