import { divide, divideRounded, multiply, ONE, parseDecimal, pow10, toDecimalString, type Fraction } from "./decimal";

/**
 * Currency conversion on integer minor units (SPEC §9): "divide by the rate to reach USD, multiply by the rate to
 * leave USD". Pure — the caller passes the rates (units of a currency per 1 USD) and each currency's minor-unit
 * exponent (Currency.minorUnits: JPY 0, most 2). Arithmetic is exact and rounds once, half-up, to the target's
 * minor unit; a cross-currency conversion goes through USD without rounding in between.
 */

/** Units of each currency per 1 USD. Decimal strings keep the database's exact value; numbers come from JSON. */
export type Rates = ReadonlyMap<string, string | number>;
/** Minor-unit exponent of each currency: 2 for cents, 0 for JPY. */
export type MinorUnits = ReadonlyMap<string, number>;

export const BASE_CURRENCY = "USD";
const BASE_MINOR_UNITS = 2;

/** A currency with no usable rate or minor unit: the API answers it with 400, not 500. */
export class UnknownCurrencyError extends Error {
  readonly currency: string;
  constructor(currency: string) {
    super(`Unknown currency: ${currency}`);
    this.name = "UnknownCurrencyError";
    this.currency = currency;
  }
}

type Side = { rate: Fraction; exponent: number };

// Each rate's text parsed once per rates map: a page of results converts every price, the wallet line a few more, all
// with the same snapshot — parsing the same decimals again was a measurable share of a member's search.
// The text is kept beside its fraction, so a map changed after its first use is parsed again.
const parsedRates = new WeakMap<Rates, Map<string, { raw: string | number; rate: Fraction | null }>>();

function rateOf(currency: string, rates: Rates): Fraction | null {
  const raw = rates.get(currency);
  if (raw === undefined) return null;
  let parsed = parsedRates.get(rates);
  if (!parsed) parsedRates.set(rates, (parsed = new Map()));
  const known = parsed.get(currency);
  if (known && known.raw === raw) return known.rate;
  const rate = parseDecimal(raw);
  parsed.set(currency, { raw, rate });
  return rate;
}

function side(currency: string, rates: Rates, units: MinorUnits): Side {
  if (currency === BASE_CURRENCY) return { rate: ONE, exponent: units.get(BASE_CURRENCY) ?? BASE_MINOR_UNITS };
  const rate = rateOf(currency, rates);
  const exponent = units.get(currency);
  if (!rate || rate.num <= 0n || exponent === undefined || !Number.isInteger(exponent) || exponent < 0) {
    throw new UnknownCurrencyError(currency);
  }
  return { rate, exponent };
}

function convertMinor(amountMinor: number, from: Side, to: Side): number {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`Amounts are integer minor units, got ${amountMinor}`);
  // amount / 10^from.exponent / from.rate * to.rate * 10^to.exponent, as one exact fraction rounded once.
  const num = BigInt(amountMinor) * from.rate.den * to.rate.num * pow10(to.exponent);
  const den = pow10(from.exponent) * from.rate.num * to.rate.den;
  const result = divideRounded(num, den);
  if (result > BigInt(Number.MAX_SAFE_INTEGER) || result < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError("The converted amount is too large");
  }
  return Number(result);
}

/** Minor units of `currency` → USD cents: divide by the rate. */
export function toUsd(amountMinor: number, currency: string, rates: Rates, units: MinorUnits): number {
  return convertMinor(amountMinor, side(currency, rates, units), side(BASE_CURRENCY, rates, units));
}

/** USD cents → minor units of `currency`: multiply by the rate. */
export function fromUsd(amountMinorUsd: number, currency: string, rates: Rates, units: MinorUnits): number {
  return convertMinor(amountMinorUsd, side(BASE_CURRENCY, rates, units), side(currency, rates, units));
}

/** Minor units of `from` → minor units of `to`, via USD (divide by from's rate, multiply by to's). */
export function convert(amountMinor: number, from: string, to: string, rates: Rates, units: MinorUnits): number {
  return convertMinor(amountMinor, side(from, rates, units), side(to, rates, units));
}

/**
 * How many `to` for one `from` (via USD: to's rate / from's rate), rounded half-up to `decimals` places — the
 * precision of CurrencyRate.rate — as decimal text.
 */
export function crossRate(from: string, to: string, rates: Rates, decimals = 10): string {
  const positiveRate = (code: string): Fraction => {
    if (code === BASE_CURRENCY) return ONE;
    const rate = rateOf(code, rates);
    if (!rate || rate.num <= 0n) throw new UnknownCurrencyError(code);
    return rate;
  };
  const fromRate = positiveRate(from);
  const toRate = positiveRate(to);
  return toDecimalString(multiply(divide(ONE, fromRate), toRate), decimals);
}
