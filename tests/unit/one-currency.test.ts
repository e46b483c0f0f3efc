import { atBookedRate } from "@/lib/booking/booked-money";
import { crossRate } from "@/lib/locale/convert";
import { formatShown, moneyView, rateText, shownAmount, shownParts } from "@/lib/locale/money-view";

// The seeded rates (prisma/seed/reference-data.ts): units per 1 USD, as the database gives them.
const SNAPSHOT = {
  rates: new Map([
    ["USD", "1"],
    ["EUR", "0.9200"],
    ["GBP", "0.7900"],
    ["JPY", "151.5000"],
  ]),
  minorUnits: new Map([
    ["USD", 2],
    ["EUR", 2],
    ["GBP", 2],
    ["JPY", 0],
  ]),
};
const usd = moneyView(SNAPSHOT, "USD", ["EUR"]);

describe('issue #29 "One currency from search to receipt: every amount … in the currency the visitor chose"', () => {
  it("shows a EUR price in USD (SPEC §9: divide by the rate to reach USD): €385.00 → $418.48", () => {
    expect(shownAmount(usd, 38_500, "EUR")).toEqual({ amountMinor: 41_848, currency: "USD" });
    expect(formatShown(usd, 38_500, "EUR", "en-US")).toBe("$418.48");
  });

  it("keeps only the rates the page needs, and leaves a currency without a rate as it is rather than guessing", () => {
    expect(usd.rates.map(([code]) => code).sort()).toEqual(["EUR", "USD"]);
    expect(shownAmount(usd, 1_000, "GBP")).toEqual({ amountMinor: 1_000, currency: "GBP" });
  });

  it("wallet lines and the card's remainder add up to the total shown: the last line takes what rounding leaves", () => {
    // €385.00 paid by a certificate of €62.72, a cash card of €10.01 and the card for the rest.
    const parts = shownParts(usd, 38_500, "EUR", [6_272, 1_001, 31_227]);
    expect(parts.reduce((s, p) => s + p, 0)).toBe(41_848);
    expect(parts.slice(0, 2)).toEqual([shownAmount(usd, 6_272, "EUR").amountMinor, shownAmount(usd, 1_001, "EUR").amountMinor]);
    // Nothing left for the card shows as nothing, not as a rounding cent.
    expect(shownParts(usd, 38_500, "EUR", [38_500, 0]).at(-1)).toBe(0);
  });

  it('"Where the card is charged in another currency, say so … with the rate": 1 USD = 0.92 EUR', () => {
    expect(rateText(usd, "EUR", "en-US")).toBe("1 USD = 0.92 EUR");
    expect(rateText(moneyView(SNAPSHOT, "EUR", ["JPY"]), "JPY", "en-US")).toBe("1 EUR = 164.6739 JPY");
    // The same currency needs no note.
    expect(rateText(usd, "USD", "en-US")).toBeNull();
  });

  it('a refund reads in the currency that was paid, at the booking\'s rate ("Paid $308.48 · Refunded €95.63" was the bug)', () => {
    const booking = { currency: "EUR", memberCurrency: "USD", rateUsed: crossRate("EUR", "USD", SNAPSHOT.rates) };
    expect(atBookedRate(9_563, booking)).toBe(10_395);
    expect(atBookedRate(28_380, booking)).toBe(shownAmount(usd, 28_380, "EUR").amountMinor);
    // In the booking's own currency nothing changes; yen keep whole units.
    expect(atBookedRate(9_563, { currency: "EUR", memberCurrency: "EUR", rateUsed: "1" })).toBe(9_563);
    expect(atBookedRate(10_000, { currency: "USD", memberCurrency: "JPY", rateUsed: "151.5" })).toBe(15_150);
  });
});

describe("the rate beside Pay in Arabic (RTL)", () => {
  it("keeps the equation in its left-to-right order, with the language's digits", () => {
    const text = rateText(usd, "EUR", "ar-SA")!;
    expect(text.startsWith("\u2066") && text.endsWith("\u2069")).toBe(true);
    expect(text.slice(1, -1)).toBe(`${new Intl.NumberFormat("ar-SA").format(1)} USD = ${new Intl.NumberFormat("ar-SA").format(0.92)} EUR`);
  });
});
