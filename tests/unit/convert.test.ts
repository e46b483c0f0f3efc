import { convert, crossRate, fromUsd, toUsd, UnknownCurrencyError, type MinorUnits, type Rates } from "@/lib/locale/convert";
import { parseDecimal, toDecimalString } from "@/lib/locale/decimal";

// The seeded rates (prisma/seed/reference-data.ts): units per 1 USD, as the database gives them (decimal text).
const RATES: Rates = new Map([
  ["USD", "1"],
  ["EUR", "0.9200"],
  ["GBP", "0.7900"],
  ["JPY", "151.5000"],
]);
const UNITS: MinorUnits = new Map([
  ["USD", 2],
  ["EUR", 2],
  ["GBP", 2],
  ["JPY", 0],
]);

describe("SPEC §9 'Currency conversion: divide by the rate to reach USD, multiply by the rate to leave USD'", () => {
  it("multiplies to leave USD: 100.00 USD → EUR at 0.92 = 92.00 EUR", () => {
    expect(fromUsd(10_000, "EUR", RATES, UNITS)).toBe(9_200);
  });
  it("divides to reach USD: 92.00 EUR at 0.92 = 100.00 USD", () => {
    expect(toUsd(9_200, "EUR", RATES, UNITS)).toBe(10_000);
  });
  it("uses each currency's minor unit: 9200 JPY (no minor unit) at 151.5 = 60.7260… USD → 60.73 USD", () => {
    expect(toUsd(9_200, "JPY", RATES, UNITS)).toBe(6_073);
  });
  it("100.00 USD at 151.5 = 15150 JPY (whole yen)", () => {
    expect(fromUsd(10_000, "JPY", RATES, UNITS)).toBe(15_150);
  });
  it("goes through USD between two others: 100.00 EUR = 108.6956… USD = 85.8695… GBP → 85.87 GBP", () => {
    expect(convert(10_000, "EUR", "GBP", RATES, UNITS)).toBe(8_587);
  });
  it("EUR → JPY: 10.00 EUR / 0.92 × 151.5 = 1646.739… → 1647 JPY", () => {
    expect(convert(1_000, "EUR", "JPY", RATES, UNITS)).toBe(1_647);
  });
  it("USD → USD and X → X leave the amount alone", () => {
    expect(toUsd(12_345, "USD", RATES, UNITS)).toBe(12_345);
    expect(convert(12_345, "EUR", "EUR", RATES, UNITS)).toBe(12_345);
  });
});

describe("rounding: half-up to the target's minor unit, on exact decimals", () => {
  const half = new Map([...RATES, ["AUD", "0.5"]]);
  const units = new Map([...UNITS, ["AUD", 2]]);
  it("0.5 of a minor unit rounds up, 0.49… down", () => {
    expect(fromUsd(1, "AUD", half, units)).toBe(1); // 0.005 AUD
    expect(fromUsd(3, "AUD", half, units)).toBe(2); // 0.015 AUD
    expect(fromUsd(2, "AUD", new Map([...RATES, ["AUD", "0.2499"]]), units)).toBe(0); // 0.004998 AUD
  });
  it("a negative amount (a refund) mirrors a positive one", () => {
    expect(fromUsd(-1, "AUD", half, units)).toBe(-1);
    expect(fromUsd(-3, "AUD", half, units)).toBe(-2);
  });
  it("does not inherit binary-float error: 1.00 USD at 1.005 is 1.005 → 1.01 (floats give 100.49999…)", () => {
    expect(Math.round(100 * 1.005)).toBe(100); // the trap
    expect(fromUsd(100, "AUD", new Map([...RATES, ["AUD", "1.005"]]), units)).toBe(101);
  });
  it("accepts rates as JSON numbers (the client's roes) with the same result", () => {
    expect(fromUsd(100, "AUD", new Map([["AUD", 1.005]]), units)).toBe(101);
    expect(
      convert(
        10_000,
        "EUR",
        "GBP",
        new Map([
          ["EUR", 0.92],
          ["GBP", 0.79],
        ]),
        UNITS,
      ),
    ).toBe(8_587);
  });
});

