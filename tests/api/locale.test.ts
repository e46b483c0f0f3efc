import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { db } from "@/lib/db";
import { deliver } from "@/lib/events/bus";
import { currentRates, rateHistory } from "@/lib/locale/rates";
import { importRates } from "@/lib/locale/rates-import";
import { CURRENCIES, LANGUAGES } from "@/prisma/seed/reference-data";
import { call } from "../support/http";
import { counted } from "../support/cache-stats";
import { closeTestDb, testDb } from "../support/factories";

const root = path.resolve(__dirname, "../..");
const tmp = mkdtempSync(path.join(tmpdir(), "rates-import-"));

afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  await db.$disconnect();
  await closeTestDb();
});

const info = (opts: Parameters<typeof call>[1] = {}) => call("/api/layout/getCurrencyinfo", { body: {}, ...opts });
const rate = (body: unknown) => call("/api/general/getCurrencyRate", { body });

describe("POST /api/layout/getCurrencyinfo — SPEC §3 'Locale state: currencies, languages, defaults, current currency and language'", () => {
  it("lists every active currency as SPEC §3 'Currency: id, name, code, flag, status' and languages as 'id, name, code'", async () => {
    const res = await info();
    expect(res.status).toBe(200);
    const { status, data } = await res.json();
    expect(status).toBe(1);
    expect(Object.keys(data).sort()).toEqual(["currencies", "currentCurrency", "currentLanguage", "defaults", "languages"]);
    expect(data.currencies.map((c: { code: string }) => c.code).sort()).toEqual(CURRENCIES.map((c) => c.code).sort());
    for (const c of data.currencies) expect(Object.keys(c).sort()).toEqual(["code", "flag", "id", "name", "status"]);
    expect(data.currencies.find((c: { code: string }) => c.code === "USD")).toEqual({ id: 9, name: "US Dollar", code: "USD", flag: "us.svg", status: 1 });
    expect(data.languages).toEqual(LANGUAGES.map(({ id, name, code }) => ({ id, name, code })));
  });

  it("SPEC §9 'Defaults: language en-US …, currency USD (id 9)'; a first visit is in those", async () => {
    const { data } = await (await info()).json();
    expect(data.defaults).toEqual({ language: "en-US", currency: "USD", currencyId: 9 });
    expect(data).toMatchObject({ currentCurrency: "USD", currentLanguage: "en-US" });
  });

  it("answers for the partner organisation's host with its own defaults and the visitor's choice", async () => {
    const res = await info({ host: "partner.localhost", cookies: { lan_code: "fr-FR", currency_code: "GBP" } });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.defaults).toEqual({ language: "en-US", currency: "USD", currencyId: 9 });
    expect(data).toMatchObject({ currentCurrency: "GBP", currentLanguage: "fr-FR" });
  });

  it("SPEC §9 'The currency_code cookie selects the currency': EUR → currentCurrency EUR; an unknown one → USD", async () => {
    expect((await (await info({ cookies: { currency_code: "EUR" } })).json()).data.currentCurrency).toBe("EUR");
    expect((await (await info({ cookies: { currency_code: "eur" } })).json()).data.currentCurrency).toBe("EUR");
    expect((await (await info({ cookies: { currency_code: "XXX" } })).json()).data.currentCurrency).toBe("USD");
  });

  it("takes a bare POST (the payload is not shown) and refuses a body that is not an object", async () => {
    expect((await call("/api/layout/getCurrencyinfo", { method: "POST" })).status).toBe(200);
    expect((await call("/api/layout/getCurrencyinfo", { body: [1, 2] })).status).toBe(400);
  });

  it("issue #17: identical calls are answered from the web server's micro-cache, which changes no other answer", async () => {
    const cookies = { lan_code: "de-DE", currency_code: "CAD" };
    // As browsers send it: a declared length (node:http would otherwise send the body chunked, which is never cached).
    const headers = { "content-length": "2" };
    const calls = [];
    for (let i = 0; i < 3; i++) calls.push(await counted(() => info({ cookies, headers })));
    // The first call of a kind goes to the route; by the third the answer is served from memory (the second, too,
    // once an earlier call taught the server this route's policy). The operators' counters tell; no answer says.
    expect(calls.map((c) => c.microHit)).toEqual([false, expect.any(Boolean), true]);
    const answers = calls.map((c) => c.res);
    const [stored, served] = [await answers[1]!.json(), await answers[2]!.json()];
    expect(served).toEqual(stored);
    expect(served.data).toMatchObject({ currentCurrency: "CAD", currentLanguage: "de-DE" });
    expect(answers[2]!.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(answers[2]!.headers.get("x-content-type-options")).toBe("nosniff");
    // Requests that differ in what the answer or the checks before it read never get the stored answer.
    expect((await (await info({ cookies: { ...cookies, currency_code: "EUR" }, headers })).json()).data.currentCurrency).toBe("EUR");
    expect((await info({ cookies, headers: { ...headers, origin: "https://evil.example" } })).status).toBe(403);
    expect((await info({ cookies, headers: { ...headers, "content-type": "text/plain" } })).status).toBe(415);
    expect((await call("/api/layout/getCurrencyinfo", { cookies, body: [1, 2], headers: { "content-length": "5" } })).status).toBe(400);
    expect((await info({ cookies, headers, host: "unknown.example" })).status).toBe(404);
  });
});

