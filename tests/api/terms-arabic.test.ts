import { randomUUID } from "node:crypto";
import { addDays, todayIn } from "@/lib/org/calendar";
import type { FlightChoice } from "@/lib/suppliers/flights/fare-families";
import type { Offer } from "@/lib/suppliers/seam";
import { catalogueStatement, offerStatement } from "@/lib/terms/of";
import type { Statement } from "@/lib/terms/types";
import { termsBadge, termsText } from "@/lib/terms/words";
import { call } from "../support/http";
import { closeTestDb, createProperty, uniqueWord } from "../support/factories";
import { bookedFlight } from "../support/booked-flight";
import { dateWithDay } from "../support/flights";
import { bookOffer, car, carQuery, cruise } from "../support/kind-offers";
import { bookTour, createTour } from "../support/tour";
import { bookStay } from "../support/stay-booking";
import { extractLink, waitForMail } from "../support/mail";
import { bookedStatements, engineWords, expectCards, expectMailStates, memberReading, pageText, readPage, spaced, testIdTexts } from "../support/terms-pages";

afterAll(closeTestDb);
jest.setTimeout(180_000);

/**
 * Issue #51 in Arabic, over HTTP: a stay, an activity, a flight, a car and a cruise, read by a member whose language is
 * Arabic (ar-SA pages, Arabic e-mails). The results' badge, the details page, the checkout's policy line and the
 * confirmation e-mail each say exactly the terms engine's Arabic words for the same offer (messages/ar-SA.json "Terms",
 * dates and amounts in Arabic) — the words a page would have if it computed nothing of its own.
 */

const words = engineWords("ar-SA");
const sentence = (s: Statement) => termsText(s, words);
const badge = (s: Statement) => termsBadge(s, words).text;
const expectMailSays = (email: string, reference: string, orgZone: string, said: string[]) => expectMailStates(email, reference, orgZone, said, words);
/** The words are Arabic: no Latin letter in them but a currency's code. */
const expectArabic = (s: string) => expect(s.replace(/US\$|\$/g, "")).not.toMatch(/[A-Za-z]/);

