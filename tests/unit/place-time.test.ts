import type { ChargedT } from "@/lib/locale/charged-text";
import type { NameGroup } from "@/lib/locale/catalogue-name";
import { createFormatter } from "next-intl";
import ar from "@/messages/ar-SA.json";
import en from "@/messages/en-US.json";
import type { ReservationView } from "@/lib/orders/list-orders";
import { tripCards } from "@/lib/orders/trip-cards";
import type { Locale } from "@/lib/locale/locales";
import { sharedTranslator } from "@/lib/locale/translations";
import { itemEndTimeZone, itemTimeZone } from "@/lib/orders/item-zone";
import { offerStatement } from "@/lib/terms/of";
import { termsFor } from "@/lib/terms/terms-for";
import { termsText, type TermsT } from "@/lib/terms/words";
import { formatMoney } from "@/lib/locale/format";
import { localeFormat, placeTimeText } from "@/lib/orders/place-time";
import { tripCalendar } from "@/lib/orders/trip-calendar";
import { tripConfirmationMail } from "@/lib/orders/trip-mail";
import type { TripItem, TripView } from "@/lib/orders/trip-view";
import type { Format, TripT } from "@/lib/orders/trip-words";

// Only the process-wide translator is used; next-intl's request helpers need a React Server Components build.
jest.mock("next-intl/server", () => ({ getLocale: jest.fn(), getMessages: jest.fn(), getTimeZone: jest.fn() }));

// The organisation's default zone: it must never be the clock of a place's time.
const ORG_ZONE = "America/New_York";
// The moment the trip is read: before every deadline below.
const NOW = new Date("2026-12-01T12:00:00Z");

/** Four items as the suppliers and the catalogue store them: where each happens is in its details. */
const activity = {
  kind: "ACTIVITY",
  startsAt: "2026-12-14T10:00:00.000Z", // 10:00 in Lisbon (UTC+0 in December), 05:00 in New York
  endsAt: "2026-12-14T10:00:00.000Z",
  details: { propertyId: 7, guests: 2, timeZone: "Europe/Lisbon" },
  terms: { policy: "NON_REFUNDABLE", freeCancelDays: 0 },
};
const transfer = {
  kind: "TRANSFER",
  startsAt: "2026-12-14T20:30:00.000Z", // 15:30 at Miami airport
  endsAt: "2026-12-14T21:10:00.000Z",
  details: {
    direction: "from-airport",
    airport: { code: "MIA", name: "Miami International", city: "Miami", timeZone: "America/New_York" },
    place: "Hotel Ocean",
    meetingPoint: "Arrivals hall, door 5",
    durationMinutes: 40,
  },
  terms: { refundable: true, freeUntil: "2026-12-13T20:30:00.000Z", afterShareBps: 0, changeable: false },
};
// A car booked before the desk's zone was stored: its zone comes from the nearest airport (LAX).
const car = {
  kind: "CAR",
  startsAt: "2026-12-15T17:00:00.000Z", // 09:00 at the LAX desk
  endsAt: "2026-12-18T17:00:00.000Z",
  details: {
    name: "Toyota Corolla",
    supplier: { name: "Hertz" },
    pickup: { name: "LAX desk", address: "9000 Airport Blvd", latitude: 33.9416, longitude: -118.4085 },
    dropoff: { name: "LAX desk", address: "9000 Airport Blvd", latitude: 33.9416, longitude: -118.4085 },
  },
  terms: { refundable: true, freeUntil: "2026-12-14T17:00:00.000Z", afterShareBps: 5_000, changeable: false },
};
const port = (code: string, name: string, timeZone: string) => ({ code, name, country: "", timeZone, lat: 0, lng: 0 });
const cruise = {
  kind: "CRUISE",
  startsAt: "2026-12-20T16:00:00.000Z", // 17:00 in Barcelona
  endsAt: "2026-12-27T08:00:00.000Z", // 08:00 in Lisbon
  details: {
    ship: { name: "Aurora" },
    line: { name: "Blue Line" },
    cabin: {},
    itinerary: [
      { day: 1, date: "2026-12-20", port: port("BCN", "Barcelona", "Europe/Madrid") },
      { day: 2, date: "2026-12-21", port: null },
      { day: 8, date: "2026-12-27", port: port("LIS", "Lisbon", "Europe/Lisbon") },
    ],
  },
  terms: { refundable: true, freeUntil: "2026-11-20T16:00:00.000Z", afterShareBps: 5_000, noRefundFrom: "2026-12-06T16:00:00.000Z", changeable: false },
};
const stored = [activity, transfer, car, cruise];

/** The trip page's item, as lib/orders/trip-view.ts makes it from the stored row. */
function tripItem(row: (typeof stored)[number], id: number): TripItem {
  const zone = itemTimeZone(row);
  return {
    id,
    kind: row.kind,
    productCode: row.kind,
    title: `${row.kind} item`,
    catalogue: null,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: "CONFIRMED",
    bookingRef: null,
    details: row.details,
    statement: termsFor({ ...row, timeZone: zone }, NOW, ORG_ZONE),
    totalMinor: 10_000,
    timeZone: zone,
    endTimeZone: itemEndTimeZone(row),
  };
}

