import { createTranslator } from "next-intl";
import en from "@/messages/en-US.json";
import ar from "@/messages/ar-SA.json";
import { bookedCabinText, cabinFactsText, deckSpan } from "@/lib/cruises/cabin-words";

const cruises = (locale: "en-US" | "ar-SA", messages: unknown) => {
  const t = createTranslator({ locale, messages: messages as never, namespace: "Cruises" as never });
  return (key: string, values?: Record<string, string | number>) => (t as unknown as (k: string, v?: unknown) => string)(key, values);
};

/** Issue #51: "cruises with real decks and cabin facts" — the supplier's "7–12" was read as a number and shown "decks NaN". */
describe("a cruise cabin's decks and facts, from the supplier's data", () => {
  it("reads the supplier's deck text: a range with an en dash or a hyphen, or one deck", () => {
    expect(deckSpan("7–12")).toEqual({ from: 7, to: 12 });
    expect(deckSpan("3-9")).toEqual({ from: 3, to: 9 });
    expect(deckSpan("9")).toEqual({ from: 9, to: 9 });
    expect(deckSpan("upper decks")).toBeNull();
  });

  it("writes the real decks, never NaN, in English", () => {
    const t = cruises("en-US", en);
    expect(cabinFactsText(t, { maxGuests: 4, sizeM2: 21, decks: "7–12" }, "en-US")).toBe("Sleeps up to 4 · about 21 m² · decks 7–12");
    expect(cabinFactsText(t, { maxGuests: 2, sizeM2: 38, decks: "10" }, "en-US")).toBe("Sleeps up to 2 · about 38 m² · deck 10");
    expect(cabinFactsText(t, { maxGuests: 2, sizeM2: 38, decks: "" }, "en-US")).toBe("Sleeps up to 2 · about 38 m²");
    expect(bookedCabinText(t, { category: "balcony", maxGuests: 4, sizeM2: 21, decks: "7–12" }, "en-US")).toBe(
      "Balcony · Sleeps up to 4 · about 21 m² · decks 7–12",
    );
  });

  it("writes the decks in Arabic-Indic digits on an Arabic page", () => {
    const text = cabinFactsText(cruises("ar-SA", ar), { maxGuests: 4, sizeM2: 21, decks: "7–12" }, "ar-SA");
    expect(text).toContain("٧–١٢");
    // Parts set apart by the Arabic comma: a middle dot between Arabic-Indic digits reads as a zero.
    expect(text).not.toContain("·");
    expect(text).not.toMatch(/NaN|[0-9]/);
  });
});