describe("POST /api/general/getCurrencyRate — SPEC §7 '{fromCurrency, toCurrency, all}; reads roeRate'", () => {
  it("USD → EUR is the seeded 0.92, without roes unless asked", async () => {
    const res = await rate({ fromCurrency: "USD", toCurrency: "EUR" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 1, data: { fromCurrency: "USD", toCurrency: "EUR", roeRate: 0.92 } });
  });

  it("EUR → GBP goes through USD: 0.79 / 0.92 = 0.8586956522 (10 decimals); lower-case codes are accepted", async () => {
    const { data } = await (await rate({ fromCurrency: "eur", toCurrency: " gbp ", all: false })).json();
    expect(data).toEqual({ fromCurrency: "EUR", toCurrency: "GBP", roeRate: 0.8586956522 });
  });

  it("SPEC §7 'fromCurrency USD, toCurrency the current currency, all true; it reads a roes list of currency and rate'", async () => {
    const { data } = await (await rate({ fromCurrency: "USD", toCurrency: "JPY", all: true })).json();
    expect(data.roeRate).toBe(151.5);
    // SPEC §3 "Currency rate: code, rate (relative to USD)": every seeded currency at its seeded rate.
    expect(data.roes).toEqual(CURRENCIES.map((c) => ({ currency: c.code, rate: Number(c.rate) })).sort((a, b) => a.currency.localeCompare(b.currency)));
  });

  it("with all=true from another currency, roes are relative to it", async () => {
    const { data } = await (await rate({ fromCurrency: "EUR", toCurrency: "USD", all: true })).json();
    const roes = new Map(data.roes.map((r: { currency: string; rate: number }) => [r.currency, r.rate]));
    expect(data.roeRate).toBe(1.0869565217);
    expect(roes.get("EUR")).toBe(1);
    expect(roes.get("USD")).toBe(1.0869565217);
    expect(roes.get("JPY")).toBe(164.6739130435); // 151.5 / 0.92
  });

  it("an unknown code is a 400 naming the field", async () => {
    const res = await rate({ fromCurrency: "USD", toCurrency: "XYZ", all: true });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ status: 0, message: "Unknown currency", error: { code: "VALIDATION_FAILED" } });
    expect(body.error.fields).toEqual([{ path: "toCurrency", message: "Unknown currency" }]);
    const both = await (await rate({ fromCurrency: "ABC", toCurrency: "XYZ" })).json();
    expect(both.error.fields.map((f: { path: string }) => f.path)).toEqual(["fromCurrency", "toCurrency"]);
  });

  it.each([
    ["a number for a code", { fromCurrency: 840, toCurrency: "EUR" }, "fromCurrency"],
    ["a code that is not three letters", { fromCurrency: "USD", toCurrency: "EURO" }, "toCurrency"],
    ["a missing code", { fromCurrency: "USD" }, "toCurrency"],
    ["all as a string", { fromCurrency: "USD", toCurrency: "EUR", all: "yes" }, "all"],
    ["null for a code", { fromCurrency: null, toCurrency: "EUR" }, "fromCurrency"],
  ])("wrong types are a 400 with field reasons: %s", async (_, body, field) => {
    const res = await rate(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.map((f: { path: string }) => f.path)).toContain(field);
  });

  it("a 1 MB string is refused (413 over the 1 MiB cap, 400 below it), never a 5xx", async () => {
    const over = await rate({ fromCurrency: "x".repeat(1024 * 1024), toCurrency: "EUR" });
    expect(over.status).toBe(413);
    const under = await rate({ fromCurrency: "x".repeat(1000 * 1000), toCurrency: "EUR" });
    expect(under.status).toBe(400);
  });

  it("hostile input never produces a 5xx", async () => {
    const bodies = [
      "null",
      "[]",
      '"USD"',
      "{",
      '{"fromCurrency":{"$ne":1},"toCurrency":"EUR"}',
      '{"fromCurrency":"US\\u0000D","toCurrency":"EUR"}',
      '{"fromCurrency":"USD","toCurrency":"EUR","all":1}',
    ];
    for (const rawBody of bodies) {
      const res = await call("/api/general/getCurrencyRate", { rawBody, headers: { "content-type": "application/json" } });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});

describe("npm run rates:import (lib/locale/rates-import.ts) against the test database", () => {
  const today = new Date();
  const todayIso = today.toISOString().slice(0, 10);
  // AUD, which no other suite prices in: the suites that run beside this one read EUR at its seeded 0.92.
  const fileName = `aud-today-${process.pid}.csv`;
  const newAud = 1.5345;

  afterAll(async () => {
    // Back to the seeded rates for whatever runs next (the server hears of it as of the import).
    await testDb().currencyRate.deleteMany({ where: { source: `csv:${fileName}` } });
  });

  it("a malformed file writes nothing and reports the lines at fault", async () => {
    const before = await testDb().currencyRate.count();
    const result = await importRates(testDb(), `code,rate,date\nGBP,0.7777,${todayIso}\nEUR,-1,${todayIso}\nXXX,2,${todayIso}\n`, { fileName: "bad.csv" });
    expect(result).toEqual({
      ok: false,
      format: "csv",
      problems: [
        { line: 3, message: 'Rate must be positive, got "-1"' },
        { line: 4, message: "XXX is not an active currency of this site" },
      ],
    });
    expect(await testDb().currencyRate.count()).toBe(before);
    expect(await testDb().currencyRate.findFirst({ where: { currencyCode: "GBP", rate: "0.7777" } })).toBeNull();
  });

  it("a CSV changing AUD today is stored (USD = 1 beside it) and getCurrencyRate answers it within a second", async () => {
    const result = await importRates(testDb(), `code,rate\nAUD,${newAud}\n`, { fileName });
    const committed = Date.now();
    expect(result).toMatchObject({ ok: true, format: "csv", written: 2, created: 2, replaced: 0, days: [todayIso] });

    // The server heard the database announce the import (migration rates_change_notify): a request made within a
    // second of the commit answers the new rate, its kept rates and kept answers gone (lib/cache/seam.ts).
    let roeRate: number | undefined;
    let askedAt = committed;
    while (askedAt - committed <= 1000) {
      askedAt = Date.now();
      ({ roeRate } = (await (await rate({ fromCurrency: "USD", toCurrency: "AUD" })).json()).data);
      if (roeRate === newAud) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect({ roeRate, askedWithinOneSecond: askedAt - committed <= 1000 }).toEqual({ roeRate: newAud, askedWithinOneSecond: true });

    const history = await rateHistory("AUD", 2);
    expect(history[0]).toMatchObject({ rate: String(newAud), source: `csv:${fileName}` });
    expect(history[0]!.effectiveAt.toISOString()).toBe(`${todayIso}T00:00:00.000Z`);
    expect(history[1]).toMatchObject({ rate: "1.521", source: "seed" });
    // This test process hears no database notices: it is told, as an importing web process would tell itself.
    deliver({ topic: "rates" });
    expect((await currentRates()).get("AUD")).toBe(String(newAud));
    const again = await importRates(testDb(), `code,rate\nAUD,${newAud}\n`, { fileName });
    expect(again).toMatchObject({ ok: true, created: 0, replaced: 2 }); // upsert on (currencyCode, effectiveAt)
  });

  describe("the command line", () => {
    const cli = (...args: string[]) =>
      promisify(execFile)(path.join(root, "node_modules/.bin/tsx"), ["scripts/rates-import.ts", ...args], {
        cwd: root,
        env: { ...process.env, NODE_OPTIONS: "" },
      }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
      );

    it("checks the bundled ECB and CSV samples with --dry-run and writes nothing", async () => {
      const before = await testDb().currencyRate.count();
      const ecb = await cli("--dry-run", "prisma/data/ecb-sample.xml");
      expect(ecb).toMatchObject({ code: 0 });
      expect(ecb.stdout).toMatch(/\(ecb\): would write 9 rate\(s\) for 2026-11-20/);
      expect(ecb.stdout).toMatch(/Skipped currencies this site does not offer: BGN, CHF/);
      const csv = await cli("--dry-run", "prisma/data/rates-sample.csv");
      expect(csv).toMatchObject({ code: 0 });
      expect(csv.stdout).toMatch(/\(csv\): would write 10 rate\(s\) for 2026-11-20/);
      expect(await testDb().currencyRate.count()).toBe(before);
    }, 30_000);

    it("exits 1 with the problems by line for a bad file, and with usage for no file", async () => {
      const bad = path.join(tmp, "bad.csv");
      writeFileSync(bad, "code,rate\nEUR,0.9\nGBP,zero\n");
      const result = await cli(bad);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/1 problem\(s\), nothing was written/);
      expect(result.stderr).toMatch(/line 3: Rate must be a positive number, got "zero"/);
      expect((await cli()).code).toBe(1);
    }, 30_000);
  });
});