function trip(items: TripItem[]): TripView {
  return {
    id: 1,
    reference: "TS-ZONES01",
    orgId: 1,
    userId: 1,
    status: "CONFIRMED",
    productCode: "PKG",
    title: "Zones",
    photo: null,
    place: null,
    room: null,
    checkIn: "2026-12-14",
    checkOut: "2026-12-27",
    guests: 2,
    rooms: 1,
    travellers: [],
    leadFirstName: "Ana",
    contactEmail: null,
    items,
    currency: "USD",
    totalMinor: 40_000,
    cardPaidMinor: 40_000,
    cardLast4: "4242",
    wallet: [],
    freeUntil: null,
    bookedAt: "2026-12-01T12:00:00.000Z",
    cancelledAt: null,
    refundMinor: null,
    walletRestored: [],
    cancellable: true,
    refundIfCancelledMinor: 0,
    walletIfCancelled: [],
    card: { currency: "USD", paidMinor: 40_000, memberPaidMinor: 40_000, refundMinor: null, refundIfCancelledMinor: 0 },
    nameCorrection: { open: false, maxLetters: 3, firstName: "Tess", lastName: "Traveller" },
    changes: [],
    dateChange: null,
    addBagsItemId: null,
    seatsAtCheckIn: [],
    flightChange: null,
    flightChangeClosed: null,
  };
}

const LOCALES = [
  ["en-US", en],
  ["ar-SA", ar],
] as const;

function texts(locale: Locale, messages: typeof en | typeof ar) {
  // The e-mail's formatter is made in the organisation's zone: the place's clock must win over it.
  const format: Format = createFormatter({ locale, timeZone: ORG_ZONE });
  const t = sharedTranslator({ locale, messages, timeZone: ORG_ZONE, namespace: "Trip" }) as unknown as TripT;
  const tc = sharedTranslator({ locale, messages, timeZone: ORG_ZONE, namespace: "Checkout" }) as unknown as ChargedT;
  const tt = sharedTranslator({ locale, messages, timeZone: ORG_ZONE, namespace: "Terms" }) as unknown as TermsT;
  const terms = { t: tt, format, money: (minor: number, currency: string) => formatMoney(minor, currency, locale) };
  const rooms = sharedTranslator({ locale, messages, timeZone: ORG_ZONE, namespace: "Rooms" }) as unknown as NameGroup;
  const fares = sharedTranslator({ locale, messages, timeZone: ORG_ZONE, namespace: "Flights.summary.fares" }) as unknown as NameGroup;
  return { t, tc, format, terms, tripUrl: "https://example.test/user/my-trips/TS-ZONES01", cabinText: () => "Balcony", rooms, fares };
}

describe("a time at a place (lib/orders/place-time.ts)", () => {
  it("is the place's wall clock with its zone named, never the organisation's: the Lisbon tour at 10:00", () => {
    const text = placeTimeText(localeFormat("en-US"), activity.startsAt, itemTimeZone(activity));
    expect(text).toBe("Mon, Dec 14, 2026, 10:00 AM Western European Time");
    expect(text).not.toContain("5:00");
  });

  it("names the zone in the reader's language and digits (Arabic-Indic in Arabic)", () => {
    const text = placeTimeText(localeFormat("ar-SA"), activity.startsAt, "Europe/Lisbon");
    expect(text).toContain("١٠:٠٠");
    expect(text).toContain("توقيت غرب أوروبا");
    expect(text).not.toMatch(/[0-9]/);
  });

  it("reads each kind's place from its details: airport, desk (nearest airport when the supplier gave none), ports", () => {
    expect(itemTimeZone(transfer)).toBe("America/New_York");
    expect(itemTimeZone(car)).toBe("America/Los_Angeles");
    expect([itemTimeZone(cruise), itemEndTimeZone(cruise)]).toEqual(["Europe/Madrid", "Europe/Lisbon"]);
    expect(itemTimeZone(activity)).toBe("Europe/Lisbon");
    // A stay or activity booked before its details carried the zone: the property's destination.
    expect(itemTimeZone({ kind: "ACTIVITY", details: { propertyId: 7 } }, "Europe/Lisbon")).toBe("Europe/Lisbon");
    // No place known: UTC, said as such — not the organisation's zone.
    expect(itemTimeZone({ kind: "ACTIVITY", details: {} })).toBe("UTC");
  });

  it("an unknown zone from a supplier is told in UTC instead of failing the page or the e-mail", () => {
    expect(placeTimeText(localeFormat("en-US"), "2026-12-14T10:00:00Z", "Mars/Olympus")).toContain("10:00 AM");
  });
});

