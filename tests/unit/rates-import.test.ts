import { readFileSync } from "node:fs";
import path from "node:path";
import { detectFormat, parseEcbXml, parseRatesCsv, parseRatesFile } from "@/lib/locale/rates-import";
import { CURRENCIES } from "@/prisma/seed/reference-data";

const known = new Set(CURRENCIES.map((c) => c.code));
const today = new Date("2026-11-22T15:45:00Z");
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const opts = { known, today };
const rateOf = (rates: { code: string; rate: string; effectiveAt: Date }[], code: string, iso?: string) =>
  rates.find((r) => r.code === code && (!iso || r.effectiveAt.getTime() === day(iso).getTime()))?.rate;

describe("CSV: code,rate[,date] with rate = units per 1 USD", () => {
  it("reads rates with dates, normalised to at most 10 decimals, and adds USD = 1 for the day", () => {
    const r = parseRatesCsv("code,rate,date\nEUR,0.9345,2026-11-20\ngbp,0.7850,2026-11-20\n", opts);
    expect(r.problems).toEqual([]);
    expect(r.format).toBe("csv");
    expect(r.rates).toEqual([
      { code: "EUR", rate: "0.9345", effectiveAt: day("2026-11-20"), line: 2 },
      { code: "GBP", rate: "0.785", effectiveAt: day("2026-11-20"), line: 3 },
      { code: "USD", rate: "1", effectiveAt: day("2026-11-20"), line: 0 },
    ]);
  });
  it("a missing date column or an empty date means today (UTC midnight)", () => {
    expect(parseRatesCsv("code,rate\nEUR,0.93", opts).rates[0]?.effectiveAt).toEqual(day("2026-11-22"));
    expect(parseRatesCsv("code,rate,date\nEUR,0.93,", opts).rates[0]?.effectiveAt).toEqual(day("2026-11-22"));
  });
  it("tolerates a BOM, CRLF, blank lines, # comments, spaces, quotes and a capitalised header", () => {
    const r = parseRatesCsv('\ufeff# exported\r\nCode,Rate,Date\r\n\r\n "JPY" , 151.25 , 2026-11-21 \r\nUSD,1.000,2026-11-21\r\n', opts);
    expect(r.problems).toEqual([]);
    expect(rateOf(r.rates, "JPY")).toBe("151.25");
    expect(rateOf(r.rates, "USD")).toBe("1");
    expect(r.rates).toHaveLength(2); // the file's own USD row, not a second one
  });
  it("rounds a rate with more than 10 decimals half-up, as the NUMERIC(20,10) column would", () => {
    expect(rateOf(parseRatesCsv("code,rate\nEUR,0.123456789049", opts).rates, "EUR")).toBe("0.123456789");
    expect(rateOf(parseRatesCsv("code,rate\nEUR,0.12345678905", opts).rates, "EUR")).toBe("0.1234567891");
  });
  it("keeps several days apart, each with its own USD row", () => {
    const r = parseRatesCsv("code,rate,date\nEUR,0.92,2026-11-19\nEUR,0.93,2026-11-20", opts);
    expect(rateOf(r.rates, "EUR", "2026-11-19")).toBe("0.92");
    expect(rateOf(r.rates, "EUR", "2026-11-20")).toBe("0.93");
    expect(r.rates.filter((x) => x.code === "USD")).toHaveLength(2);
  });
});