describe("in Arabic, every kind's terms are the engine's Arabic words on its results, details, checkout and e-mail", () => {
  it("a stay and an activity: the results badge, the details page, the checkout's line and the e-mail", async () => {
    const { user, cookies, org } = await memberReading("ar-SA");
    const zone = "Asia/Dubai";

    // A stay free until 3 days before check-in, 20 days ahead in Dubai.
    const city = uniqueWord("Dxb");
    const { property, rooms } = await createProperty({
      city,
      timeZone: zone,
      cancellationPolicy: "FREE_CANCELLATION",
      freeCancelDays: 3,
      rooms: [{ publicRateMinor: 20_000, memberRateMinor: 20_000 }],
    });
    const checkIn = addDays(todayIn(zone), 20);
    const checkOut = addDays(checkIn, 2);
    const stay = catalogueStatement(
      { cancellationPolicy: "FREE_CANCELLATION", freeCancelDays: 3, productCode: "HLT", timeZone: zone },
      checkIn,
      new Date(),
      org.timeZone,
    );
    expectArabic(sentence(stay));
    const dates = `checkin=${checkIn}&checkout=${checkOut}&guests=2&rooms=1`;
    expect(testIdTexts(await readPage(`/search-detail?destination=${city}&${dates}`, cookies), "result-cancellation")).toEqual([spaced(badge(stay))]);
    expect(pageText(await readPage(`/hotel-details?id=${property.id}&${dates}`, cookies))).toContain(spaced(sentence(stay)));
    const stayCheckout = await readPage(`/hotel-checkout?property=${property.id}&room=${rooms[0]!.id}&${dates}`, cookies);
    expect(testIdTexts(stayCheckout, "checkout-policy")).toEqual([spaced(sentence(stay))]);
    const booked = await bookStay({ cookies, propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn, checkOut, travellerEmail: user.email });
    expect(booked.status).toBe(200);
    await expectMailSays(user.email, (await booked.json()).data.reference, org.timeZone, [sentence(stay)]);

    // An activity tomorrow at 10:00 in Dubai, free until two days before: the free period is over, half back.
    const tour = await createTour(zone, 1);
    const activity = catalogueStatement(tour.sold, tour.startsAt.toISOString(), new Date(), org.timeZone);
    expect(activity.now.kind).toBe("share");
    const tourDates = `checkin=${tour.day}&checkout=${addDays(tour.day, 1)}&guests=2`;
    expect(testIdTexts(await readPage(`/search-detail?product=activities&destination=${tour.city}&${tourDates}`, cookies), "result-cancellation")).toEqual([
      spaced(badge(activity)),
    ]);
    expect(pageText(await readPage(`/hotel-details?id=${tour.property.id}&${tourDates}`, cookies))).toContain(spaced(sentence(activity)));
    const slot = tour.slot.id;
    expect(testIdTexts(await readPage(`/hotel-checkout?property=${tour.property.id}&slot=${slot}&guests=2`, cookies), "checkout-policy")).toEqual([
      spaced(sentence(activity)),
    ]);
    await expectMailSays(user.email, await bookTour(cookies, tour, user.email), org.timeZone, [sentence(activity)]);
  });

  it("a flight: each fare's badge on the results and fare families, the checkout's line and row, and the e-mail", async () => {
    const { user, cookies, org } = await memberReading("ar-SA");
    const q = new URLSearchParams({ from: "LHR", to: "JFK", depart: dateWithDay(0, 24), adults: "1" });
    const trips = (await (await call(`/api/flights/search?${q}`, { cookies })).json()).data.results.items as FlightChoice[];
    const fares = new Map<string, FlightChoice>([...trips, ...trips.flatMap((t) => t.fares as FlightChoice[])].map((o) => [o.id, o]));
    const fareBadge = (o: FlightChoice) => badge(offerStatement(o, new Date(), org.timeZone));
    for (const o of fares.values()) expectArabic(fareBadge(o));
    const results = await readPage(`/flight/results?${q}`, cookies);
    expectCards(results, fares, { card: "flight-result", action: "flight-select", inner: "flight-refund-terms" }, fareBadge);
    expectCards(results, fares, { card: "fare-choice", action: "fare-select", inner: "fare-refund" }, fareBadge, 2);
    for (const fare of [...fares.values()].slice(0, 3)) {
      const checkout = await readPage(`/flight/checkout?offer=${encodeURIComponent(fare.id)}`, cookies);
      const s = offerStatement(fare, new Date(), org.timeZone);
      expect(testIdTexts(checkout, "checkout-policy")).toEqual([spaced(sentence(s))]);
      expect(testIdTexts(checkout, "summary-refund")).toEqual([spaced(badge(s))]);
    }
    const flex = await bookedFlight({ cookies, email: user.email, days: 25, brand: "Flex" });
    await expectMailSays(user.email, flex.reference, org.timeZone, [sentence(offerStatement(flex.fare as unknown as FlightChoice, new Date(), org.timeZone))]);
  });

  it("a car: the results card's badge, the checkout's line, a member's e-mail, and a guest's e-mail and manage page", async () => {
    const { user, cookies, org } = await memberReading("ar-SA");
    const days = 50;
    const found = (await (await call(`/api/cars/search?${carQuery(days)}`, { cookies })).json()).data.results as Offer<unknown>[];
    const results = await readPage(`/cars/results?${carQuery(days)}`, cookies);
    expectCards(results, new Map(found.map((o) => [o.id, o])), { card: "car-card", action: "car-select", inner: "car-cancellation" }, (o) =>
      badge(offerStatement(o, new Date(), org.timeZone)),
    );
    const booking = await car(cookies, 0, days + 12);
    const said = sentence(offerStatement(booking.offer!, new Date(), org.timeZone));
    expectArabic(said);
    expect(testIdTexts(await readPage(`/cars/checkout?offer=${encodeURIComponent(booking.offerId)}`, cookies), "checkout-policy")).toEqual([spaced(said)]);
    await expectMailSays(user.email, await bookOffer(booking, user.email, cookies), org.timeZone, [said]);

    // A guest booking in Arabic: their e-mail, and the manage page its link opens, say it in Arabic too.
    const guest = { lan_code: "ar-SA" };
    const email = `guest-${randomUUID().slice(0, 8)}@example.test`;
    const theirs = await car(guest, 1, days + 12);
    const reference = await bookOffer(theirs, email, guest);
    const [booked] = (await bookedStatements(reference, org.timeZone)).map(sentence);
    expect(booked).toBe(sentence(offerStatement(theirs.offer!, new Date(), org.timeZone)));
    const mail = await waitForMail(email, { subject: new RegExp(reference), timeoutMs: 20_000 });
    expect(mail.text).toContain(booked);
    const link = new URL(extractLink(mail, "/manage-booking"), "http://x");
    expect(pageText(await readPage(link.pathname + link.search, guest))).toContain(spaced(booked!));
  });

  it("a cruise: the sailing page's rule, the checkout's line and the e-mail are the booked cabin's sentence", async () => {
    const { user, cookies, org } = await memberReading("ar-SA");
    const booking = await cruise(cookies, 3);
    const sailing = testIdTexts(await readPage(`/cruises/${booking.sailingId}`, cookies), "cancellation-rule");
    const checkout = testIdTexts(await readPage(`/cruises/checkout?offer=${encodeURIComponent(booking.offerId)}`, cookies), "checkout-policy");
    const reference = await bookOffer(booking, user.email, cookies);
    const [booked] = (await bookedStatements(reference, org.timeZone)).map(sentence);
    expectArabic(booked!);
    expect(sailing).toEqual([expect.stringContaining(spaced(booked!))]);
    expect(checkout).toEqual([spaced(booked!)]);
    await expectMailSays(user.email, reference, org.timeZone, [booked!]);
  });
});
