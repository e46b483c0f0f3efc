import { createFormatter } from "next-intl";
import ar from "@/messages/ar-SA.json";
import en from "@/messages/en-US.json";
import type { NameGroup } from "@/lib/locale/catalogue-name";
import type { ChargedT } from "@/lib/locale/charged-text";
import { formatMoney } from "@/lib/locale/format";
import type { Locale } from "@/lib/locale/locales";
import { moneyView } from "@/lib/locale/money-view";
import { sharedTranslator } from "@/lib/locale/translations";
import { regionName } from "@/lib/places/names";
import { itemTitle } from "@/lib/orders/item-title";
import type { ReservationView } from "@/lib/orders/list-orders";
import { tripCards } from "@/lib/orders/trip-cards";
import { tripConfirmationMail } from "@/lib/orders/trip-mail";
import type { TripItem, TripView } from "@/lib/orders/trip-view";
import type { Format, TripT } from "@/lib/orders/trip-words";
import { termsFor } from "@/lib/terms/terms-for";
import type { TermsT } from "@/lib/terms/words";

// Only the process-wide translator is used; next-intl's request helpers need a React Server Components build.
jest.mock("next-intl/server", () => ({ getLocale: jest.fn(), getMessages: jest.fn(), getTimeZone: jest.fn() }));

/**
 * Issue #51's Arabic gaps: a booked stay's room and its item's title ("Property · Room", stored in English by the
 * booking) are said in the reader's language when shown — from the catalogue's names, the stored title kept where the
 * catalogue has no name — with the language's separator between parts, and a country is named in the reader's language.
 */
const ZONE = "America/New_York";
const messagesOf = { "en-US": en, "ar-SA": ar } as const;
const rooms = (locale: keyof typeof messagesOf) =>
  sharedTranslator({ locale, messages: messagesOf[locale], timeZone: ZONE, namespace: "Rooms" }) as unknown as NameGroup;

const stayItem = (catalogue: TripItem["catalogue"]): TripItem => ({
  id: 1,
  kind: "STAY",
  productCode: "HLT",
  title: "Grand Dubai · Deluxe King Room",
  catalogue,
  startsAt: "2027-01-10T00:00:00.000Z",
  endsAt: "2027-01-12T00:00:00.000Z",
  status: "CONFIRMED",
  bookingRef: null,
  details: { propertyId: 7, roomTypeId: 9 },
  statement: termsFor({ kind: "STAY", terms: { policy: "PARTIAL_REFUND", freeCancelDays: 7 }, startsAt: "2027-01-10" }, new Date("2027-01-01T12:00:00Z"), ZONE),
  totalMinor: 26_310,
  timeZone: "Asia/Dubai",
  endTimeZone: "Asia/Dubai",
});

describe("a stay item's title, in the reader's language", () => {
  const catalogue = { property: "Grand Dubai", room: "Deluxe King Room" };

  it("names the room in Arabic with the Arabic comma between the parts; the property's own name is kept", () => {
    expect(itemTitle(stayItem(catalogue), rooms("ar-SA"), "، ")).toBe("Grand Dubai، غرفة ديلوكس بسرير كينغ");
    expect(itemTitle(stayItem(catalogue), rooms("en-US"), " · ")).toBe("Grand Dubai · Deluxe King Room");
  });

  it("keeps the stored title where the catalogue does not say the item (another stay, a supplier item), and a room it has no name for", () => {
    expect(itemTitle(stayItem(null), rooms("ar-SA"), "، ")).toBe("Grand Dubai · Deluxe King Room");
    expect(itemTitle(stayItem({ property: "Casa Azul", room: "The Blue Loft" }), rooms("ar-SA"), "، ")).toBe("Casa Azul، The Blue Loft");
  });
});

