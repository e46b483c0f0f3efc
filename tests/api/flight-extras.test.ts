import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, TEST_PASSWORD, testDb } from "../support/factories";
import { adult, dateWithDay } from "../support/flights";
import { waitForMail } from "../support/mail";
import { paidCheckout } from "../support/paid-checkout";
import type { FlightAncillaries } from "@/lib/suppliers/flights/ancillaries";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import { formatMoney } from "@/lib/locale/format";
import { amountOn } from "../support/page-amount";

/**
 * Issue 53 §1 over HTTP: a flight's seat map and extra bags (GET /api/flights/ancillaries, the airline's through the
 * Duffel stand-in), then POST /api/orders with a seat and a bag — the server prices them from the airline, the order's
 * total includes them and the trip page, e-mail and calendar name them; the confirmation, trip page and e-mail state
 * that total and cancelling refunds it under the fare's rule; a forged or taken seat is a 400 on its field.
 */
afterAll(() => closeTestDb());

async function member() {
  const user = await createUser({ planStatus: "ACTIVE" });
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}

type Fare = { id: string; price: { totalMinor: number; currency: string }; details: FlightDetails };

/**
 * A London → Paris flight (short, one passenger) and what its airline sells with it: the cheapest fare, or the fare
 * family `brand` of the same flights.
 */
async function flightWithExtras(cookies: Record<string, string>, days = 24, brand?: string) {
  const q = new URLSearchParams({ from: "LHR", to: "CDG", depart: dateWithDay(0, days), adults: "1" });
  const found = await (await call(`/api/flights/search?${q}`, { cookies })).json();
  const trips = found.data.results.items as (Fare & { fares: Fare[] })[];
  const offer = brand ? trips.flatMap((t) => t.fares).find((f) => f.details.slices[0]!.fareBrand === brand)! : trips[0]!;
  const res = await call(`/api/flights/ancillaries?offerId=${encodeURIComponent(offer.id)}`, { cookies });
  expect(res.status).toBe(200);
  const extras = (await res.json()).data as FlightAncillaries;
  return { offer, extras };
}

function seatsOf(extras: FlightAncillaries) {
  return extras.seatMaps[0]!.cabins.flatMap((c) => c.rows.flat(2)).flatMap((cell) => (cell.kind === "seat" ? [cell] : []));
}

function order(offer: { id: string }, cookies: Record<string, string>, email: string, expectedTotalMinor: number, services: unknown) {
  return paidCheckout("/api/orders", {
    cookies,
    body: {
      product: "flight",
      offerId: offer.id,
      expectedTotalMinor,
      expectedCurrency: "USD",
      travellers: [adult()],
      services,
      contact: { firstName: "Ada", lastName: "Lovelace", email, phone: "+442079460000" },
      idempotencyKey: randomUUID(),
    },
  }).then(async (res) => ({ status: res.status, body: await res.json() }));
}

