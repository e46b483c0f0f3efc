import { directorRedirect, savingsHash } from "@/lib/savings/cvt";

describe("SPEC §7 'The savings hash is the sha256 hex of the programme id repeated twice together with the member id, joined by dashes'", () => {
  it("hashes 'programme-programme-member' (known vector)", () => {
    // sha256("TRAVELSAVER-PROGRAM-TRAVELSAVER-PROGRAM-TSV-42")
    expect(savingsHash("TRAVELSAVER-PROGRAM", "TSV-42")).toBe("653c2d61da912090a6ec3a12371d39a551cd250e898836679740b83ddee6be29");
  });
  it("SPEC §2 'redirect to the savings programme's director page with query parameter cvt holding a hashed member id'", () => {
    const url = new URL(directorRedirect("https://savings.example/director?lang=en", "TRAVELSAVER-PROGRAM", "TSV-42"));
    expect(url.searchParams.get("cvt")).toBe(savingsHash("TRAVELSAVER-PROGRAM", "TSV-42"));
    expect(url.searchParams.get("lang")).toBe("en");
  });
});
