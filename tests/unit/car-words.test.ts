import en from "@/messages/en-US.json";
import de from "@/messages/de-DE.json";
import { accessText, carFacts, categoryName, includedText, locationKindText, termsTexts } from "@/lib/cars/car-words";
import { sharedTranslator } from "@/lib/locale/translations";
import type { CarDetails, CarPoint } from "@/lib/suppliers/cars/types";

jest.mock("next-intl/server", () => ({ getLocale: jest.fn(), getMessages: jest.fn(), getTimeZone: jest.fn() }));

type T = Parameters<typeof carFacts>[0];
const words = (locale: "en-US" | "de-DE") =>
  sharedTranslator({ locale, messages: locale === "de-DE" ? de : en, timeZone: "UTC", namespace: "Cars" }) as unknown as T;

const desk: CarPoint = {
  name: "Heathrow T5",
  address: "Bath Road",
  countryCode: "GB",
  latitude: 51.47,
  longitude: -0.45,
  access: "shuttle",
  kind: "airport",
  openingHours: [{ from: "06:00", to: "23:00" }],
  phone: null,
  notes: [],
};
const car = {
  seats: 5,
  bags: { large: 2, small: 1 },
  transmission: "automatic",
  fuel: "petrol",
  airConditioning: true,
  mileage: { unlimited: false, limit: 200, unit: "km", excessMinor: 25 },
  included: ["cdw", "theft"],
  fuelPolicy: "full_to_full",
  depositMinor: 30000,
} as unknown as CarDetails;

describe("car words", () => {
  const t = words("en-US");

  it("lists seats, bags, gearbox and air conditioning, leaving out what the supplier did not say", () => {
    expect(carFacts(t, car)).toEqual(expect.arrayContaining([t("card.seats", { count: 5 }), t("card.transmission.automatic"), t("card.airConditioning")]));
    expect(carFacts(t, { ...car, seats: null, bags: null, airConditioning: false })).toEqual(
      carFacts(t, car).filter((f) => f !== t("card.seats", { count: 5 }) && f !== t("card.bags", { large: 2, small: 1 }) && f !== t("card.airConditioning")),
    );
  });

  it("states the mileage with its excess, the fuel policy and the deposit, each keyed for the page's test ids", () => {
    const lines = termsTexts(t, car, (minor) => `$${(minor / 100).toFixed(2)}`);
    expect(lines.map((l) => l.key)).toEqual(["mileage", "fuel", "deposit"]);
    expect(lines[0]!.text).toContain("$0.25");
    expect(lines[2]!.text).toContain("$300.00");
    expect(termsTexts(t, { ...car, mileage: { unlimited: true }, fuelPolicy: null, depositMinor: null } as CarDetails, String)).toEqual([
      { key: "mileage", text: t("card.unlimitedMileage") },
    ]);
  });

  it("names a class the catalogue lacks by the supplier's word, and the desk's kind and access in the reader's language", () => {
    expect(categoryName(t, "not-a-class")).toBe("not-a-class");
    expect(locationKindText(words("de-DE"), desk)).not.toBe(locationKindText(t, desk));
    expect(locationKindText(t, { ...desk, kind: undefined })).toBeNull();
    expect(accessText(t, desk)).toBe(` (${t("card.access.shuttle")})`);
    expect(accessText(t, { ...desk, access: null })).toBe("");
    expect(includedText(t, car)).toBe(`${t("card.includes.cdw")} · ${t("card.includes.theft")}`);
  });
});