describe("flight seats and bags", () => {
  it("answers a seat map per flight with free, paid and taken seats, and extra bags per passenger and slice", async () => {
    const { cookies } = await member();
    const { extras } = await flightWithExtras(cookies);
    expect(extras.currency).toBe("USD");
    expect(extras.seatMaps.length).toBeGreaterThan(0);
    const seats = seatsOf(extras);
    expect(seats.some((s) => s.services.length === 0)).toBe(true);
    expect(seats.some((s) => s.services[0]?.amountMinor === 0)).toBe(true);
    expect(seats.some((s) => (s.services[0]?.amountMinor ?? 0) > 0)).toBe(true);
    expect(extras.bags).toEqual([
      expect.objectContaining({ sliceIndex: 0, origin: "LHR", destination: "CDG", maxQuantity: 2, amountMinor: expect.any(Number) }),
    ]);
    expect((await call("/api/flights/ancillaries?offerId=nope", { cookies })).status).toBe(400);
  });

  it("books a paid seat and a bag: the total includes them, the trip page, e-mail and calendar name them; the same seat again is refused", async () => {
    const { user, cookies } = await member();
    const { offer, extras } = await flightWithExtras(cookies, 26);
    const seat = seatsOf(extras).find((s) => (s.services[0]?.amountMinor ?? 0) > 0)!;
    const bag = extras.bags[0]!;
    const extrasMinor = seat.services[0]!.amountMinor + bag.amountMinor;
    const services = [
      { id: seat.services[0]!.id, quantity: 1 },
      { id: bag.serviceId, quantity: 1 },
    ];

    // The page's total without the extras is a price the server does not book at.
    expect((await order(offer, cookies, user.email, offer.price.totalMinor, services)).body.error.code).toBe("PRICE_CHANGED");
    const booked = await order(offer, cookies, user.email, offer.price.totalMinor + extrasMinor, services);
    expect(booked.status).toBe(200);
    const reference = booked.body.data.reference as string;
    const reservation = await testDb().order.findUniqueOrThrow({ where: { reference }, include: { items: true } });
    expect(reservation.totalMinor).toBe(offer.price.totalMinor + extrasMinor);
    expect(reservation.items[0]!.details).toMatchObject({
      extras: {
        seats: [{ designator: seat.designator, passenger: "Ada Lovelace", amountMinor: seat.services[0]!.amountMinor }],
        bags: [{ quantity: 1, origin: "LHR", destination: "CDG", amountMinor: bag.amountMinor }],
      },
    });

    const page = await (await call(`/user/my-trips/${reference}`, { cookies })).text();
    expect(page).toContain(`Seat ${seat.designator}`);
    expect(page).toContain("1 extra checked bag");
    // The fare family booked (the cheapest of the results, Light) and what it includes.
    expect(page).toContain("Fare: Light (1 cabin bag, no checked bag)");
    const mail = await waitForMail(user.email, { subject: new RegExp(reference) });
    expect(mail.text).toContain(`Seat ${seat.designator}`);
    expect(mail.text).toContain("1 extra checked bag · LHR → CDG · Ada Lovelace");
    expect(mail.text).toContain("Fare: Light (1 cabin bag, no checked bag)");
    const ics = await (await call(`/api/trips/${reference}/calendar`, { cookies })).text();
    expect(ics.replace(/\r\n /g, "")).toContain(`Seat ${seat.designator}`);

    // Taken now: the airline no longer sells it, so the same id is refused on its field, nothing booked.
    const again = await order(offer, cookies, user.email, offer.price.totalMinor + seat.services[0]!.amountMinor, [services[0]]);
    expect(again.status).toBe(400);
    expect(again.body.error.fields).toEqual([
      { path: "services.0.id", message: "This seat or bag is no longer available on this flight. Please choose again." },
    ]);
  });

  it("a refundable fare with a paid seat and a bag: one total on the confirmation, trip page and e-mail; cancelling gives back that total less the fare's fee", async () => {
    const { user, cookies } = await member();
    const { offer, extras } = await flightWithExtras(cookies, 30, "Flex");
    const seat = seatsOf(extras).find((s) => (s.services[0]?.amountMinor ?? 0) > 0)!;
    const bag = extras.bags[0]!;
    const totalMinor = offer.price.totalMinor + seat.services[0]!.amountMinor + bag.amountMinor;
    const services = [
      { id: seat.services[0]!.id, quantity: 1 },
      { id: bag.serviceId, quantity: 1 },
    ];
    const booked = await order(offer, cookies, user.email, totalMinor, services);
    expect(booked.status).toBe(200);
    const reference = booked.body.data.reference as string;
    const total = formatMoney(totalMinor, "USD", "en-US");

    expect(amountOn(await (await call(`/checkout-success?ref=${reference}`, { cookies })).text(), "trip-total")).toBe(total);
    const page = await (await call(`/user/my-trips/${reference}`, { cookies })).text();
    expect(amountOn(page, "trip-total")).toBe(total);
    expect((await waitForMail(user.email, { subject: new RegExp(reference) })).text).toContain(`Total: ${total}`);

    // The fare's rule, read from the fare itself: refundable less the airline's fixed fee, over everything paid for the
    // flight — its seat and bag included.
    const { conditions } = offer.details;
    expect(conditions).toMatchObject({ refundable: true, currency: "USD", refundPenaltyMinor: expect.any(Number) });
    const refundMinor = totalMinor - conditions.refundPenaltyMinor!;
    const refund = formatMoney(refundMinor, "USD", "en-US");
    // The cancel dialog says it before, the answer, the order and the trip page after.
    expect(page).toContain(`You will get ${refund} back on the card you paid with.`);
    const cancelled = await call("/api/booking/cancel", { body: { reference }, cookies });
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).data).toMatchObject({ refundMinor, currency: "USD" });
    expect(await testDb().order.findUniqueOrThrow({ where: { reference } })).toMatchObject({ status: "CANCELLED", refundMinor });
    const after = await (await call(`/user/my-trips/${reference}`, { cookies })).text();
    expect(amountOn(after, "refund-card")).toBe(refund);
  });

  it("a forged service id, or a bag over its limit, is a 400 naming the field, with nothing booked", async () => {
    const { user, cookies } = await member();
    const { offer, extras } = await flightWithExtras(cookies, 28);
    const forged = await order(offer, cookies, user.email, offer.price.totalMinor, [{ id: "ase_forged0000000000000", quantity: 1 }]);
    expect(forged.status).toBe(400);
    expect(forged.body.error.fields).toEqual([{ path: "services.0.id", message: expect.stringContaining("no longer available") }]);
    const tooMany = await order(offer, cookies, user.email, offer.price.totalMinor, [{ id: extras.bags[0]!.serviceId, quantity: 3 }]);
    expect(tooMany.body.error.fields).toEqual([{ path: "services.0.quantity", message: "Choose between 1 and 2 extra bags." }]);
    const odd = await order(offer, cookies, user.email, offer.price.totalMinor, [{ id: "../orders", quantity: 1 }]);
    expect(odd.body.error.fields).toEqual([{ path: "services.0.id", message: "Choose a seat or bag from the list" }]);
    expect(await testDb().order.count({ where: { userId: user.id } })).toBe(0);
  });
});