describe("the same instant says the same words on checkout, confirmation, trip page, e-mail and calendar file", () => {
  const local = {
    activity: "Mon, Dec 14, 2026, 10:00 AM Western European Time",
    transfer: "Mon, Dec 14, 2026, 3:30 PM Eastern Time",
    car: "Tue, Dec 15, 2026, 9:00 AM Pacific Time",
    cruise: "Sun, Dec 20, 2026, 5:00 PM Central European Time",
  };

  it.each(LOCALES)("%s", (locale, messages) => {
    const items = stored.map(tripItem);
    const view = trip(items);
    const ctx = texts(locale, messages);
    const mail = tripConfirmationMail(view, { ...ctx, orgName: "TravelSaver", locale, timeZone: ORG_ZONE, member: true }).text;
    const ics = tripCalendar(view, { ...ctx, timeZone: ORG_ZONE, orgName: "TravelSaver", host: "example.test", locale });
    for (const [n, row] of stored.entries()) {
      // What the checkout pages write (they have a locale, not next-intl's formatter)…
      const checkout = placeTimeText(localeFormat(locale), row.startsAt, itemTimeZone(row));
      // …what the trip page and the confirmation write from the trip's item (next-intl's formatter, org zone)…
      const page = placeTimeText(ctx.format, items[n]!.startsAt, items[n]!.timeZone);
      expect(page).toBe(checkout);
      // …and the e-mail and the calendar file.
      expect(mail).toContain(checkout);
      expect(ics.events.find((e) => e.uid.startsWith(`TS-ZONES01-${n}`))!.description).toContain(checkout);
    }
    // The ship and its line are set apart by a separator that cannot read as a digit in Arabic.
    expect(mail).toContain(locale.startsWith("ar") ? "Aurora، Blue Line" : "Aurora · Blue Line");
    if (locale === "en-US") {
      for (const [n, kind] of (["activity", "transfer", "car", "cruise"] as const).entries())
        expect(placeTimeText(ctx.format, items[n]!.startsAt, items[n]!.timeZone)).toBe(local[kind]);
    }
  });

  it("a deadline is told on the item's clock: the Miami transfer's free cancellation until 3:30 PM Eastern, the LAX car's until 9:00 AM Pacific", () => {
    const items = stored.map(tripItem);
    const ctx = texts("en-US", en);
    const mail = tripConfirmationMail(trip(items), { ...ctx, orgName: "TravelSaver", locale: "en-US", timeZone: "Asia/Tokyo", member: true }).text;
    for (const row of [transfer, car]) {
      const deadline = placeTimeText(localeFormat("en-US"), row.terms.freeUntil, itemTimeZone(row));
      // The checkout's sentence: the engine's statement of the offer, in the checkout's words (a locale's formatter).
      const checkout = termsText(offerStatement(row as never, NOW, ORG_ZONE), { ...ctx.terms, format: localeFormat("en-US") });
      expect(checkout).toContain(deadline);
      expect(mail).toContain(deadline);
    }
    expect(mail).toContain("Sun, Dec 13, 2026, 3:30 PM Eastern Time");
    expect(mail).toContain("Mon, Dec 14, 2026, 9:00 AM Pacific Time");
    expect(mail).not.toContain("9:30 AM");
  });

  it("My Trips' card of the Lisbon tour says 10:00 Lisbon's time, for a member of a New York organisation", () => {
    const card = tripCards(
      [
        {
          reference: "TS-ZONES02",
          status: "CONFIRMED",
          productCode: "ACT",
          title: "Lisbon food tour",
          property: { id: 7, name: "Lisbon food tour", city: "Lisbon", countryCode: "PT", timeZone: "Europe/Lisbon", image: "" },
          items: [
            {
              kind: "ACTIVITY",
              productCode: "ACT",
              title: "Lisbon food tour",
              supplierRef: null,
              startsAt: activity.startsAt,
              endsAt: activity.endsAt,
              status: "CONFIRMED",
              details: activity.details,
            },
          ],
          room: null,
          checkIn: "2026-12-14",
          checkOut: "2026-12-14",
          guests: 2,
          rooms: 1,
          currency: "USD",
          totalMinor: 10_000,
          walletAppliedMinor: 0,
          walletIfCancelled: [],
          usedWallet: false,
          walletRestored: [],
          memberCurrency: "USD",
          memberTotalMinor: 10_000,
          rateUsed: "1",
          cancelledAt: null,
          refundMinor: null,
          memberRefundMinor: null,
          bookedAt: "2026-12-01T12:00:00Z",
          cancellable: false,
          refundIfCancelledMinor: 0,
        } as unknown as ReservationView,
      ],
      {
        t: sharedTranslator({ locale: "en-US", messages: en, timeZone: ORG_ZONE, namespace: "Trips" }) as never,
        tw: sharedTranslator({ locale: "en-US", messages: en, timeZone: ORG_ZONE, namespace: "Wallet" }) as never,
        tc: sharedTranslator({ locale: "en-US", messages: en, timeZone: ORG_ZONE, namespace: "Checkout" }) as never,
        rooms: sharedTranslator({ locale: "en-US", messages: en, timeZone: ORG_ZONE, namespace: "Rooms" }) as never,
        money: { display: () => "$100.00", original: () => "$100.00", charged: () => "$100.00", view: () => ({}) } as never,
        locale: "en-US",
        timeZone: ORG_ZONE,
      },
    )[0]!;
    expect(card.dates).toBe(local.activity);
  });
});
