import { anonymiseTravellers } from "@/lib/account/anonymise-travellers";

describe("a deleted member's travellers on the bookings the organisation keeps", () => {
  it("keeps only a placeholder name and what the price depended on; passports, birth dates and contacts go", () => {
    const passengers = [
      {
        type: "adult",
        title: "mr",
        firstName: "Ada",
        lastName: "Lovelace",
        bornOn: "1990-02-03",
        nationality: "GB",
        email: "ada@example.com",
        phone: "+442071234567",
        document: { type: "passport", number: "123456789", expiresOn: "2031-01-01", issuingCountry: "GB" },
      },
      { type: "infant_without_seat", firstName: "Byron", lastName: "Lovelace", bornOn: "2026-01-01" },
    ];
    expect(anonymiseTravellers(passengers)).toEqual([
      { type: "adult", firstName: "Deleted", lastName: "Member", document: { type: "passport" } },
      { type: "infant_without_seat", firstName: "Deleted", lastName: "Member" },
    ]);
  });
  it("works on a single driver or a lead guest object, and on nothing", () => {
    expect(anonymiseTravellers({ driver: { givenName: "Ada", familyName: "L", ageRange: "30-65", licence: "X1" } })).toEqual({
      driver: { givenName: "Deleted", familyName: "Member", ageRange: "30-65" },
    });
    expect(anonymiseTravellers(null)).toBeNull();
    expect(JSON.stringify(anonymiseTravellers([{ firstName: "Ada", notes: "allergic to nuts" }]))).not.toMatch(/Ada|nuts/);
  });
});
