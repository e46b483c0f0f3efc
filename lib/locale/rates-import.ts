import type { PrismaClient } from "@/lib/generated/prisma/client";
import { divide, ONE, parseDecimal, toDecimalString, type Fraction } from "./decimal";

/**
 * `npm run rates:import`: currency rates from a CSV (`code,rate[,date]`, rate = units per 1 USD) or from the ECB's
 * daily reference-rate XML (EUR-based, converted to USD). Parsing is pure and reports every problem with its line;
 * the write happens only for a clean file, in one transaction, so a bad file changes nothing.
 */

export type RateFormat = "csv" | "ecb";
/** One rate to store: units of `code` per 1 USD from `effectiveAt` (UTC midnight of its date). */
export type ImportedRate = { code: string; rate: string; effectiveAt: Date; line: number };
export type ImportProblem = { line: number; message: string };
export type ParsedRates = {
  format: RateFormat;
  rates: ImportedRate[];
  problems: ImportProblem[];
  /** ECB currencies this site does not offer (the feed lists about 30): left out, not an error. */
  skipped: string[];
};
export type ParseOptions = {
  /** Active currency codes (Currency.status = 1); only these may be imported. */
  known: ReadonlySet<string>;
  /** "Today" for rows without a date (UTC); defaults to now. */
  today?: Date;
};

/** CurrencyRate.rate is NUMERIC(20,10): ten decimals, at most ten integer digits. */
const RATE_DECIMALS = 10;
const MAX_RATE_INTEGER_DIGITS = 10;
const BASE = "USD";
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function detectFormat(text: string): RateFormat {
  return stripBom(text).trimStart().startsWith("<") ? "ecb" : "csv";
}

export function parseRatesFile(text: string, options: ParseOptions): ParsedRates {
  return detectFormat(text) === "ecb" ? parseEcbXml(text, options) : parseRatesCsv(text, options);
}

// ───────────── CSV ─────────────

/**
 * `code,rate[,date]` with that header first; blank lines and `#` comments are ignored. An empty or missing date is
 * today. Every row must name an active currency with a positive rate; USD, the base, may only be 1.
 */
export function parseRatesCsv(text: string, options: ParseOptions): ParsedRates {
  const problems: ImportProblem[] = [];
  const rows: ImportedRate[] = [];
  const today = utcDay(options.today ?? new Date());
  let columns: string[] | null = null;

  stripBom(text)
    .split(/\r\n|\n|\r/)
    .forEach((raw, index) => {
      const line = index + 1;
      if (raw.trim() === "" || raw.trimStart().startsWith("#")) return;
      const fields = raw.split(",").map(unquote);
      if (!columns) {
        const header = fields.map((f) => f.toLowerCase());
        if (header.join(",") === "code,rate" || header.join(",") === "code,rate,date") columns = header;
        else {
          problems.push({ line, message: `Expected the header "code,rate" or "code,rate,date", got "${clip(raw)}"` });
          columns = ["code", "rate", "date"]; // keep checking the rows, so one run lists every problem
        }
        return;
      }
      if (fields.length > columns.length || fields.length < 2) {
        problems.push({ line, message: `Expected ${columns.length} fields (${columns.join(",")}), got ${fields.length}` });
        return;
      }
      const [code = "", rateText = "", dateText = ""] = fields;
      const effectiveAt = dateText === "" ? today : parseDay(dateText);
      const rate = checkRate(rateText);
      const codeProblem = checkCode(code.toUpperCase(), options.known);
      if (codeProblem) problems.push({ line, message: codeProblem });
      if (!effectiveAt) problems.push({ line, message: `Date must be YYYY-MM-DD, got "${clip(dateText)}"` });
      if (typeof rate !== "string") problems.push({ line, message: rate.problem });
      else if (code.toUpperCase() === BASE && rate !== "1") problems.push({ line, message: "USD is the base currency: its rate is always 1" });
      if (!codeProblem && effectiveAt && typeof rate === "string") rows.push({ code: code.toUpperCase(), rate, effectiveAt, line });
    });

  if (!columns) problems.push({ line: 1, message: 'The file is empty: expected the header "code,rate[,date]" and rates' });
  else if (rows.length === 0 && problems.length === 0) problems.push({ line: 1, message: "The file has no rates" });
  return finish("csv", rows, problems, []);
}

