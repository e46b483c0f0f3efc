import en from "@/messages/en-US.json";
import ar from "@/messages/ar-SA.json";
import { readFileSync } from "node:fs";
import de from "@/messages/de-DE.json";
import es from "@/messages/es-ES.json";
import fr from "@/messages/fr-FR.json";
import pt from "@/messages/pt-BR.json";
import { cancellationMail } from "@/lib/orders/cancellation-mail";
import { catalogueName, nameKey, type NameGroup } from "@/lib/locale/catalogue-name";
import { formatClock, formatCount } from "@/lib/locale/numbers";
import { partSeparator } from "@/lib/locale/part-separator";
import { sharedTranslator, type Translate } from "@/lib/locale/translations";
import { airportCityNames } from "@/lib/places/airport-city-names";
import { NAME_LANGS } from "@/lib/places/names";
import { cityMatch } from "@/lib/suppliers/airport-names";
import { searchAirports } from "@/lib/suppliers/cars/airports.mjs";
import { inventoryAirports, suggestPlaces } from "@/lib/suppliers/flights/places";
import { suggestAirports } from "@/lib/suppliers/transfers/airports";

jest.mock("next-intl/server", () => ({ getLocale: jest.fn(), getMessages: jest.fn(), getTimeZone: jest.fn() }));

const LATIN_DIGIT = /[0-9]/;
const translator = (locale: "en-US" | "ar-SA", namespace: string) =>
  sharedTranslator({ locale, messages: locale === "ar-SA" ? ar : en, timeZone: "UTC", namespace }) as unknown as Translate;

/** Issue #51 item 7: "place and airport names searchable in every locale the catalogue names them in". */
describe("airports found by their city's name in any of the site's languages", () => {
  it("flights: لندن finds London's airports with Heathrow, دبي finds Dubai (DXB)", () => {
    const london = suggestPlaces("لندن", "ar-SA");
    expect(london[0]).toMatchObject({ code: "LON", kind: "city" });
    expect(london.map((p) => p.code)).toContain("LHR");
    expect(suggestPlaces("دبي", "ar-SA")[0]?.code).toBe("DXB");
    // Other languages' names too, and diacritics and hamza forms fold away.
    expect(suggestPlaces("Londres", "fr-FR")[0]?.code).toBe("LON");
    expect(suggestPlaces("München", "de-DE").map((p) => p.code)).toContain("MUC");
    expect(suggestPlaces("ابوظبي", "ar-SA")[0]?.code).toBe("AUH");
  });

  it("flights: the suggestions name the city and the country in the visitor's language, the codes unchanged", () => {
    const [dubai] = suggestPlaces("دبي", "ar-SA");
    expect(dubai).toMatchObject({ code: "DXB", city: "دبي", country: "الإمارات العربية المتحدة" });
    const [london] = suggestPlaces("london", "ar-SA");
    expect(london).toMatchObject({ code: "LON", name: "لندن", city: "لندن", country: "المملكة المتحدة" });
    expect(suggestPlaces("london", "en-US")[0]).toMatchObject({ city: "London", country: "United Kingdom" });
  });

  it("car rental and transfers find the same airports by the same names", () => {
    expect(searchAirports("لندن", 8, cityMatch).map((a) => a.iata)).toContain("LHR");
    expect(searchAirports("دبي", 8, cityMatch).map((a) => a.iata)).toContain("DXB");
    return Promise.all([suggestAirports("لندن"), suggestAirports("دبي")]).then(([london, dubai]) => {
      expect(london.map((a) => a.code)).toContain("LHR");
      expect(dubai.map((a) => a.code)).toContain("DXB");
    });
  });

  it("every stand-in airport's city has an Arabic name, so none is findable only in English", () => {
    const missing = inventoryAirports().filter((a) => !airportCityNames(a.city).ar);
    expect(missing.map((a) => `${a.iata} ${a.city}`)).toEqual([]);
  });

  it("names are only the site's languages (a typo'd language key would never be searched)", () => {
    for (const a of inventoryAirports()) for (const lang of Object.keys(airportCityNames(a.city))) expect(NAME_LANGS).toContain(lang);
  });
});

