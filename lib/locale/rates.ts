import { ttlMemo } from "@/lib/cache/ttl-memo";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { BASE_CURRENCY, type MinorUnits } from "./convert";
import { parseDecimal } from "./decimal";

/** The rates in force now: units of each active currency per 1 USD (exact decimal text), and their minor units. */
export type RateSnapshot = { rates: ReadonlyMap<string, string>; minorUnits: MinorUnits };

const keptSnapshot = ttlMemo(() => loadSnapshot(), { ttlMs: () => env().RATES_CACHE_TTL * 1000, maxKeys: 1, keyOf: () => "rates", tags: ["rates"] });

/**
 * The current rates, kept per process for RATES_CACHE_TTL seconds (60), or until a rate or currency change is
 * published or heard (tag "rates": the database announces every write to CurrencyRate and Currency): every price on a
 * page converts with them. The lifetime still matters for rates dated in the future, which take effect on their day
 * without a write. Concurrent callers share one query; a failed load is not kept.
 */
export function rateSnapshot(): Promise<RateSnapshot> {
  return keptSnapshot(undefined);
}

/** Code → units per 1 USD, for every active currency that has a rate in force (USD is always "1"). */
export async function currentRates(): Promise<ReadonlyMap<string, string>> {
  return (await rateSnapshot()).rates;
}

/** Code → minor-unit exponent (Currency.minorUnits) of every active currency. */
export async function currencyMinorUnits(): Promise<MinorUnits> {
  return (await rateSnapshot()).minorUnits;
}

type RateRow = { code: string; rate: string };

async function loadSnapshot(): Promise<RateSnapshot> {
  // DISTINCT ON picks the newest row per currency from the (currencyCode, effectiveAt DESC) index, however long the
  // history grows; Prisma's findMany({ distinct }) would fetch every row and filter in memory. rate::text keeps the
  // NUMERIC exact. effectiveAt is a UTC timestamp without time zone, as Prisma writes it; rows dated in the future
  // wait for their day.
  const [rows, currencies] = await Promise.all([
    db.$queryRaw<RateRow[]>`
      SELECT DISTINCT ON (r."currencyCode") r."currencyCode" AS code, r."rate"::text AS rate
      FROM "CurrencyRate" r
      JOIN "Currency" c ON c."code" = r."currencyCode" AND c."status" = 1
      WHERE r."effectiveAt" <= (now() AT TIME ZONE 'UTC')
      ORDER BY r."currencyCode", r."effectiveAt" DESC`,
    db.currency.findMany({ where: { status: 1 }, select: { code: true, minorUnits: true } }),
  ]);
  // A rate that is not positive cannot price anything: that currency is left out, so it reads as unknown.
  const rates = new Map(rows.filter((r) => isPositive(r.rate)).map((r) => [r.code, trimZeros(r.rate)]));
  // USD is the base: its rate is 1 by definition, whatever a row says.
  rates.set(BASE_CURRENCY, "1");
  return { rates, minorUnits: new Map(currencies.map((c) => [c.code, c.minorUnits])) };
}

function isPositive(rate: string): boolean {
  const value = parseDecimal(rate);
  return !!value && value.num > 0n;
}

/** "0.9200000000" → "0.92", "1.0000000000" → "1". */
function trimZeros(value: string): string {
  return value.includes(".") ? value.replace(/\.?0+$/, "") : value;
}

export type RateHistoryEntry = { rate: string; effectiveAt: Date; source: string };

/** A currency's rates, newest first (including any dated in the future), at most `limit` (1–1000) of them. */
export async function rateHistory(code: string, limit = 30): Promise<RateHistoryEntry[]> {
  const take = Math.min(Math.max(Math.trunc(limit) || 1, 1), 1000);
  const rows = await db.currencyRate.findMany({
    where: { currencyCode: code.toUpperCase() },
    orderBy: { effectiveAt: "desc" },
    take,
    select: { rate: true, effectiveAt: true, source: true },
  });
  // Decimal#toFixed() never switches to exponent notation, unlike toString() for very small rates.
  return rows.map((r) => ({ rate: trimZeros(r.rate.toFixed()), effectiveAt: r.effectiveAt, source: r.source }));
}
