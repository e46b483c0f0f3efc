import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, testDb } from "../support/factories";
import { localeFormat, placeTimeText } from "@/lib/orders/place-time";
import { dayText, type Format } from "@/lib/orders/trip-words";
import { itemTimeZone } from "@/lib/orders/item-zone";
import { formatMoney } from "@/lib/locale/format";
import type { CarDetails } from "@/lib/suppliers/cars/types";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import { bookedCarExtrasOf } from "@/lib/suppliers/cars/extras";
import { driver, newClient, signedIn, threeKinds } from "../support/itinerary";
import { waitForMail, extractLink } from "../support/mail";
import { paidCheckout } from "../support/paid-checkout";

/**
 * Issue 53 §6 after booking: an order made from an agent's itinerary (flight + catalogue stay + car) shows every item
 * with its own facts and times, each on its place's clock, on the trip page, in the confirmation e-mail, in the calendar
 * file and on the My Trips card (the car with its child seat), with the one total paid, which the confirmation states too;
 * cancelling it follows each item's terms and refunds what the items' policies give back, as the trip page said it would. The stay starts a day after the flight: its dates are its own, not the trip's.
 */
afterAll(closeTestDb);
jest.setTimeout(90_000);

const en = localeFormat("en-US");
const squash = (html: string) => html.replace(/<!-- -->/g, "").replace(/&amp;/g, "&");