describe("CSV: a malformed file is refused with every problem and its line, and yields no rates", () => {
  const bad = [
    "code,rate,date", //                 1
    "EUR,0.93,2026-11-20", //            2 fine — but the file as a whole is refused
    "XXX,1.5,2026-11-20", //             3 unknown currency
    "GBP,-0.79,2026-11-20", //           4 negative
    "JPY,0,2026-11-20", //               5 zero
    "AUD,abc,2026-11-20", //             6 not a number
    "CAD,Infinity,2026-11-20", //        7 not finite
    "BRL,5.40,2026-02-30", //            8 no such day
    "MXN,17.05,20.11.2026", //           9 not ISO
    "INR,83.2,2026-11-20,extra", //      10 too many fields
    "EUR,0.94,2026-11-20", //            11 duplicate of line 2
    "USD,1.01,2026-11-20", //            12 the base is 1
    "AED,0.00000000001,2026-11-20", //   13 rounds to 0
    "AED,12345678901,2026-11-21", //     14 too large for NUMERIC(20,10)
    "EU,0.9,2026-11-20", //              15 not three letters
    "EUR", //                            16 too few fields
  ].join("\n");
  const r = parseRatesCsv(bad, opts);
  it("lists the problems by line", () => {
    expect(r.rates).toEqual([]);
    expect(r.problems.map((p) => p.line)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    const at = (line: number) => r.problems.find((p) => p.line === line)?.message;
    expect(at(3)).toMatch(/XXX is not an active currency/);
    expect(at(4)).toMatch(/positive/);
    expect(at(8)).toMatch(/YYYY-MM-DD/);
    expect(at(11)).toMatch(/second rate for EUR on 2026-11-20 \(first on line 2\)/);
    expect(at(12)).toMatch(/USD is the base currency/);
    expect(at(14)).toMatch(/too large/);
  });
  it("needs the header first", () => {
    const noHeader = parseRatesCsv("EUR,0.93,2026-11-20\nGBP,0.79,2026-11-20", opts);
    expect(noHeader.problems[0]).toMatchObject({ line: 1, message: expect.stringMatching(/header/) });
    expect(noHeader.rates).toEqual([]);
  });
  it("an empty file or a header alone is a problem, not a silent success", () => {
    expect(parseRatesCsv("", opts).problems).toHaveLength(1);
    expect(parseRatesCsv("code,rate\n\n", opts).problems[0]?.message).toMatch(/no rates/);
  });
  it("refuses a currency the site does not offer", () => {
    const r2 = parseRatesCsv("code,rate\nCHF,0.88", opts);
    expect(r2.problems).toEqual([{ line: 2, message: "CHF is not an active currency of this site" }]);
  });
});

const ECB = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube>
    <Cube time='2026-11-20'>
      <Cube currency='USD' rate='1.0845'/>
      <Cube currency='JPY' rate='164.30'/>
      <Cube currency='CZK' rate='25.102'/>
      <Cube currency='GBP' rate='0.85670'/>
      <Cube currency="INR" rate="90.231"/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

describe("ECB XML: EUR-based, converted to units per 1 USD", () => {
  const r = parseEcbXml(ECB, opts);
  it("rate_per_USD(X) = rate_EUR(X) / rate_EUR(USD), to 10 decimals half-up", () => {
    expect(r.problems).toEqual([]);
    expect(rateOf(r.rates, "GBP")).toBe("0.7899492854"); //   0.8567 / 1.0845 = 0.78994928538…
    expect(rateOf(r.rates, "JPY")).toBe("151.4983863532"); // 164.30 / 1.0845 = 151.49838635315…
    expect(rateOf(r.rates, "INR")).toBe("83.2005532503"); //  90.231 / 1.0845 = 83.20055325034…
  });
  it("EUR itself = 1 / rate_EUR(USD); USD is exactly 1", () => {
    expect(rateOf(r.rates, "EUR")).toBe("0.9220839096"); // 1 / 1.0845 = 0.92208390963…
    expect(rateOf(r.rates, "USD")).toBe("1");
  });
  it("dates every rate by the group's time and skips currencies the site does not offer", () => {
    expect(new Set(r.rates.map((x) => x.effectiveAt.toISOString()))).toEqual(new Set(["2026-11-20T00:00:00.000Z"]));
    expect(r.skipped).toEqual(["CZK"]);
    expect(r.rates.map((x) => x.code).sort()).toEqual(["EUR", "GBP", "INR", "JPY", "USD"]);
  });
  it("reads the 90-day history format: several time groups", () => {
    const history = `<Cube><Cube time="2026-11-20"><Cube currency="USD" rate="1.08"/><Cube currency="GBP" rate="0.864"/></Cube>
      <Cube time="2026-11-19"><Cube currency="USD" rate="1.10"/><Cube currency="GBP" rate="0.88"/></Cube></Cube>`;
    const h = parseEcbXml(history, opts);
    expect(h.problems).toEqual([]);
    expect(rateOf(h.rates, "GBP", "2026-11-20")).toBe("0.8");
    expect(rateOf(h.rates, "GBP", "2026-11-19")).toBe("0.8");
    expect(rateOf(h.rates, "EUR", "2026-11-19")).toBe("0.9090909091");
  });
  it("the bundled samples parse cleanly", () => {
    const dir = path.join(__dirname, "../../prisma/data");
    const ecb = parseRatesFile(readFileSync(path.join(dir, "ecb-sample.xml"), "utf8"), opts);
    expect(ecb).toMatchObject({ format: "ecb", problems: [] });
    expect(ecb.rates.map((x) => x.code).sort()).toEqual([...known].filter((c) => c !== "AED").sort()); // the ECB lists no AED
    const csv = parseRatesFile(readFileSync(path.join(dir, "rates-sample.csv"), "utf8"), opts);
    expect(csv).toMatchObject({ format: "csv", problems: [] });
    expect(csv.rates.map((x) => x.code).sort()).toEqual([...known].sort());
  });
});

describe("ECB XML: malformed files", () => {
  const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split("\n").length;
  it("a group without USD cannot be converted", () => {
    const text = `<Cube>\n<Cube time='2026-11-20'>\n<Cube currency='GBP' rate='0.86'/>\n</Cube></Cube>`;
    expect(parseEcbXml(text, opts)).toMatchObject({ rates: [], problems: [{ line: 2, message: expect.stringMatching(/no USD rate/) }] });
  });
  it("reports a bad rate, a bad time and a bad code on their own lines", () => {
    const text = ECB.replace("rate='164.30'", "rate='abc'").replace("time='2026-11-20'", "time='20-11-2026'").replace("currency='CZK'", "currency='C1K'");
    const r = parseEcbXml(text, opts);
    expect(r.rates).toEqual([]);
    expect(r.problems.map((p) => p.line)).toEqual([lineOf(text, "time="), lineOf(text, "abc"), lineOf(text, "C1K")]);
  });
  it("a negative or zero rate is refused", () => {
    expect(parseEcbXml(ECB.replace("rate='0.85670'", "rate='-0.8567'"), opts).problems).toHaveLength(1);
    expect(parseEcbXml(ECB.replace("rate='1.0845'", "rate='0'"), opts).problems.length).toBeGreaterThan(0);
  });
  it("a file cut short, a rate outside a group, or no groups at all", () => {
    expect(parseEcbXml(ECB.slice(0, ECB.indexOf('rate="90.231"') + 8), opts).problems[0]?.message).toMatch(/not closed/);
    expect(parseEcbXml("<Cube><Cube currency='USD' rate='1.08'/></Cube>", opts).problems[0]?.message).toMatch(/outside/);
    expect(parseEcbXml("<html><body>Service unavailable</body></html>", opts).problems[0]?.message).toMatch(/Not an ECB/);
  });
});

describe("format detection", () => {
  it("XML starts with '<' (after a BOM or whitespace); anything else is CSV", () => {
    expect(detectFormat(ECB)).toBe("ecb");
    expect(detectFormat("\ufeff  <Cube/>")).toBe("ecb");
    expect(detectFormat("code,rate\nEUR,0.9")).toBe("csv");
  });
});
