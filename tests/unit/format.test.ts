import { formatCalendarDay, formatDate, formatMoney, isoMinorUnits } from "@/lib/locale/format";

/** What Intl itself renders for these digits in `locale` (Arabic-Indic in ar-SA on most ICU builds). */
const digits = (locale: string, n: number, min = 1) => new Intl.NumberFormat(locale, { useGrouping: false, minimumIntegerDigits: min }).format(n);
const part = (text: string, locale: string, type: Intl.NumberFormatPartTypes, currency: string, fraction: number) =>
  new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: fraction, maximumFractionDigits: fraction })
    .formatToParts(Number(text))
    .filter((p) => p.type === type)
    .map((p) => p.value)
    .join("");

describe("formatMoney — integer minor units in the visitor's language", () => {
  it("en-US: 12345 USD cents → $123.45; 1515 JPY (no minor unit) → ¥1,515", () => {
    expect(formatMoney(12_345, "USD", "en-US")).toBe("$123.45");
    expect(formatMoney(1_515, "JPY", "en-US")).toBe("¥1,515");
  });
  it("de-DE: comma decimals, dot grouping, symbol after the amount", () => {
    expect(formatMoney(123_456, "EUR", "de-DE")).toBe("1.234,56\u00a0€");
  });
  it("ar-SA: whatever digits and marks Intl uses there, with two fraction digits", () => {
    const text = formatMoney(123_456, "SAR", "ar-SA");
    expect(text).toBe(new Intl.NumberFormat("ar-SA", { style: "currency", currency: "SAR" }).format(1234.56));
    expect(text).toContain(digits("ar-SA", 56, 2)); // the fraction
    expect(part("1234.56", "ar-SA", "fraction", "SAR", 2)).toBe(digits("ar-SA", 56, 2));
  });
  it("ar-SA: a symbol of Latin letters and a sign stays one left-to-right unit (US$, not $US, in right-to-left text)", () => {
    const text = formatMoney(13_104, "USD", "ar-SA");
    expect(text).toContain("\u2066US$\u2069");
    expect(text.replace(/[\u2066\u2069]/g, "")).toBe(new Intl.NumberFormat("ar-SA", { style: "currency", currency: "USD" }).format(131.04));
    // Left to right, and symbols without letters, are Intl's text unchanged.
    expect(formatMoney(13_104, "USD", "en-US")).toBe("$131.04");
    expect(formatMoney(13_104, "EUR", "ar-SA")).toBe(new Intl.NumberFormat("ar-SA", { style: "currency", currency: "EUR" }).format(131.04));
  });
  it("always shows the currency's full minor unit: 100.00, not 100", () => {
    expect(formatMoney(10_000, "USD", "en-US")).toBe("$100.00");
    expect(formatMoney(-250, "EUR", "en-US")).toBe("-€2.50");
  });
  it("takes the minor unit from the caller (Currency.minorUnits) over Intl's", () => {
    expect(formatMoney(1_234, "KWD", "en-US")).toBe(new Intl.NumberFormat("en-US", { style: "currency", currency: "KWD" }).format(1.234));
    expect(formatMoney(1_234, "USD", "en-US", 0)).toBe("$1,234");
  });
  it("isoMinorUnits: JPY 0, USD 2, KWD 3; an unknown code falls back to 2", () => {
    expect([isoMinorUnits("JPY"), isoMinorUnits("USD"), isoMinorUnits("KWD"), isoMinorUnits("??")]).toEqual([0, 2, 3, 2]);
  });
});

describe("formatDate — the calendar day in the organisation's time zone", () => {
  // 03:30 UTC on 21 November is still the evening of 20 November in New York.
  const instant = new Date("2026-11-21T03:30:00Z");
  it("en-US in New York vs Tokyo", () => {
    expect(formatDate(instant, "en-US", "America/New_York")).toBe("Nov 20, 2026");
    expect(formatDate(instant, "en-US", "Asia/Tokyo")).toBe("Nov 21, 2026");
  });
  it("de-DE", () => {
    expect(formatDate(instant, "de-DE", "Europe/Berlin", { dateStyle: "short" })).toBe("21.11.26");
    expect(formatDate(instant, "de-DE", "Europe/Berlin")).toBe("21.11.2026");
  });
  it("ar-SA: the Gregorian day and year in Intl's own digits", () => {
    const text = formatDate(instant, "ar-SA", "America/New_York");
    const parts = new Intl.DateTimeFormat("ar-SA", { dateStyle: "medium", calendar: "gregory", timeZone: "America/New_York" }).formatToParts(instant);
    expect(text).toBe(parts.map((p) => p.value).join(""));
    expect(parts.find((p) => p.type === "year")?.value).toBe(digits("ar-SA", 2026));
    expect(parts.find((p) => p.type === "day")?.value).toBe(digits("ar-SA", 20));
  });
  it("accepts ISO text and timestamps", () => {
    expect(formatDate("2026-11-21T03:30:00Z", "en-US", "UTC")).toBe("Nov 21, 2026");
    expect(formatDate(instant.getTime(), "en-US", "UTC")).toBe("Nov 21, 2026");
  });
});

describe("formatCalendarDay", () => {
  it("shows a stored calendar day as that day, where toLocaleDateString in New York would show the day before", () => {
    expect(formatCalendarDay("2026-12-19", "en-US")).toBe("Dec 19, 2026");
    expect(new Date("2026-12-19").toLocaleDateString("en-US", { timeZone: "America/New_York", dateStyle: "medium" })).toBe("Dec 18, 2026");
    expect(formatCalendarDay("2026-01-01", "de-DE")).toBe("01.01.2026");
  });
});