describe("refusals", () => {
  it("an unknown currency throws UnknownCurrencyError naming it", () => {
    expect(() => toUsd(100, "XXX", RATES, UNITS)).toThrow(UnknownCurrencyError);
    try {
      convert(100, "EUR", "ZZZ", RATES, UNITS);
    } catch (error) {
      expect(error).toMatchObject({ name: "UnknownCurrencyError", currency: "ZZZ" });
    }
  });
  it("a currency with a rate but no minor unit, or a zero/negative/garbage rate, is unknown too", () => {
    expect(() => fromUsd(100, "AUD", new Map([["AUD", "1.5"]]), UNITS)).toThrow(UnknownCurrencyError);
    for (const bad of ["0", "-1", "abc", ""]) {
      expect(() => fromUsd(100, "EUR", new Map([["EUR", bad]]), UNITS)).toThrow(UnknownCurrencyError);
    }
  });
  it("amounts must be integer minor units", () => {
    expect(() => toUsd(1.5, "EUR", RATES, UNITS)).toThrow(RangeError);
    expect(() => toUsd(Number.NaN, "EUR", RATES, UNITS)).toThrow(RangeError);
  });
  it("refuses a result beyond the safe integer range instead of losing cents", () => {
    expect(() => fromUsd(Number.MAX_SAFE_INTEGER, "JPY", RATES, new Map([["JPY", 2]]))).toThrow(RangeError);
  });
});

describe("the rates a map holds are parsed once, yet always its current ones", () => {
  it("a map whose rate changes after a conversion converts with the new rate", () => {
    const rates = new Map<string, string | number>([["EUR", "0.9200"]]);
    expect(fromUsd(10_000, "EUR", rates, UNITS)).toBe(9_200);
    expect(fromUsd(10_000, "EUR", rates, UNITS)).toBe(9_200);
    rates.set("EUR", "0.5");
    expect(fromUsd(10_000, "EUR", rates, UNITS)).toBe(5_000);
    expect(crossRate("USD", "EUR", rates, 4)).toBe("0.5");
    rates.delete("EUR");
    expect(() => fromUsd(10_000, "EUR", rates, UNITS)).toThrow(UnknownCurrencyError);
  });
});

describe("crossRate — how many `to` one `from` buys, via USD", () => {
  it("USD → EUR is the EUR rate; EUR → USD its inverse", () => {
    expect(crossRate("USD", "EUR", RATES)).toBe("0.92");
    expect(crossRate("EUR", "USD", RATES)).toBe("1.0869565217"); // 1 / 0.92 = 1.08695652173…
  });
  it("EUR → GBP = 0.79 / 0.92 = 0.858695652173… → 0.8586956522 (10 decimals, half-up)", () => {
    expect(crossRate("EUR", "GBP", RATES)).toBe("0.8586956522");
  });
  it("JPY → USD = 1 / 151.5 = 0.006600660066… → 0.0066006601", () => {
    expect(crossRate("JPY", "USD", RATES)).toBe("0.0066006601");
  });
  it("throws UnknownCurrencyError for a code without a rate", () => {
    expect(() => crossRate("USD", "XXX", RATES)).toThrow(UnknownCurrencyError);
  });
});

describe("exact decimals", () => {
  it("parses plain, signed, leading-dot and exponent forms", () => {
    expect(parseDecimal("0.92")).toEqual({ num: 92n, den: 100n });
    expect(parseDecimal(".5")).toEqual({ num: 5n, den: 10n });
    expect(parseDecimal("-1.25")).toEqual({ num: -125n, den: 100n });
    expect(parseDecimal("1e-7")).toEqual({ num: 1n, den: 10_000_000n });
    expect(parseDecimal(1.5e3)).toEqual({ num: 1500n, den: 1n });
  });
  it("refuses what is not a finite decimal", () => {
    for (const bad of ["", "abc", "1,5", "1.2.3", "Infinity", "NaN", "0x10", "1e999999"]) expect(parseDecimal(bad)).toBeNull();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
  });
  it("prints at most the given decimals, without trailing zeros", () => {
    expect(toDecimalString({ num: 2n, den: 3n }, 4)).toBe("0.6667");
    expect(toDecimalString({ num: -1n, den: 8n }, 2)).toBe("-0.13");
    expect(toDecimalString({ num: 920n, den: 1000n }, 10)).toBe("0.92");
    expect(toDecimalString({ num: 5n, den: 1n }, 10)).toBe("5");
  });
});
