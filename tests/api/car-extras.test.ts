/**
 * Issue 53 §3 over HTTP (the served build and the test stack's Duffel stand-in): a car's extras and terms in the
 * search, a car booked with a child seat and full cover — the server prices them from the rental company's offer, the
 * order's total and the card charge include them, the trip page, e-mail and calendar name them with their prices, and
 * cancelling refunds the whole of it under the terms; bad extras are a 400 naming the field with nothing booked; a
 * Paris search has desks at its airports, stations and in town, filtered by kind with honest counts.
 */
import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, isoDay, testDb, TEST_PASSWORD } from "../support/factories";
import { waitForMail } from "../support/mail";
import { paidCheckout } from "../support/paid-checkout";
import { amountOn } from "../support/page-amount";
import { formatMoney } from "@/lib/locale/format";
import type { CarDetails } from "@/lib/suppliers/cars/types";

afterAll(() => closeTestDb());

type Car = { id: string; price: { totalMinor: number; currency: string }; details: CarDetails };

async function member() {
  const user = await createUser({ planStatus: "ACTIVE" });
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}

const params = (pickup: string, days: number, length = 3) =>
  `pickup=${pickup}&pickupDate=${isoDay(days)}&pickupTime=10:00&dropoffDate=${isoDay(days + length)}&dropoffTime=10:00&age=31-40&residence=GB`;

async function search(qs: string, cookies?: Record<string, string>) {
  const res = await call(`/api/cars/search?${qs}`, { cookies });
  expect(res.status).toBe(200);
  return (await res.json()).data as { total: number; found: number; results: Car[]; facets: { locations: { value: string; count: number }[] } };
}

const driver = (days: number) => [
  {
    title: "MR",
    firstName: "Ada",
    lastName: "Lovelace",
    dateOfBirth: "1990-04-12",
    phone: "+44 20 7946 0000",
    email: "ada@example.com",
    flightNumber: "",
    ageRange: "31-40",
    pickupDate: isoDay(days),
  },
];

function order(car: Car, cookies: Record<string, string>, email: string, days: number, expectedTotalMinor: number, services: unknown) {
  return paidCheckout("/api/orders", {
    cookies,
    body: {
      product: "cars",
      offerId: car.id,
      expectedTotalMinor,
      expectedCurrency: car.price.currency,
      travellers: driver(days),
      services,
      contact: { firstName: "Ada", lastName: "Lovelace", email, phone: "+442079460000" },
      idempotencyKey: randomUUID(),
    },
  }).then(async (res) => ({ status: res.status, body: await res.json() }));
}

const extra = (car: Car, code: string) => car.details.availableExtras!.find((e) => e.code === code)!;