/** Issue #51 item 7: "Arabic-Indic digits everywhere in Arabic (times, counts, durations)". */
describe("numbers in the reader's digits", () => {
  it("a flight's local time reads as written at the airport, in Arabic-Indic digits in Arabic", () => {
    expect(formatClock("2027-01-05T08:10:00+04:00", "ar-SA")).toBe("٠٨:١٠");
    expect(formatClock("2027-01-05T23:45:00-05:00", "en-US")).toBe("23:45");
    // A rental desk's opening hours, a pick-up time: bare wall-clock times.
    expect(formatClock("07:30", "ar-SA")).toBe("٠٧:٣٠");
  });

  it("counts in Arabic-Indic digits in Arabic, Latin in English", () => {
    expect(formatCount(17, "ar-SA")).toBe("١٧");
    expect(formatCount(17, "en-US")).toBe("17");
  });

  it("no Latin digit in any Arabic flight card, filter or summary text, whatever numbers it is given", () => {
    const values = {
      count: 3,
      hours: 7,
      minutes: 45,
      airport: "LHR",
      carryOn: 1,
      checked: 2,
      page: 2,
      pages: 12,
      brand: "Flex",
      city: "دبي",
      duration: "٧ س",
      actual: "LHR",
      expected: "LHR",
      airline: "Emirates",
      route: "دبي",
      number: 2,
      type: "بالغ",
      amount: "١٤٫٠٠ US$",
      from: "لندن",
      to: "دبي",
    };
    for (const ns of ["Flights.card", "Flights.filters", "Flights.summary"] as const) {
      const t = translator("ar-SA", ns);
      const keys = Object.entries((ar.Flights as Record<string, Record<string, unknown>>)[ns.split(".")[1]!]!).filter(([, v]) => typeof v === "string");
      for (const [key] of keys) expect({ key, text: t(key, values).replace(/LHR/g, "") }).toEqual({ key, text: expect.not.stringMatching(LATIN_DIGIT) });
    }
  });
});

/** Issue #51 item 7: "separators that cannot be read as digits". */
describe("the separator between parts of a line", () => {
  it("is the Arabic comma in Arabic — a middle dot between Arabic-Indic digits reads as a zero (١٧ · ٣ → ١٧٠٣)", () => {
    expect(partSeparator("ar-SA")).toBe("، ");
    expect(partSeparator("ar-SA")).not.toMatch(/[·.٠]/);
    expect(partSeparator("en-US")).toBe(" · ");
  });

  it("no Arabic message puts a middle dot between its parts", () => {
    expect(JSON.stringify(ar)).not.toContain("·");
  });
});

/** Issue #51 item 7: "every product's … e-mails from the catalogue of the booking's language". */
describe("the cancellation e-mail in the booking's language", () => {
  const booking = { orgName: "TravelSaver", reference: "TS-ABC123", property: "Grand Dubai", refundMinor: 13_155, currency: "USD" };

  it("in Arabic for an Arabic reader: Arabic words, the refund in Arabic-Indic digits", () => {
    const mail = cancellationMail(booking, { t: translator("ar-SA", "Trip"), tc: translator("ar-SA", "Checkout") as never, locale: "ar-SA" });
    expect(mail.subject).toBe("تم إلغاء الحجز: Grand Dubai (TS-ABC123)");
    expect(mail.text).toContain("تم إلغاء حجزك TS-ABC123 في Grand Dubai.");
    expect(mail.text).toMatch(/المبلغ المسترد: \S*١٣١٫٥٥/);
    expect(mail.text.replace(/TS-ABC123/g, "")).not.toMatch(LATIN_DIGIT);
  });

  it("in English as before, the card's own amount first with the member's beside it when the currencies differ", () => {
    const mail = cancellationMail(
      { ...booking, refundMinor: 23_913, cardRefund: { amountMinor: 22_000, currency: "EUR" } },
      { t: translator("en-US", "Trip"), tc: translator("en-US", "Checkout") as never, locale: "en-US" },
    );
    expect(mail.subject).toBe("Booking cancelled: Grand Dubai (TS-ABC123)");
    expect(mail.text).toBe("Your booking TS-ABC123 at Grand Dubai is cancelled.\n\nRefund: €220.00 (about $239.13), to the card you paid with.\n\nTravelSaver");
  });

  // Issue #51 item 2: the refund split "by card and each wallet item", as the cancel dialog promised it.
  it("says what came back to each wallet card, and which card the policy kept", () => {
    const mail = cancellationMail(
      {
        ...booking,
        wallet: [
          { type: "CERTIFICATE", cardCode: "DEMO-CERT-HOTEL", currency: "USD", restoredMinor: 0 },
          { type: "CASH_CARD", cardCode: "CASH-1", currency: "USD", restoredMinor: 2_001 },
        ],
      },
      { t: translator("en-US", "Trip"), tc: translator("en-US", "Checkout") as never, locale: "en-US" },
    );
    expect(mail.text).toContain(
      "Refund: $131.55, to the card you paid with.\nYour certificate DEMO-CERT-HOTEL is not given back: a certificate comes back only when everything is refunded.\n$20.01 is back on your cash card CASH-1.",
    );
    const arabic = cancellationMail(
      { ...booking, wallet: [{ type: "CASH_CARD", cardCode: "CASH-1", currency: "USD", restoredMinor: 2_001 }] },
      { t: translator("ar-SA", "Trip"), tc: translator("ar-SA", "Checkout") as never, locale: "ar-SA" },
    );
    expect(arabic.text.replace(/TS-ABC123|CASH-1/g, "")).not.toMatch(LATIN_DIGIT);
  });

  it("nothing charged: says so in the reader's language instead of a refund", () => {
    const mail = cancellationMail(
      { ...booking, nothingCharged: true },
      { t: translator("ar-SA", "Trip"), tc: translator("ar-SA", "Checkout") as never, locale: "ar-SA" },
    );
    expect(mail.text).toContain("لم يُخصم أي مبلغ مقابل هذا الحجز، ولن يُخصم.");
    expect(mail.text).not.toContain("المبلغ المسترد");
  });
});

