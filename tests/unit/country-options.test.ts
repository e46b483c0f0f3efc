import { countryOptions } from "@/lib/places/names";

describe("countryOptions: a country picker in the visitor's language", () => {
  it("names each country in that language and sorts by the name as its readers do", () => {
    const options = countryOptions([{ code: "US" }, { code: "AT" }, { code: "DE" }, { code: "EG" }], "de-DE");
    expect(options).toEqual([
      { code: "EG", name: "Ägypten" },
      { code: "DE", name: "Deutschland" },
      { code: "AT", name: "Österreich" },
      { code: "US", name: "Vereinigte Staaten" },
    ]);
  });

  it("lists a code once, and keeps the list's own name for a code the runtime cannot name", () => {
    const options = countryOptions(
      [
        { code: "FR", fallback: "France" },
        { code: "TTO", fallback: "Trinidad (list name)" },
        { code: "FR", fallback: "France" },
      ],
      "en-US",
    );
    expect(options).toEqual([
      { code: "FR", name: "France" },
      { code: "TTO", name: "Trinidad (list name)" },
    ]);
  });
});
