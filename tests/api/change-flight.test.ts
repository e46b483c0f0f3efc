import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, testDb, TEST_PASSWORD } from "../support/factories";
import { adult, dateWithDay } from "../support/flights";
import { waitForMail } from "../support/mail";
import { moneyDifferences } from "../support/money-invariant";
import { backToSite, cancelLinkOf } from "../support/hosted-payment";
import { paidCheckout, payAndReturn } from "../support/paid-checkout";
import { reconcileWithProvider } from "@/lib/payments/reconcile-provider";
import { stripeProvider } from "@/lib/payments/stripe-provider";
import { db, pool } from "@/lib/db";
import { closeMailTransport } from "@/lib/email";
import { bookedExtrasOf, type FlightAncillaries } from "@/lib/suppliers/flights/ancillaries";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import type { FlightChangeOffer } from "@/lib/suppliers/flights/order-change";
import { startDuffelStandIn } from "@/scripts/stand-ins/duffel.mjs";
import { duffelFlights } from "@/lib/suppliers/flights/duffel-supplier";
import { SupplierError } from "@/lib/suppliers/seam";
import { flightQuery } from "../support/flights";

/**
 * Issue 53 §2 over HTTP: a booked flight moved to another date through the airline's order change flow (POST
 * /api/booking/change-flight; Duffel's order change requests, offers and changes through the stand-in): the offers
 * with the fare's change fee and the fare difference, the total paid on the provider's page before the airline
 * confirms, then the item's slice, times and price; a fare that does not allow changes is refused by the same rule
 * that hides the button.
 */
afterAll(async () => {
  closeMailTransport();
  await db.$disconnect();
  await pool.end();
  await closeTestDb();
});
jest.setTimeout(120_000);

async function signedIn() {
  const user = await createUser({ planStatus: "ACTIVE" });
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}

type Fare = { id: string; price: { totalMinor: number }; details: FlightDetails };

/** A London → Paris flight in a fare family (Light: changes for a fee; Flex: free), booked and paid by card by a member. */
async function bookedFlight(cookies: Record<string, string>, email: string, days: number, brand = "Light", withSeat = false) {
  const depart = dateWithDay(0, days);
  const q = new URLSearchParams({ from: "LHR", to: "CDG", depart, adults: "1" });
  const found = await (await call(`/api/flights/search?${q}`, { cookies })).json();
  const fare = (found.data.results.items as (Fare & { fares: Fare[] })[]).flatMap((t) => t.fares).find((f) => f.details.slices[0]!.fareBrand === brand)!;
  const seat = withSeat ? await aSeatOf(fare.id, cookies) : null;
  const res = await paidCheckout("/api/orders", {
    cookies,
    body: {
      product: "flight",
      offerId: fare.id,
      expectedTotalMinor: fare.price.totalMinor + (seat?.amountMinor ?? 0),
      expectedCurrency: "USD",
      services: seat ? [{ id: seat.id, quantity: 1 }] : [],
      travellers: [adult()],
      contact: { firstName: "Ada", lastName: "Lovelace", email, phone: "+442079460000" },
      idempotencyKey: randomUUID(),
    },
  });
  if (res.status !== 200) throw new Error(`the flight was not booked: ${await res.text()}`);
  return { depart, fare, reference: (await res.json()).data.reference as string };
}

/** A seat the airline sells with the offer (its service id and price), from the seat map. */
async function aSeatOf(offerId: string, cookies: Record<string, string>) {
  const extras = (await (await call(`/api/flights/ancillaries?offerId=${encodeURIComponent(offerId)}`, { cookies })).json()).data as FlightAncillaries;
  const seats = extras.seatMaps[0]!.cabins.flatMap((c) => c.rows.flat(2)).flatMap((cell) => (cell.kind === "seat" ? cell.services : []));
  return seats[0]!;
}

const change = (body: Record<string, unknown>, cookies?: Record<string, string>) => call("/api/booking/change-flight", { body, cookies });
const order = (reference: string) =>
  testDb().order.findUniqueOrThrow({
    where: { reference },
    include: { items: true, payments: { orderBy: { id: "asc" } }, events: { where: { kind: "FLIGHT_CHANGED" }, orderBy: { id: "asc" } } },
  });