describe("a booked itinerary", () => {
  it("shows the flight, the stay and the car on the trip page, e-mail, calendar and My Trips, and cancels by each item's terms", async () => {
    const agent = await signedIn({ userType: 1 });
    const client = await newClient(agent.cookies);
    // The car with a child seat (issue 53: car extras in agent quotes), priced into its item.
    const { itinerary, property, day, checkIn, lastDay, carId, contact } = await threeKinds(agent.cookies, client.id, client.email, {
      stayAfter: 1,
      carServices: [{ id: "child_seat", quantity: 1 }],
    });
    // Its price is the car's for the client with the seat: a quote of the same car without it is that much less.
    const single = async (services: unknown[]) => {
      const res = await call("/api/agent/quotes/supplier", {
        cookies: agent.cookies,
        body: { clientId: client.id, product: "cars", offerId: carId, travellers: driver(day), services, contact, markupPercent: 10, validDays: 3 },
      });
      const body = await res.json();
      expect([res.status, body.message]).toEqual([200, undefined]);
      return (body.data as { baseMinor: number }).baseMinor;
    };
    // Asked while the car is still for rent: once the itinerary books it, the rental company sells it no more.
    const withSeat = await single([{ id: "child_seat", quantity: 1 }]);
    const withoutSeat = await single([]);
    expect((await call(`/api/agent/quotes/${itinerary.id}/send`, { cookies: agent.cookies, body: {} })).status).toBe(200);
    const key = new URL(extractLink(await waitForMail(client.email, { subject: /your travel itinerary/ }), "/quote")).searchParams.get("key")!;
    // The client's link names the extra, never its price.
    const link = squash(await (await call(`/quote?key=${encodeURIComponent(key)}`)).text());
    expect(link).toContain("Extras: Child seat × 1<");
    const booked = await paidCheckout("/api/quote/book", { body: { key, idempotencyKey: randomUUID() } });
    expect(booked.status).toBe(200);
    const { reference } = (await booked.json()).data as { reference: string };
    const r = await testDb().order.findUniqueOrThrow({ where: { reference }, include: { items: true } });
    const flight = r.items.find((i) => i.kind === "FLIGHT")!;
    const car = r.items.find((i) => i.kind === "CAR")!;
    const stay = r.items.find((i) => i.kind === "STAY")!;
    const segments = (flight.details as FlightDetails).slices.flatMap((s) => s.segments);
    const carDetails = car.details as CarDetails;
    const [seat] = bookedCarExtrasOf(car.details);
    expect(seat).toMatchObject({ code: "child_seat", quantity: 1, amountMinor: expect.any(Number) });
    const seatLine = `Child seat × 1: ${formatMoney(seat!.amountMinor, seat!.currency, "en-US")}`;
    expect(link).not.toContain(formatMoney(seat!.amountMinor, seat!.currency, "en-US"));
    const carItem = itinerary.items.find((i) => i.kind === "CAR")!;
    expect(carItem.priceMinor).toBe(withSeat);
    expect(carItem.priceMinor - withoutSeat).toBe(seat!.amountMinor);
    const total = formatMoney(itinerary.totalMinor, "USD", "en-US");
    // Each time on its place's clock: the flight's at its airports, the car's at its desks.
    const times = [
      ...segments.flatMap((g) => [placeTimeText(en, g.departsAt, g.origin.timeZone), placeTimeText(en, g.arrivesAt, g.destination.timeZone)]),
      placeTimeText(en, car.startsAt, itemTimeZone(car)),
    ];
    const stayDays = [dayText(en as Format, checkIn), dayText(en as Format, lastDay)];
    expect(checkIn).not.toBe(day);

    // The agent acting for the client sees the client's trip page and calendar.
    const started = await call("/api/agent/impersonate", { cookies: agent.cookies, body: { clientId: client.id } });
    const acting = { ...agent.cookies, impersonate: setCookies(started).impersonate!, lan_code: "en-US" };
    const page = await call(`/user/my-trips/${reference}`, { method: "GET", cookies: acting, headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    const html = squash(await page.text());
    for (const text of [property.name, ...segments.map((g) => g.flightNumber), carDetails.pickup.name, ...times, ...stayDays, total, seatLine])
      expect(html).toContain(text);
    // The flight's day is not the stay's check-in.
    expect(html).not.toContain(`>${dayText(en as Format, day)}<`);

    // The confirmation: the link's own page once booked (the client was not signed in), and the confirmation page the
    // client signed in reads — each with the one total.
    const confirmed = await (await call(`/quote?key=${encodeURIComponent(key)}`)).text();
    expect(confirmed).toContain('data-testid="quote-booked"');
    const tripTotal = (page: string) => /data-testid="trip-total"[^>]*>(.*?)<\/dd>/.exec(page)?.[1]?.replace(/<[^>]*>/g, "");
    expect(/data-testid="quote-total"[^>]*>([^<]*)</.exec(confirmed)?.[1]).toBe(total);
    expect(tripTotal(await (await call(`/checkout-success?ref=${reference}`, { cookies: acting })).text())).toBe(total);
    expect(tripTotal(html)).toBe(total);

    const mail = await waitForMail(client.email, { subject: new RegExp(reference) });
    for (const text of [property.name, ...segments.map((g) => g.flightNumber), carDetails.pickup.name, ...times, total, seatLine])
      expect(mail.text).toContain(text);
    expect(mail.text).toContain(`Check-in: ${stayDays[0]}`);
    expect(mail.text).toContain(`Check-out: ${stayDays[1]}`);
    expect(mail.text).not.toMatch(/commission|markup/i);

    const ics = (await (await call(`/api/trips/${reference}/calendar`, { method: "GET", cookies: acting })).text()).replace(/\r\n /g, "");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2 + (flight.details as FlightDetails).slices.length);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${checkIn.replace(/-/g, "")}`);
    expect(ics).toContain(`DTEND;VALUE=DATE:${lastDay.replace(/-/g, "")}`);
    for (const g of segments) expect(ics).toContain(g.flightNumber);
    expect(ics).toContain(carDetails.pickup.name);
    expect(ics).toContain("Child seat × 1");
    const utc = (d: Date | string) =>
      new Date(d)
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "");
    expect(ics).toContain(`DTSTART:${utc(flight.startsAt)}`);
    expect(ics).toContain(`DTSTART:${utc(car.startsAt)}`);
    expect(ics).toContain(`DTEND:${utc(car.endsAt)}`);

    // My Trips: one card, the one total, the refund the cancel dialog will state.
    const trips = (await (await call("/api/trips?view=trips", { method: "GET", cookies: acting })).json()).data;
    const card = trips.upcoming.find((c: { reference: string }) => c.reference === reference);
    expect(card).toMatchObject({ reference, status: "CONFIRMED", cancellable: true });
    expect(card.paid).toContain(total);
    expect(html).toContain('data-testid="cancel-booking"');

    // Cancelling follows each item's terms: each item gets back its own share, and the total is what was said.
    const before = await testDb().order.findUniqueOrThrow({ where: { reference }, include: { items: true } });
    // What each item's own policy gives back today, read from the item: the flight's fare (refundable less its fixed
    // fee, or nothing); the stay and the car, weeks away, are still in their free periods (the stay's until
    // freeCancelDays before check-in, the car's until its freeUntil), so everything.
    const now = Date.now();
    const policyRefund = (i: (typeof before.items)[number]) => {
      if (i.kind === "FLIGHT") {
        const c = (i.details as FlightDetails).conditions;
        return c.refundable ? Math.max(0, i.totalMinor - (c.refundPenaltyMinor ?? 0)) : 0;
      }
      if (i.kind === "STAY") {
        const t = i.terms as { policy: string; freeCancelDays: number };
        expect(t.policy).toBe("FREE_CANCELLATION");
        expect(now).toBeLessThan(Date.parse(checkIn) - (t.freeCancelDays + 1) * 86_400_000);
      } else {
        expect(i.kind).toBe("CAR");
        expect(now).toBeLessThan(Date.parse((i.terms as { freeUntil: string }).freeUntil));
      }
      return i.totalMinor;
    };
    expect(before.items.reduce((s, i) => s + i.totalMinor, 0)).toBe(before.cardPaidMinor);
    const expectedRefund = before.items.reduce((s, i) => s + policyRefund(i), 0);
    expect(html).toContain(`You will get ${formatMoney(expectedRefund, "USD", "en-US")} back on the card you paid with.`);
    const cancel = await call("/api/booking/cancel", { body: { reference }, cookies: acting });
    expect(cancel.status).toBe(200);
    const after = await testDb().order.findUniqueOrThrow({ where: { reference }, include: { items: true } });
    expect(after.status).toBe("CANCELLED");
    expect(after.items.every((i) => i.status === "CANCELLED")).toBe(true);
    expect(after.items.reduce((s, i) => s + (i.refundMinor ?? 0), 0)).toBe(after.refundMinor);
    expect(after.refundMinor).toBe(expectedRefund);
    const refund = formatMoney(after.refundMinor!, "USD", "en-US");
    expect(card.cancelText).toContain(refund);
    // The trip page's cancel dialog said the same amount.
    expect(html).toContain(refund);
    expect(before.items.map((i) => i.id).sort()).toEqual([flight.id, car.id, stay.id].sort());
  });
});
