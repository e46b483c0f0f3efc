import { randomUUID } from "node:crypto";
import { addDays } from "@/lib/org/calendar";
import type { FlightChoice } from "@/lib/suppliers/flights/fare-families";
import type { Offer } from "@/lib/suppliers/seam";
import { catalogueStatement, offerStatement } from "@/lib/terms/of";
import type { Statement } from "@/lib/terms/types";
import { termsBadge, termsText } from "@/lib/terms/words";
import { call } from "../support/http";
import { closeTestDb, testDb } from "../support/factories";
import { bookTour, createTour } from "../support/tour";
import { isoDay } from "../support/catalogue-factory";
import { bookedFlight } from "../support/booked-flight";
import { adult, dateWithDay } from "../support/flights";
import { bookOffer, car, carQuery, cruise, transfer, transferQuery } from "../support/kind-offers";
import { createPackageDestination, tripDay } from "../support/package-factory";
import { paidCheckout } from "../support/paid-checkout";
import {
  bookedStatements,
  engineWords,
  expectCards,
  expectMailStates,
  linkOf,
  memberReading,
  pageText,
  readPage,
  spaced,
  testIdTexts,
} from "../support/terms-pages";

afterAll(closeTestDb);
jest.setTimeout(180_000);

/**
 * Issue #51 for every kind besides stays (those are terms-shown.test.ts's), over HTTP in English: the results' badge
 * or line, the details page, the checkout's policy line and the confirmation e-mail each say exactly what the terms
 * engine (lib/terms termsBadge / termsText of offerStatement, catalogueStatement) says of the same offer — and, once
 * booked, what it says of the stored item, which is what the trip page, the cancel dialog and the refund read
 * (terms-agree.test.ts). Results are matched to offers by the offer their button opens.
 */

const words = engineWords("en-US");
const sentence = (s: Statement) => termsText(s, words);
const badge = (s: Statement) => termsBadge(s, words).text;
const page = readPage;
const expectMailSays = (email: string, reference: string, orgZone: string, said: string[]) => expectMailStates(email, reference, orgZone, said, words);