describe("POST /api/booking/change-flight", () => {
  it("offers the new date's flights with the fee and fare difference; the total is paid before the airline confirms; the trip and books follow", async () => {
    const { user, cookies } = await signedIn();
    const { depart, reference } = await bookedFlight(cookies, user.email, 30);
    const booked = await order(reference);
    const newDate = dateWithDay(0, 31 + (depart === dateWithDay(0, 31) ? 1 : 0));

    const quoted = await change({ reference, sliceIndex: 0, departureDate: newDate }, cookies);
    expect(quoted.status).toBe(200);
    const quote = (await quoted.json()).data as { status: string; offers: FlightChangeOffer[] };
    expect(quote.status).toBe("QUOTE");
    expect(quote.offers.length).toBeGreaterThan(0);
    const fee = (booked.items[0]!.details as FlightDetails).conditions.changePenaltyMinor;
    for (const o of quote.offers) {
      expect(o.slice.departsAt.slice(0, 10)).toBe(newDate);
      expect(o.penaltyMinor).toBe(fee);
      expect(o.changeTotalMinor).toBe(o.fareDifferenceMinor + o.penaltyMinor);
    }
    const chosen = quote.offers.find((o) => o.changeTotalMinor > 0)!;

    const key = randomUUID();
    const confirm = {
      reference,
      sliceIndex: 0,
      departureDate: newDate,
      offerId: chosen.id,
      totalMinor: chosen.changeTotalMinor,
      confirm: true,
      idempotencyKey: key,
      returnPath: `/user/my-trips/${reference}`,
    };
    const opened = await change(confirm, cookies);
    expect(opened.status).toBe(200);
    const { paymentUrl, status } = (await opened.json()).data;
    expect(status).toBe("PAYMENT_REQUIRED");
    expect((await order(reference)).items[0]!.startsAt).toEqual(booked.items[0]!.startsAt);

    const before = new Date();
    const back = await payAndReturn(paymentUrl, { cookies });
    expect(back.headers.get("location")).toBe(`/user/my-trips/${reference}`);
    const r = await order(reference);
    expect(r).toMatchObject({ totalMinor: booked.totalMinor + chosen.changeTotalMinor, cardPaidMinor: booked.cardPaidMinor + chosen.changeTotalMinor });
    expect((r.items[0]!.details as FlightDetails).slices[0]!.departsAt).toBe(chosen.slice.departsAt);
    expect(r.items[0]!.startsAt).toEqual(new Date(chosen.slice.departsAt));
    expect(r.payments.map((p) => [p.status, p.amountMinor])).toEqual([
      ["APPROVED", booked.cardPaidMinor],
      ["APPROVED", chosen.changeTotalMinor],
    ]);
    expect(r.events).toHaveLength(1);
    expect(r.events[0]).toMatchObject({ actor: "MEMBER", data: { sliceIndex: 0, changeTotalMinor: chosen.changeTotalMinor, penaltyMinor: fee } });
    const mail = await waitForMail(user.email, { subject: new RegExp(`Flight changed on booking ${reference}`), after: before });
    expect(mail.text).toContain("Change fee:");
    const page = await (await call(`/user/my-trips/${reference}`, { cookies })).text();
    expect(page).toContain("Flight changed from");

    // The same confirm again: the change it made; nothing paid twice.
    expect((await (await change(confirm, cookies)).json()).data).toMatchObject({ status: "CHANGED", changeTotalMinor: chosen.changeTotalMinor });
    expect((await order(reference)).payments).toHaveLength(2);
    expect((await moneyDifferences(reference)).differences).toEqual([]);
    expect((await reconcileWithProvider(stripeProvider, { userIds: [user.id] })).differences).toEqual([]);
  });

  it("the seats of the changed flight end with it: said before paying, dropped from the trip, noted in its changes", async () => {
    const { user, cookies } = await signedIn();
    const { depart, reference } = await bookedFlight(cookies, user.email, 33, "Light", true);
    const booked = await order(reference);
    const seats = bookedExtrasOf(booked.items[0]!.details).seats;
    expect(seats).toHaveLength(1);
    const before = (await (await call(`/user/my-trips/${reference}`, { cookies })).text()).replace(/<!-- -->/g, "");
    expect(before).toContain("change-flight-rule");
    expect(before).toContain(`Seat ${seats[0]!.designator}`);

    const newDate = dateWithDay(0, 34 + (depart === dateWithDay(0, 34) ? 1 : 0));
    const quote = (await (await change({ reference, sliceIndex: 0, departureDate: newDate }, cookies)).json()).data as { offers: FlightChangeOffer[] };
    const chosen = quote.offers.find((o) => o.changeTotalMinor > 0)!;
    const opened = await change(
      {
        reference,
        sliceIndex: 0,
        departureDate: newDate,
        offerId: chosen.id,
        totalMinor: chosen.changeTotalMinor,
        confirm: true,
        idempotencyKey: randomUUID(),
      },
      cookies,
    );
    await payAndReturn((await opened.json()).data.paymentUrl, { cookies });
    const r = await order(reference);
    expect(bookedExtrasOf(r.items[0]!.details).seats).toEqual([]);
    expect(r.events[0]!.data).toMatchObject({ dropped: { seats: 1, bags: 0 } });
    const after = (await (await call(`/user/my-trips/${reference}`, { cookies })).text()).replace(/<!-- -->/g, "");
    expect(after).not.toContain(`Seat ${seats[0]!.designator}`);
    expect(after).toContain("the old flight’s seats and extra bags ended with it");
  });

  it("a change that costs less (Flex: no fee) is confirmed at once and the difference refunded to the card; a later cancellation refunds the rest", async () => {
    const { user, cookies } = await signedIn();
    const { reference } = await bookedFlight(cookies, user.email, 50, "Flex");
    // The first of the next days on which the airline flies it for less (the sandbox's fares move with the date).
    let found: { departureDate: string; offer: FlightChangeOffer } | null = null;
    for (let d = 51; d < 61 && !found; d++) {
      const departureDate = dateWithDay(0, d);
      const offers = (await (await change({ reference, departureDate }, cookies)).json()).data.offers as FlightChangeOffer[];
      const cheaper = offers.find((o) => o.changeTotalMinor < 0);
      if (cheaper) found = { departureDate, offer: cheaper };
    }
    expect(found).not.toBeNull();
    const { departureDate, offer } = found!;
    expect(offer.penaltyMinor).toBe(0);
    const booked = await order(reference);
    const res = await change(
      { reference, departureDate, offerId: offer.id, totalMinor: offer.changeTotalMinor, confirm: true, idempotencyKey: randomUUID() },
      cookies,
    );
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ status: "CHANGED", changeTotalMinor: offer.changeTotalMinor });
    const r = await order(reference);
    expect(r).toMatchObject({ totalMinor: booked.totalMinor + offer.changeTotalMinor, cardPaidMinor: booked.cardPaidMinor + offer.changeTotalMinor });
    expect(r.payments.map((p) => [p.status, p.amountMinor, p.refundOfId])).toEqual([
      ["APPROVED", booked.cardPaidMinor, null],
      ["REFUNDED", -offer.changeTotalMinor, r.payments[0]!.id],
    ]);
    expect((await moneyDifferences(reference)).differences).toEqual([]);
    expect((await call("/api/booking/cancel", { body: { reference }, cookies })).status).toBe(200);
    expect((await moneyDifferences(reference)).differences).toEqual([]);
    expect((await reconcileWithProvider(stripeProvider, { userIds: [user.id] })).differences).toEqual([]);
  });

  it("abandoning the payment page changes nothing", async () => {
    const { user, cookies } = await signedIn();
    const { reference } = await bookedFlight(cookies, user.email, 33);
    const departureDate = dateWithDay(0, 35);
    const offers = (await (await change({ reference, departureDate }, cookies)).json()).data.offers as FlightChangeOffer[];
    const chosen = offers.find((o) => o.changeTotalMinor > 0)!;
    const opened = await change(
      { reference, departureDate, offerId: chosen.id, confirm: true, idempotencyKey: randomUUID(), returnPath: `/user/my-trips/${reference}` },
      cookies,
    );
    const { paymentUrl } = (await opened.json()).data;
    expect((await backToSite(await cancelLinkOf(paymentUrl), cookies)).headers.get("location")).toBe(`/user/my-trips/${reference}?flight=not_paid`);
    const r = await order(reference);
    expect(r.payments.map((p) => p.status)).toEqual(["APPROVED", "ABANDONED"]);
    expect(r.events).toEqual([]);
    expect((await moneyDifferences(reference)).differences).toEqual([]);
  });

  it("refuses a fare that does not allow changes with the rule's sentence, and bad input naming the field", async () => {
    const { user, cookies } = await signedIn();
    const { reference } = await bookedFlight(cookies, user.email, 37);
    const fieldsOf = async (res: Response) => (await res.json()).error.fields.map((f: { path: string }) => f.path);
    expect(await fieldsOf(await change({ reference, departureDate: "2027-02-30" }, cookies))).toContain("departureDate");
    expect(await fieldsOf(await change({ reference, departureDate: dateWithDay(0, 40), sliceIndex: 1 }, cookies))).toEqual(["sliceIndex"]);
    expect(await fieldsOf(await change({ reference, departureDate: dateWithDay(0, 40), confirm: true, idempotencyKey: randomUUID() }, cookies))).toEqual([
      "offerId",
    ]);
    expect((await change({ reference, departureDate: dateWithDay(0, 40) }, (await signedIn()).cookies)).status).toBe(404);
    // The guest's manage route is the member's, opened by a token: this member's booking is no guest's.
    expect((await call("/api/booking/manage/change-flight", { body: { token: "not-a-token", departureDate: dateWithDay(0, 40) } })).status).toBe(404);

    // The same booking on a fare that does not allow changes: no button, and the API's 409 from the same rule.
    const r = await order(reference);
    const details = r.items[0]!.details as FlightDetails;
    await testDb().orderItem.update({
      where: { id: r.items[0]!.id },
      data: { details: { ...details, conditions: { ...details.conditions, changeable: false } } },
    });
    const refused = await change({ reference, departureDate: dateWithDay(0, 40) }, cookies);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({
      message: "This fare does not allow changes: the flight cannot be changed.",
      detail: { reason: "NOT_CHANGEABLE" },
    });
    const page = await (await call(`/user/my-trips/${reference}`, { cookies })).text();
    expect(page).not.toContain('data-testid="change-flight"');
  });
});