// ───────────── ECB XML ─────────────

/**
 * The ECB's eurofxref format: `<Cube time="2026-11-20">` groups of `<Cube currency="USD" rate="1.0845"/>`, all per
 * 1 EUR (the daily file has one group, the 90-day history many). Converted to USD: X per USD = X per EUR ÷ USD per
 * EUR, and EUR per USD = 1 ÷ USD per EUR. Read with a tolerant tag scanner — the format is flat and fixed, and
 * attributes may use either quote.
 */
export function parseEcbXml(text: string, options: ParseOptions): ParsedRates {
  const source = stripBom(text);
  const problems: ImportProblem[] = [];
  const groups: { line: number; day: Date | null; entries: { line: number; code: string; rate: string }[] }[] = [];
  const lineAt = lineCounter(source);

  for (const match of source.matchAll(/<Cube\b([^<>]*)(>?)/g)) {
    const line = lineAt(match.index);
    if (!match[2]) {
      problems.push({ line, message: "A <Cube> tag is not closed (is the file cut short?)" });
      continue;
    }
    const attrs = attributes(match[1] ?? "");
    if (attrs.time !== undefined) {
      const day = parseDay(attrs.time);
      if (!day) problems.push({ line, message: `time must be YYYY-MM-DD, got "${clip(attrs.time)}"` });
      groups.push({ line, day, entries: [] });
    } else if (attrs.currency !== undefined || attrs.rate !== undefined) {
      const group = groups.at(-1);
      if (!group) problems.push({ line, message: "A rate outside any <Cube time=…> group" });
      else group.entries.push({ line, code: (attrs.currency ?? "").toUpperCase(), rate: attrs.rate ?? "" });
    }
  }
  if (groups.length === 0) {
    problems.push({ line: 1, message: 'Not an ECB reference-rate file: no <Cube time="YYYY-MM-DD"> found' });
    return finish("ecb", [], problems, []);
  }

  const rows: ImportedRate[] = [];
  const skipped = new Set<string>();
  for (const group of groups) {
    const perEur = new Map<string, { line: number; rate: Fraction }>();
    for (const entry of group.entries) {
      if (!/^[A-Z]{3}$/.test(entry.code)) problems.push({ line: entry.line, message: `Currency code must be three letters, got "${clip(entry.code)}"` });
      const rate = parseDecimal(entry.rate);
      if (!rate || rate.num <= 0n) problems.push({ line: entry.line, message: `Rate must be a positive number, got "${clip(entry.rate)}"` });
      else perEur.set(entry.code, { line: entry.line, rate });
    }
    const usd = perEur.get(BASE);
    if (!usd) {
      problems.push({ line: group.line, message: "This group has no USD rate, so it cannot be converted to USD" });
      continue;
    }
    if (!group.day) continue;
    const perUsd: [code: string, line: number, rate: Fraction][] = [["EUR", group.line, divide(ONE, usd.rate)]];
    for (const [code, { line, rate }] of perEur) perUsd.push([code, line, divide(rate, usd.rate)]);
    for (const [code, line, exact] of perUsd) {
      if (!options.known.has(code)) {
        skipped.add(code);
        continue;
      }
      const rate = checkRate(toDecimalString(exact, RATE_DECIMALS));
      if (typeof rate !== "string") problems.push({ line, message: `${code}: ${rate.problem}` });
      else rows.push({ code, rate: code === BASE ? "1" : rate, effectiveAt: group.day, line });
    }
  }
  return finish("ecb", rows, problems, [...skipped].sort());
}

// ───────────── shared checks ─────────────

