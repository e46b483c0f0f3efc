/**
 * Exact decimal arithmetic on BigInt fractions, for rates and money. Binary floats cannot hold 0.92 or 1.0845
 * exactly, so a half-cent can round the wrong way; rates are NUMERIC(20,10) in the database and stay exact here.
 */
export type Fraction = { readonly num: bigint; readonly den: bigint };

const DECIMAL = /^([+-])?(\d+(?:\.\d*)?|\.\d+)(?:[eE]([+-]?\d+))?$/;
/** Exponents beyond this are refused rather than building enormous BigInts from "1e999999". */
const MAX_EXPONENT = 100;

export const ONE: Fraction = { num: 1n, den: 1n };

/** "0.92", "151.5", "1e-7" or a finite number as an exact fraction; anything else is null. */
export function parseDecimal(value: string | number): Fraction | null {
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  // String(number) is the shortest text that reads back as the same double: 0.92 → "0.92", not 0.92000000000000003996.
  const match = DECIMAL.exec(typeof value === "number" ? String(value) : value.trim());
  if (!match) return null;
  const [, sign, mantissa = "", exponent = "0"] = match;
  const exp = Number(exponent);
  if (Math.abs(exp) > MAX_EXPONENT) return null;
  const [whole = "", fraction = ""] = mantissa.split(".");
  let num = BigInt((whole + fraction).replace(/^0+(?=\d)/, "") || "0");
  if (sign === "-") num = -num;
  const scale = fraction.length - exp;
  return scale <= 0 ? { num: num * pow10(-scale), den: 1n } : { num, den: pow10(scale) };
}

export function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

export function multiply(a: Fraction, b: Fraction): Fraction {
  return { num: a.num * b.num, den: a.den * b.den };
}

/** a / b; b must not be zero. */
export function divide(a: Fraction, b: Fraction): Fraction {
  if (b.num === 0n) throw new RangeError("Division by zero");
  const sign = b.num < 0n ? -1n : 1n;
  return { num: a.num * b.den * sign, den: a.den * b.num * sign };
}

export function isPositive(f: Fraction): boolean {
  return f.num > 0n;
}

/** n / d rounded half-up — halves go away from zero, so −0.5 → −1, the mirror of 0.5 → 1. */
export function divideRounded(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError("Division by zero");
  if (d < 0n) return divideRounded(-n, -d);
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const q = abs / d;
  const rounded = (abs % d) * 2n >= d ? q + 1n : q;
  return negative ? -rounded : rounded;
}

/** f rounded half-up to `scale` decimals, as an integer count of 10^-scale units. */
export function roundToUnits(f: Fraction, scale: number): bigint {
  return divideRounded(f.num * pow10(scale), f.den);
}

/** f rounded half-up to at most `scale` decimals, as plain decimal text without trailing zeros ("0.9220839096"). */
export function toDecimalString(f: Fraction, scale: number): string {
  const units = roundToUnits(f, scale);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}