describe("the confirmation e-mail of a stay in Arabic", () => {
  function texts(locale: Locale) {
    const messages = messagesOf[locale as keyof typeof messagesOf];
    const format: Format = createFormatter({ locale, timeZone: ZONE });
    const t = sharedTranslator({ locale, messages, timeZone: ZONE, namespace: "Trip" }) as unknown as TripT;
    const tc = sharedTranslator({ locale, messages, timeZone: ZONE, namespace: "Checkout" }) as unknown as ChargedT;
    const tt = sharedTranslator({ locale, messages, timeZone: ZONE, namespace: "Terms" }) as unknown as TermsT;
    const terms = { t: tt, format, money: (minor: number, currency: string) => formatMoney(minor, currency, locale) };
    return {
      t,
      tc,
      format,
      terms,
      tripUrl: "https://example.test/user/my-trips/TS-ARABIC01",
      cabinText: () => "",
      rooms: rooms(locale as "ar-SA"),
      fares: sharedTranslator({ locale, messages, timeZone: ZONE, namespace: "Flights.summary.fares" }) as unknown as NameGroup,
    };
  }
  const view = (items: TripItem[]): TripView =>
    ({
      reference: "TS-ARABIC01",
      title: "Grand Dubai",
      place: {
        name: "Grand Dubai",
        address: "1 Creek Road",
        city: "Dubai",
        countryCode: "AE",
        latitude: 25.2,
        longitude: 55.3,
        checkInTime: "15:00",
        checkOutTime: "11:00",
        timeZone: "Asia/Dubai",
      },
      room: "Deluxe King Room",
      checkIn: "2027-01-10",
      checkOut: "2027-01-12",
      guests: 2,
      rooms: 1,
      travellers: [],
      leadFirstName: "Ana",
      items,
      currency: "USD",
      totalMinor: 26_310,
      cardPaidMinor: 26_310,
      cardLast4: "4242",
      wallet: [],
      freeUntil: null,
      card: { currency: "USD", paidMinor: 26_310, memberPaidMinor: 26_310, refundMinor: null, refundIfCancelledMinor: 0 },
    }) as unknown as TripView;

  it("says the room in Arabic, and each item's title of a package in Arabic", () => {
    const catalogue = { property: "Grand Dubai", room: "Deluxe King Room" };
    const mail = (items: TripItem[]) =>
      tripConfirmationMail(view(items), { ...texts("ar-SA"), orgName: "TravelSaver", locale: "ar-SA", timeZone: ZONE, member: true }).text;
    const single = mail([stayItem(catalogue)]);
    expect(single).toContain("غرفة ديلوكس بسرير كينغ");
    expect(single).not.toContain("Deluxe King Room");
    const flight = { ...stayItem(null), id: 2, kind: "FLIGHT", title: "London (LHR) → Dubai (DXB)", details: {} };
    const pkg = mail([stayItem(catalogue), flight]);
    expect(pkg).toContain("Grand Dubai، غرفة ديلوكس بسرير كينغ: ");
    expect(pkg).not.toContain("Deluxe King Room");
  });
});

describe("My Trips' card of a stay in Arabic", () => {
  it("names the room in Arabic", () => {
    const money = {
      display: (minor: number, currency: string) => formatMoney(minor, currency, "ar-SA"),
      original: (minor: number, currency: string) => formatMoney(minor, currency, "ar-SA"),
      view: (currencies: string[]) => moneyView({ rates: new Map([["USD", "1"]]), minorUnits: new Map([["USD", 2]]) }, "USD", currencies),
    } as unknown as Parameters<typeof tripCards>[1]["money"];
    const t = (namespace: string) => sharedTranslator({ locale: "ar-SA", messages: ar, timeZone: ZONE, namespace }) as never;
    const [card] = tripCards(
      [
        {
          reference: "TS-ARABIC02",
          status: "CONFIRMED",
          productCode: "HLT",
          title: "Grand Dubai",
          property: { id: 7, name: "Grand Dubai", city: "Dubai", countryCode: "AE", timeZone: "Asia/Dubai", image: "" },
          items: [],
          room: "Deluxe King Room",
          checkIn: "2027-01-10",
          checkOut: "2027-01-12",
          guests: 2,
          rooms: 1,
          currency: "USD",
          totalMinor: 26_310,
          walletAppliedMinor: 0,
          cardPaidMinor: 26_310,
          memberCardPaidMinor: 26_310,
          walletIfCancelled: [],
          usedWallet: false,
          walletRestored: [],
          memberCurrency: "USD",
          memberTotalMinor: 26_310,
          rateUsed: "1",
          cancelledAt: null,
          refundMinor: null,
          memberRefundMinor: null,
          bookedAt: "2027-01-01T10:00:00Z",
          cancellable: false,
          refundIfCancelledMinor: 0,
          memberRefundIfCancelledMinor: 0,
        } as ReservationView,
      ],
      { t: t("Trips"), tw: t("Wallet"), tc: t("Checkout"), rooms: rooms("ar-SA"), money, locale: "ar-SA", timeZone: ZONE },
    );
    expect(card!.room).toBe("غرفة ديلوكس بسرير كينغ");
  });
});

describe("a country in the reader's language", () => {
  it("names a property's country by its code in Arabic, where its English name would differ", () => {
    expect(regionName("AE", "ar-SA", "AE")).toBe("الإمارات العربية المتحدة");
    expect(regionName("US", "en-US", "US")).toBe("United States");
  });
});