describe("every kind states the engine's terms on its results, details, checkout and confirmation e-mail", () => {
  it("flights: each fare's badge on the results and its fare families, the checkout's line and row, and the e-mail", async () => {
    const { user, cookies, org } = await memberReading("en-US");
    const q = new URLSearchParams({ from: "LHR", to: "JFK", depart: dateWithDay(0, 26), adults: "1" });
    const trips = (await (await call(`/api/flights/search?${q}`, { cookies })).json()).data.results.items as FlightChoice[];
    const fares = new Map<string, Offer<unknown>>([...trips, ...trips.flatMap((t) => t.fares)].map((o) => [o.id, o as Offer<unknown>]));
    const now = new Date();
    const fareBadge = (o: Offer<unknown>) => badge(offerStatement(o as FlightChoice, now, org.timeZone));
    // Both kinds of fare are on the page: refundable less a fee and non-refundable.
    expect(new Set([...fares.values()].map(fareBadge).map((b) => b.replace(/\$[\d.,]+/, "$")))).toEqual(new Set(["Refundable less a $ fee", "Non-refundable"]));

    const results = await page(`/flight/results?${q}`, cookies);
    expectCards(results, fares, { card: "flight-result", action: "flight-select", inner: "flight-refund-terms" }, fareBadge);
    expectCards(results, fares, { card: "fare-choice", action: "fare-select", inner: "fare-refund" }, fareBadge, 2);

    for (const fare of [...fares.values()].slice(0, 4)) {
      const checkout = await page(`/flight/checkout?offer=${encodeURIComponent(fare.id)}`, cookies);
      const s = offerStatement(fare as FlightChoice, new Date(), org.timeZone);
      expect(testIdTexts(checkout, "checkout-policy")).toEqual([spaced(sentence(s))]);
      expect(testIdTexts(checkout, "summary-refund")).toEqual([spaced(badge(s))]);
    }

    const flex = await bookedFlight({ cookies, email: user.email, days: 27, brand: "Flex" });
    await expectMailSays(user.email, flex.reference, org.timeZone, [sentence(offerStatement(flex.fare as unknown as FlightChoice, new Date(), org.timeZone))]);
  });

  it("cars: the results card's cancellation badge, the checkout's line and the e-mail", async () => {
    const { user, cookies, org } = await memberReading("en-US");
    const days = 45;
    const found = (await (await call(`/api/cars/search?${carQuery(days)}`, { cookies })).json()).data.results as Offer<unknown>[];
    const offers = new Map(found.map((o) => [o.id, o]));
    const results = await page(`/cars/results?${carQuery(days)}`, cookies);
    expectCards(results, offers, { card: "car-card", action: "car-select", inner: "car-cancellation" }, (o) =>
      badge(offerStatement(o, new Date(), org.timeZone)),
    );

    const booking = await car(cookies, 0, days + 10);
    const said = sentence(offerStatement(booking.offer!, new Date(), org.timeZone));
    const checkout = await page(`/cars/checkout?offer=${encodeURIComponent(booking.offerId)}`, cookies);
    expect(testIdTexts(checkout, "checkout-policy")).toEqual([spaced(said)]);
    const reference = await bookOffer(booking, user.email, cookies);
    await expectMailSays(user.email, reference, org.timeZone, [said]);
  });

  it("transfers: the results card's terms, the checkout's line and the e-mail", async () => {
    const { user, cookies, org } = await memberReading("en-US");
    const q = transferQuery(60);
    const found = (await (await call(`/api/transfers/offers?${q}`, { cookies })).json()).data.offers as Offer<unknown>[];
    const offers = new Map(found.map((o) => [o.id, o]));
    const results = await page(`/transfers/results?${q}`, cookies);
    expectCards(results, offers, { card: "transfer-offer", action: "transfer-select", inner: "transfer-terms" }, (o) =>
      sentence(offerStatement(o, new Date(), org.timeZone)),
    );

    const booking = await transfer(cookies, q);
    const said = sentence(offerStatement(booking.offer!, new Date(), org.timeZone));
    const checkout = await page(`/transfers/checkout?offer=${encodeURIComponent(booking.offerId)}`, cookies);
    expect(testIdTexts(checkout, "checkout-policy")).toEqual([spaced(said)]);
    const reference = await bookOffer(booking, user.email, cookies);
    await expectMailSays(user.email, reference, org.timeZone, [said]);
  });

  it("cruises: the sailing page's cancellation rule and the checkout's line are the booked cabin's sentence, as the e-mail is", async () => {
    const { user, cookies, org } = await memberReading("en-US");
    const booking = await cruise(cookies, 2);
    const sailing = testIdTexts(await page(`/cruises/${booking.sailingId}`, cookies), "cancellation-rule");
    const checkout = testIdTexts(await page(`/cruises/checkout?offer=${encodeURIComponent(booking.offerId)}`, cookies), "checkout-policy");
    const reference = await bookOffer(booking, user.email, cookies);
    const [booked] = (await bookedStatements(reference, org.timeZone)).map(sentence);
    expect(sailing).toEqual([expect.stringContaining(spaced(booked!))]);
    expect(checkout).toEqual([spaced(booked!)]);
    await expectMailSays(user.email, reference, org.timeZone, [booked!]);
  });

  it("activities, free and then half: the results badge, the details page, the checkout's line and the e-mail", async () => {
    const { user, cookies, org } = await memberReading("en-US");
    const zone = "Europe/Lisbon";
    // Ten days ahead: free until two days before; tomorrow: the free period is over, half back.
    for (const ahead of [10, 1]) {
      const { day, city, startsAt, property, slot, sold } = await createTour(zone, ahead);
      const s = catalogueStatement(sold, startsAt.toISOString(), new Date(), org.timeZone);
      expect([ahead, s.now.kind]).toEqual([ahead, ahead === 10 ? "all" : "share"]);
      const stay = `checkin=${day}&checkout=${addDays(day, 1)}&guests=2`;
      const results = await page(`/search-detail?product=activities&destination=${city}&${stay}`, cookies);
      expect(testIdTexts(results, "result-cancellation")).toEqual([spaced(badge(s))]);
      const details = pageText(await page(`/hotel-details?id=${property.id}&${stay}`, cookies));
      expect(details).toContain(spaced(sentence(s)));
      const checkout = await page(`/hotel-checkout?property=${property.id}&slot=${slot.id}&guests=2`, cookies);
      expect(testIdTexts(checkout, "checkout-policy")).toEqual([spaced(sentence(s))]);

      const reference = await bookTour(cookies, { property, slot }, user.email);
      await expectMailSays(user.email, reference, org.timeZone, [sentence(s)]);
    }
  });

  it("packages: the results card's stay and flight badges, the change-stay list, the checkout's stay and flight lines and the e-mail", async () => {
    const { user, cookies, org } = await memberReading("en-US");
    const { slug, property, room } = await createPackageDestination();
    const day = tripDay(0, 30);
    const q = new URLSearchParams({ from: "LHR", to: slug, checkin: isoDay(day), checkout: isoDay(day + 3), rooms: "1", adults: "2", children: "0" });
    const found = (await (await call(`/api/packages/search?${q}`, { cookies })).json()).data as {
      flight: Offer<unknown>;
      results: { items: { stay: { property: { id: number } }; price: { totalMinor: number; currency: string } }[] };
    };
    const now = new Date();
    const sold = await testDb().property.findUniqueOrThrow({ where: { id: property.id }, include: { destination: true } });
    const stayTerms = catalogueStatement({ ...sold, timeZone: sold.destination?.timeZone }, isoDay(day), now, org.timeZone);
    const flightTerms = offerStatement(found.flight as FlightChoice, now, org.timeZone);

    const results = await page(`/packages/results?${q}`, cookies);
    const card = results.split('data-testid="package-card"').find((c) => c.includes(`data-property-id="${property.id}"`))!;
    expect(testIdTexts(card, "package-stay-terms")).toEqual([spaced(`Stay: ${badge(stayTerms)}`)]);
    expect(testIdTexts(card, "package-flight-terms")).toEqual([spaced(`Flight: ${badge(flightTerms)}`)]);

    const choose = linkOf(card, "package-choose");
    const checkout = await page(choose, cookies);
    expect(testIdTexts(checkout, "checkout-policy")).toEqual([spaced(`Stay: ${sentence(stayTerms)} Flight: ${sentence(flightTerms)}`)]);
    // Changing the stay lists each stay with its badge, the one its results card gives.
    const swap = await page(`${choose}&swap=stay`, cookies);
    const ours = swap.split('data-testid="swap-stay"').find((c) => c.includes(`data-property-id="${property.id}"`))!;
    expect(testIdTexts(ours, "swap-stay-terms")).toEqual([spaced(badge(stayTerms))]);

    const res = await paidCheckout("/api/packages/book", {
      cookies,
      body: {
        flightOfferId: found.flight.id,
        destination: slug,
        propertyId: property.id,
        roomTypeId: room.id,
        checkIn: isoDay(day),
        checkOut: isoDay(day + 3),
        rooms: 1,
        adults: 2,
        children: 0,
        expectedTotalMinor: found.results.items[0]!.price.totalMinor,
        expectedCurrency: found.results.items[0]!.price.currency,
        travellers: [adult({ firstName: "Ada" }), adult({ firstName: "Grace" })],
        contact: { firstName: "Ada", lastName: "Lovelace", email: user.email, phone: "+442071234567" },
        idempotencyKey: randomUUID(),
      },
    });
    expect(res.status).toBe(200);
    await expectMailSays(user.email, (await res.json()).data.reference, org.timeZone, [sentence(flightTerms), sentence(stayTerms)]);
  });
});
