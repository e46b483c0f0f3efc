import { sharedTranslator } from "@/lib/locale/translations";

// Only the process-wide translator is under test; next-intl's request helpers need a React Server Components build.
jest.mock("next-intl/server", () => ({ getLocale: jest.fn(), getMessages: jest.fn(), getTimeZone: jest.fn() }));

const messages = {
  Stay: {
    nights: "{count, plural, one {# night} other {# nights}}",
    arrives: "Arrives {at, time, short}",
  },
} as never;
const at = new Date("2026-12-19T15:00:00Z");

/**
 * Messages and formatters are kept for the process, not per request: what one request formats must never take
 * another's language or time zone.
 */
describe("the process-wide translator", () => {
  it("formats in each request's own language, alternately", () => {
    for (let round = 0; round < 2; round++) {
      expect(sharedTranslator({ locale: "en-US", messages, timeZone: "UTC", namespace: "Stay" })("nights", { count: 1200 })).toBe("1,200 nights");
      expect(sharedTranslator({ locale: "de-DE", messages, timeZone: "UTC", namespace: "Stay" })("nights", { count: 1200 })).toBe("1.200 nights");
    }
  });

  it("formats times in each request's own time zone, alternately", () => {
    for (let round = 0; round < 2; round++) {
      expect(sharedTranslator({ locale: "en-US", messages, timeZone: "UTC", namespace: "Stay" })("arrives", { at })).toBe("Arrives 3:00 PM");
      expect(sharedTranslator({ locale: "en-US", messages, timeZone: "Asia/Tokyo", namespace: "Stay" })("arrives", { at })).toBe("Arrives 12:00 AM");
    }
  });

  it("compiles a message once for the process: a later request formats it without parsing it again", () => {
    const input = { locale: "pt-BR" as const, messages, timeZone: "UTC", namespace: "Stay" };
    expect(sharedTranslator(input)("nights", { count: 2 })).toBe("2 nights");
    // Every compilation of a message resolves its locale; a kept one does not.
    const resolved = jest.spyOn(Intl.NumberFormat, "supportedLocalesOf");
    expect(sharedTranslator(input)("nights", { count: 1 })).toBe("1 night");
    expect(resolved).not.toHaveBeenCalled();
    resolved.mockRestore();
  });
});