/** Issue #51 item 7: "every product's names, fares, rooms … from the catalogue of the booking's language". */
describe("names the data holds in English, from the messages catalogue", () => {
  const group = (locale: "en-US" | "ar-SA", namespace: string) =>
    sharedTranslator({ locale, messages: locale === "ar-SA" ? ar : en, timeZone: "UTC", namespace }) as unknown as NameGroup;
  const seeded = (file: string, pattern: RegExp) => [...readFileSync(file, "utf8").matchAll(pattern)].map((m) => m[1]!);
  const roomNames = seeded("prisma/seed/stay-products.ts", /\{ name: "([^"]+)", maxGuests:/g);
  const walletNames = [
    ...seeded("prisma/seed/wallet.ts", /type: "\w+", name: "([^"]+)"/g),
    ...seeded("prisma/seed/wallet.ts", /\{ name: "([^"]+)", product:/g),
  ];

  it("a room, a fare and a wallet card in Arabic where the catalogue names them", () => {
    expect(catalogueName(group("ar-SA", "Rooms"), "Deluxe King Room")).toBe("غرفة ديلوكس بسرير كينغ");
    expect(catalogueName(group("ar-SA", "Flights.summary.fares"), "Flex")).toBe("مرنة");
    expect(catalogueName(group("ar-SA", "Wallet.names"), "Hotel night certificate")).toBe("شهادة ليلة فندقية");
    expect(catalogueName(group("en-US", "Rooms"), "Deluxe King Room")).toBe("Deluxe King Room");
  });

  it("a name the catalogue does not know stays the supplier's, never a key", () => {
    expect(catalogueName(group("ar-SA", "Rooms"), "Room 1")).toBe("Room 1");
    expect(catalogueName(group("ar-SA", "Flights.summary.fares"), "Economy Saver Plus")).toBe("Economy Saver Plus");
    expect(nameKey("Last year's certificate")).toBe("last-year-s-certificate");
  });

  it("every seeded room type and wallet card is named in all six languages", () => {
    expect(roomNames.length).toBeGreaterThan(20);
    expect(walletNames.length).toBeGreaterThanOrEqual(7);
    for (const messages of [en, ar, de, es, fr, pt]) {
      const rooms = messages.Rooms as Record<string, string>;
      const wallet = messages.Wallet.names as Record<string, string>;
      expect(roomNames.filter((n) => !rooms[nameKey(n)])).toEqual([]);
      expect(walletNames.filter((n) => !wallet[nameKey(n)])).toEqual([]);
    }
  });
});