describe("the Duffel stand-in's order changes through @duffel/api (order_change_requests, order_change_offers, order_changes)", () => {
  it("prices a change as the fare difference plus the fare's penalty, takes exactly that payment, and moves the order", async () => {
    const standIn = await startDuffelStandIn();
    try {
      const supplier = duffelFlights({ token: standIn.token, basePath: standIn.url });
      const offers = await supplier.search(flightQuery({ origin: "LHR", destination: "CDG", departureDate: dateWithDay(0, 45) }));
      const light = offers.find((o) => o.details.slices[0]!.fareBrand === "Light")!;
      const flex = offers.find((o) => o.details.slices[0]!.fareBrand === "Flex")!;
      const contact = { email: "ada@example.com", phone: "+442071234567" };
      const booked = await supplier.book({ offer: light, travellers: [adult()], contact, idempotencyKey: randomUUID() });
      const newDate = dateWithDay(0, 47);
      const changes = await supplier.changeOffers(booked.supplierRef, 0, newDate);
      expect(changes.length).toBeGreaterThan(0);
      for (const c of changes) {
        expect(c).toMatchObject({ sliceIndex: 0, currency: "USD", penaltyMinor: 7_500 });
        expect(c.changeTotalMinor).toBe(c.fareDifferenceMinor + 7_500);
        expect(c.newTotalMinor).toBe(light.price.totalMinor + c.changeTotalMinor);
        expect(c.slice.departsAt.slice(0, 10)).toBe(newDate);
        expect(c.slice.segments[0]!.marketing.iata).toBe(light.details.airline.iata);
      }
      const chosen = changes[0]!;
      expect(await supplier.changeOffer(chosen.id, 0)).toMatchObject({ id: chosen.id, changeTotalMinor: chosen.changeTotalMinor });
      await expect(supplier.confirmChange(chosen.id, chosen.changeTotalMinor - 1, "USD")).rejects.toBeInstanceOf(SupplierError);
      await supplier.confirmChange(chosen.id, chosen.changeTotalMinor, "USD");
      // Flex changes for nothing but the fare difference.
      const flexBooked = await supplier.book({ offer: flex, travellers: [adult()], contact, idempotencyKey: randomUUID() });
      expect((await supplier.changeOffers(flexBooked.supplierRef, 0, newDate)).map((c) => c.penaltyMinor)).toEqual(expect.arrayContaining([0]));
    } finally {
      await standIn.stop();
    }
  });
});
