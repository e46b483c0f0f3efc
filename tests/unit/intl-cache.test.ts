import { dateTimeFormat, numberFormat } from "@/lib/locale/intl-cache";
import { formatDate, formatMoney } from "@/lib/locale/format";
import { todayIn } from "@/lib/org/calendar";

/** Issue #17: formatters are made once per locale and options, and format exactly as a fresh one does. */
describe("kept Intl formatters", () => {
  it("returns the same formatter for the same locale and options, another for any difference", () => {
    const a = dateTimeFormat("en-CA", { timeZone: "Asia/Tokyo", year: "numeric" });
    expect(dateTimeFormat("en-CA", { timeZone: "Asia/Tokyo", year: "numeric" })).toBe(a);
    expect(dateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric" })).not.toBe(a);
    expect(dateTimeFormat("fr-FR", { timeZone: "Asia/Tokyo", year: "numeric" })).not.toBe(a);
    const n = numberFormat("currency|EUR|2", "de-DE", { style: "currency", currency: "EUR" });
    expect(numberFormat("currency|EUR|2", "de-DE", { style: "currency", currency: "EUR" })).toBe(n);
    expect(numberFormat("currency|EUR|2", "fr-FR", { style: "currency", currency: "EUR" })).not.toBe(n);
  });

  it("formats money, dates and today's date as a formatter made for the call would", () => {
    for (const [locale, currency, minor] of [
      ["en-US", "USD", 2],
      ["de-DE", "EUR", 2],
      ["ja-JP", "JPY", 0],
      ["en-US", "JPY", 0],
    ] as const) {
      const fresh = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: minor, maximumFractionDigits: minor });
      expect(formatMoney(12345, currency, locale, minor)).toBe(fresh.format(minor ? 123.45 : 12345));
      expect(formatMoney(12345, currency, locale, minor)).toBe(formatMoney(12345, currency, locale, minor));
    }
    const when = new Date("2026-03-08T23:30:00Z");
    expect(formatDate(when, "en-US", "America/New_York")).toBe("Mar 8, 2026");
    expect(formatDate(when, "en-US", "Asia/Tokyo")).toBe("Mar 9, 2026");
    expect(todayIn("America/New_York", when)).toBe("2026-03-08");
    expect(todayIn("Asia/Tokyo", when)).toBe("2026-03-09");
  });

  it("never keeps a formatter that could not be made", () => {
    expect(() => numberFormat("currency|XX", "en", { style: "currency", currency: "XX" })).toThrow(RangeError);
    expect(() => numberFormat("currency|XX", "en", { style: "currency", currency: "XX" })).toThrow(RangeError);
  });
});
