import en from "@/messages/en-US.json";
import ar from "@/messages/ar-SA.json";
import { chargedText } from "@/lib/locale/charged-text";
import { formatMoney } from "@/lib/locale/format";
import { sharedTranslator } from "@/lib/locale/translations";

jest.mock("next-intl/server", () => ({ getLocale: jest.fn(), getMessages: jest.fn(), getTimeZone: jest.fn() }));

const tc = (locale: "en-US" | "ar-SA") =>
  sharedTranslator({ locale, messages: locale === "en-US" ? en : ar, timeZone: "UTC", namespace: "Checkout" }) as unknown as Parameters<typeof chargedText>[0];

// Issue #51 item 4: "Charge in the currency the traveller sees, or make the Pay button itself name the charged amount and
// currency; the confirmation, trip page, e-mail and refund show both where they differ."
describe("what a card is charged, said one way everywhere", () => {
  it("names the card's own currency first and the visitor's beside it when they differ", () => {
    expect(chargedText(tc("en-US"), formatMoney(19_800, "EUR", "en-US"), formatMoney(21_522, "USD", "en-US"))).toBe("€198.00 (about $215.22)");
  });

  it("says it once when the card is charged in the currency the visitor reads", () => {
    expect(chargedText(tc("en-US"), "$215.22", "$215.22")).toBe("$215.22");
  });

  it("is the Pay button's amount: 'Pay €198.00 (about $215.22) and book'", () => {
    const t = sharedTranslator({ locale: "en-US", messages: en, timeZone: "UTC", namespace: "Checkout" });
    expect(t("pay", { amount: chargedText(tc("en-US"), "€198.00", "$215.22") })).toBe("Pay €198.00 (about $215.22) and book");
  });

  it("reads in Arabic with both amounts in the visitor's digits", () => {
    const text = chargedText(tc("ar-SA"), formatMoney(19_800, "EUR", "ar-SA"), formatMoney(21_522, "USD", "ar-SA"));
    expect(text).toBe(`${formatMoney(19_800, "EUR", "ar-SA")} (حوالي ${formatMoney(21_522, "USD", "ar-SA")})`);
    expect(text).toMatch(/١٩٨/);
  });
});