describe("car extras and terms", () => {
  test("every offer states its extras (a price a day, a cap, a maximum), its fuel policy, mileage and deposit", async () => {
    const { results } = await search(params("airport:LHR", 80));
    for (const car of results) {
      expect(car.details.availableExtras!.map((e) => e.code)).toEqual(["child_seat", "booster_seat", "additional_driver", "full_cover"]);
      expect(extra(car, "full_cover").maxQuantity).toBe(1);
      expect(extra(car, "child_seat")).toMatchObject({ perDayMinor: expect.any(Number), capMinor: expect.any(Number), maxQuantity: 3 });
      expect(["full_to_full", "same_to_same", "pre_purchase"]).toContain(car.details.fuelPolicy);
      expect(car.details.depositMinor).toBeGreaterThan(0);
      if (!car.details.mileage.unlimited) expect(car.details.mileage.excessMinor).toBeGreaterThan(0);
    }
  });

  test("a child seat and full cover: the total, the charge, the confirmation, trip page, e-mail and calendar include them; cancelling refunds all of it", async () => {
    const { user, cookies } = await member();
    const days = 82;
    const [car] = (await search(params("airport:LHR", days), cookies)).results;
    const seat = extra(car!, "child_seat");
    const cover = extra(car!, "full_cover");
    const seatMinor = Math.min(seat.perDayMinor * 3, seat.capMinor!);
    const coverMinor = Math.min(cover.perDayMinor * 3, cover.capMinor!);
    const services = [
      { id: "child_seat", quantity: 1 },
      { id: "full_cover", quantity: 1 },
    ];

    // The page's total without the extras is not a price the server books at; with them it is.
    expect((await order(car!, cookies, user.email, days, car!.price.totalMinor, services)).body.error.code).toBe("PRICE_CHANGED");
    const total = car!.price.totalMinor + seatMinor + coverMinor;
    const booked = await order(car!, cookies, user.email, days, total, services);
    expect(booked.status).toBe(200);
    const reference = booked.body.data.reference as string;
    expect(booked.body.data.totalMinor).toBe(total);
    const r = await testDb().order.findUniqueOrThrow({ where: { reference }, include: { items: true, payments: true } });
    expect(r.totalMinor).toBe(total);
    expect(r.cardPaidMinor).toBe(total);
    expect(r.payments.find((p) => p.status === "APPROVED")?.amountMinor).toBe(total);
    expect(r.items[0]!.details).toMatchObject({
      extras: {
        rental: [
          { code: "child_seat", quantity: 1, amountMinor: seatMinor, currency: "USD" },
          { code: "full_cover", quantity: 1, amountMinor: coverMinor, currency: "USD" },
        ],
      },
      services: [
        { id: "child_seat", quantity: 1, amountMinor: seatMinor },
        { id: "full_cover", quantity: 1, amountMinor: coverMinor },
      ],
    });
    expect(r.items[0]!.supplierRef).toMatch(/^boo_/);

    const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;
    const page = await (await call(`/user/my-trips/${reference}`, { cookies })).text();
    expect(page).toContain(`Child seat × 1: ${money(seatMinor)}`);
    expect(page).toContain(`Full cover (no excess) × 1: ${money(coverMinor)}`);
    const mail = await waitForMail(user.email, { subject: new RegExp(reference) });
    expect(mail.text).toContain(`Child seat × 1: ${money(seatMinor)}`);
    expect(mail.text).toContain(`Full cover (no excess) × 1: ${money(coverMinor)}`);
    // One total, extras included, on the confirmation, the trip page and the e-mail.
    const stated = formatMoney(total, "USD", "en-US");
    expect(amountOn(await (await call(`/checkout-success?ref=${reference}`, { cookies })).text(), "trip-total")).toBe(stated);
    expect(amountOn(page, "trip-total")).toBe(stated);
    expect(mail.text).toContain(`Total: ${stated}`);
    const ics = await (await call(`/api/trips/${reference}/calendar`, { cookies })).text();
    expect(ics.replace(/\r\n /g, "")).toContain("Child seat × 1");

    // Free cancellation until 48 hours before pick-up: the whole total, extras included, goes back to the card.
    const cancel = await call("/api/booking/cancel", { body: { reference }, cookies });
    expect(await cancel.json()).toMatchObject({ data: { status: "CANCELLED", refundMinor: total } });
    const refunded = await testDb().payment.findMany({ where: { reservationId: r.id, status: "REFUNDED" } });
    expect(refunded.reduce((s, p) => s + p.amountMinor, 0)).toBe(total);
    await waitForMail(user.email, { subject: /Booking cancelled/ });
  });

  test("cancelled inside 48 hours of pick-up, half of the whole total — the extras too — goes back, as the terms said", async () => {
    const { user, cookies } = await member();
    // Tomorrow at 10:00 in London: always less than 48 hours away, and after the site's earliest pick-up day.
    const days = 1;
    const [car] = (await search(params("airport:LHR", days), cookies)).results;
    const seat = extra(car!, "child_seat");
    const seatMinor = 2 * Math.min(seat.perDayMinor * 3, seat.capMinor!);
    const total = car!.price.totalMinor + seatMinor;
    const booked = await order(car!, cookies, user.email, days, total, [{ id: "child_seat", quantity: 2 }]);
    expect(booked.status).toBe(200);
    const reference = booked.body.data.reference as string;
    const cancel = await (await call("/api/booking/cancel", { body: { reference }, cookies })).json();
    expect(cancel.data.refundMinor).toBe(Math.ceil(total / 2));
    const item = await testDb().orderItem.findFirstOrThrow({ where: { reservation: { reference } } });
    expect(item.refundMinor).toBe(Math.ceil(total / 2));
  });

  test("an unknown extra, one over its maximum, twice, or a badly written code is a 400 naming the field, with nothing booked", async () => {
    const { user, cookies } = await member();
    const days = 84;
    const [car] = (await search(params("airport:LHR", days), cookies)).results;
    const fields = async (services: unknown) => {
      const res = await order(car!, cookies, user.email, days, car!.price.totalMinor, services);
      expect(res.status).toBe(400);
      return res.body.error.fields;
    };
    expect(await fields([{ id: "jetpack", quantity: 1 }])).toEqual([
      { path: "services.0.id", message: "This extra is not offered with this car. Please choose from the list." },
    ]);
    expect(await fields([{ id: "child_seat", quantity: 4 }])).toEqual([{ path: "services.0.quantity", message: "Choose at most 3 of this extra." }]);
    expect(await fields([{ id: "full_cover", quantity: 2 }])).toEqual([{ path: "services.0.quantity", message: "Choose at most 1 of this extra." }]);
    expect(
      await fields([
        { id: "child_seat", quantity: 1 },
        { id: "child_seat", quantity: 1 },
      ]),
    ).toEqual([{ path: "services.1.id", message: "Each extra can be chosen once: set how many you need instead." }]);
    expect(await fields([{ id: "../orders", quantity: 1 }])).toEqual([{ path: "services.0.id", message: expect.any(String) }]);
    expect(await fields([{ id: "child_seat", quantity: 0 }])).toEqual([{ path: "services.0.quantity", message: expect.any(String) }]);
    expect(await testDb().order.count({ where: { userId: user.id } })).toBe(0);
  });

  test("a Paris search has desks at CDG, Orly, its stations and in town — not Le Bourget — and the location filter keeps what its count says", async () => {
    const all = await search(params("city:paris", 86));
    const counts = Object.fromEntries(all.facets.locations.map((f) => [f.value, f.count]));
    expect(Object.keys(counts)).toEqual(["airport", "rail_station", "city"]);
    expect(counts.airport! + counts.rail_station! + counts.city!).toBe(all.found);
    for (const kind of ["airport", "rail_station", "city"]) {
      const only = await search(`${params("city:paris", 86)}&location=${kind}`);
      expect(only.total).toBe(counts[kind]);
      expect(only.results.every((c) => c.details.pickup.kind === kind)).toBe(true);
    }
    const names = new Set<string>();
    for (let page = 1; page <= Math.ceil(all.found / 10); page += 1)
      for (const c of (await search(`${params("city:paris", 86)}&page=${page}`)).results) names.add(c.details.pickup.name.split(" · ")[1]!);
    expect([...names]).toEqual(expect.arrayContaining(["Paris Charles de Gaulle Airport", "Paris Orly Airport", "Paris Gare de Lyon", "Paris Opéra"]));
    expect([...names].join()).not.toMatch(/Bourget/);
  });
});