/** Duplicates are refused (which one would win?); USD = 1 is added for every date the file covers. */
function finish(format: RateFormat, rows: ImportedRate[], problems: ImportProblem[], skipped: string[]): ParsedRates {
  const seen = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.code}@${isoDay(row.effectiveAt)}`;
    const first = seen.get(key);
    if (first !== undefined) problems.push({ line: row.line, message: `A second rate for ${row.code} on ${isoDay(row.effectiveAt)} (first on line ${first})` });
    else seen.set(key, row.line);
  }
  const days = new Map(rows.map((r) => [isoDay(r.effectiveAt), r.effectiveAt]));
  const rates = [...rows];
  for (const [day, effectiveAt] of days) {
    if (!seen.has(`${BASE}@${day}`)) rates.push({ code: BASE, rate: "1", effectiveAt, line: 0 });
  }
  problems.sort((a, b) => a.line - b.line);
  return { format, rates: problems.length ? [] : rates, problems, skipped };
}

function checkCode(code: string, known: ReadonlySet<string>): string | null {
  if (!/^[A-Z]{3}$/.test(code)) return `Currency code must be three letters, got "${clip(code)}"`;
  if (!known.has(code)) return `${code} is not an active currency of this site`;
  return null;
}

/** A positive rate rounded half-up to the column's 10 decimals, as decimal text; or why it cannot be stored. */
function checkRate(text: string): string | { problem: string } {
  const value = parseDecimal(text);
  if (!value || text.trim() === "") return { problem: `Rate must be a positive number, got "${clip(text)}"` };
  const rounded = toDecimalString(value, RATE_DECIMALS);
  if (value.num <= 0n || rounded === "0") return { problem: `Rate must be positive, got "${clip(text)}"` };
  if (rounded.split(".")[0]!.length > MAX_RATE_INTEGER_DIGITS) return { problem: `Rate is too large to store, got "${clip(text)}"` };
  return rounded;
}

function parseDay(text: string): Date | null {
  const m = DATE.exec(text.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over to March; a real date reads back unchanged.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function attributes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/([A-Za-z_][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) out[m[1]!] = (m[2] ?? m[3] ?? "").trim();
  return out;
}

/** Line number (1-based) of a character offset, without re-scanning the text for every tag. */
function lineCounter(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function unquote(field: string): string {
  const t = field.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).trim() : t;
}

/** Echoes of file content in messages stay short. */
function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

// ───────────── database ─────────────

type RatesDb = Pick<PrismaClient, "currency" | "$transaction">;

export type ImportResult =
  | { ok: false; format: RateFormat; problems: ImportProblem[] }
  | { ok: true; format: RateFormat; written: number; created: number; replaced: number; days: string[]; skipped: string[]; dryRun: boolean };

/**
 * Validates `text` against the active currencies and, if every row is sound, upserts the rates on
 * (currencyCode, effectiveAt) in one transaction — `source` "csv:<file>" or "ecb". With problems nothing is written.
 * Running processes see the new rates once their rate cache expires (RATES_CACHE_TTL).
 */
export async function importRates(db: RatesDb, text: string, options: { fileName: string; today?: Date; dryRun?: boolean }): Promise<ImportResult> {
  const active = await db.currency.findMany({ where: { status: 1 }, select: { code: true } });
  const parsed = parseRatesFile(text, { known: new Set(active.map((c) => c.code)), today: options.today });
  if (parsed.problems.length) return { ok: false, format: parsed.format, problems: parsed.problems };
  const source = parsed.format === "ecb" ? "ecb" : `csv:${options.fileName}`;
  const days = [...new Set(parsed.rates.map((r) => isoDay(r.effectiveAt)))].sort();

  const { created, replaced } = await db.$transaction(
    async (tx) => {
      const existing = await tx.currencyRate.findMany({
        where: { OR: parsed.rates.map((r) => ({ currencyCode: r.code, effectiveAt: r.effectiveAt })) },
        select: { currencyCode: true, effectiveAt: true },
      });
      if (!options.dryRun) {
        for (const r of parsed.rates) {
          await tx.currencyRate.upsert({
            where: { currencyCode_effectiveAt: { currencyCode: r.code, effectiveAt: r.effectiveAt } },
            update: { rate: r.rate, source },
            create: { currencyCode: r.code, rate: r.rate, effectiveAt: r.effectiveAt, source },
          });
        }
      }
      return { created: parsed.rates.length - existing.length, replaced: existing.length };
    },
    // A 90-day ECB history is some 900 upserts: more than the 5 s default allows on a slow embedded database.
    { timeout: 120_000, maxWait: 10_000 },
  );
  return {
    ok: true,
    format: parsed.format,
    written: options.dryRun ? 0 : parsed.rates.length,
    created,
    replaced,
    days,
    skipped: parsed.skipped,
    dryRun: !!options.dryRun,
  };
}
