import { call, type CallOptions } from "../support/http";
import { counted } from "../support/cache-stats";
import { closeTestDb } from "../support/factories";

/**
 * The country and nationality lists a visitor picks from are in the visitor's language (the lan_code cookie or
 * ?lang=, SPEC §9): English keeps the lists' own names and demonyms, other languages name countries from CLDR.
 */
afterAll(closeTestDb);

type Nationality = { nationalityId: number; nationalityName: string; nationalityCode: string };
type Country = { countryId: number; countryName: string; countryCode: string };

/** As a browser posts the empty body: with its length declared, so the web server's micro-cache may keep the answer. */
const post = (path: string, opts: CallOptions = {}) =>
  call(path, { ...opts, rawBody: "{}", headers: { "content-type": "application/json", "content-length": "2" } });

async function list<T>(path: string, opts: CallOptions = {}): Promise<T[]> {
  const res = await post(path, opts);
  expect(res.status).toBe(200);
  return (await res.json()).data;
}

const named = <T extends { nationalityCode?: string; countryCode?: string }>(rows: T[], code: string) =>
  rows.find((r) => (r.nationalityCode ?? r.countryCode) === code);

describe("reference lists in the visitor's language", () => {
  it("nationalities: English demonyms; Arabic country names with the default entry first, then sorted", async () => {
    const english = await list<Nationality>("/api/general/getNationalities");
    expect(english[0]).toEqual({ nationalityId: 1, nationalityName: "American", nationalityCode: "US" });
    expect(named(english, "FR")?.nationalityName).toBe("French");

    const arabic = await list<Nationality>("/api/general/getNationalities", { cookies: { lan_code: "ar-SA" } });
    expect(arabic[0]).toEqual({ nationalityId: 1, nationalityName: "الولايات المتحدة", nationalityCode: "US" });
    expect(named(arabic, "FR")).toEqual({ ...named(english, "FR"), nationalityName: "فرنسا" });
    expect(arabic).toHaveLength(english.length);
    const rest = arabic.slice(1).map((n) => n.nationalityName);
    expect(rest).toEqual([...rest].sort(new Intl.Collator("ar", { sensitivity: "base" }).compare));
  });

  it("countries: ?lang= names them too, and a row the runtime cannot name keeps the list's name", async () => {
    const german = await list<Country>("/api/general/getCountry?lang=de-DE");
    expect(named(german, "DE")?.countryName).toBe("Deutschland");
    expect(named(german, "US")?.countryName).toBe("Vereinigte Staaten");
    expect(named(german, "TTO")?.countryName).toBe("Trinidad and Tobago");
    const english = await list<Country>("/api/getCountryCat");
    expect(named(english, "DE")?.countryName).toBe("Germany");
    expect(english.map((c) => c.countryId)).toEqual([...english.map((c) => c.countryId)].sort((a, b) => a - b));
  });

  it("one language's answer is never served to another from the web server's memory", async () => {
    const path = "/api/getNationalityCat";
    for (let i = 0; i < 3; i++) expect(named(await list<Nationality>(path), "ES")?.nationalityName).toBe("Spanish");
    const spanish = { cookies: { lan_code: "es-ES" } };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await counted(() => post(path, spanish)));
    for (const { res } of answers) expect(named((await res.json()).data as Nationality[], "ES")?.nationalityName).toBe("España");
    expect(answers[2]!.microHit).toBe(true);
  });
});
