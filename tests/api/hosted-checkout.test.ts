import Stripe from "stripe";
import { call, setCookies } from "../support/http";
import { closeTestDb, createProperty, createUser, testDb, TEST_PASSWORD } from "../support/factories";
import { createCard } from "../support/wallet-factory";
import { createStayProperty, isoDay } from "../support/catalogue-factory";
import { moneyDifferences } from "../support/money-invariant";
import { bookStay } from "../support/stay-booking";
import { answerChallenge, backToSite, cancelLinkOf, payOnProviderPage } from "../support/hosted-payment";
import { checkoutSessionOf as sessionOf } from "../support/pay-in-process";
import { listMail, waitForMail } from "../support/mail";
import { chargeDuePayments } from "@/lib/orders/payments/charge-due";
import { stripeProvider } from "@/lib/payments/stripe-provider";
import { sweepOpenCheckouts } from "@/lib/orders/sweep-open-checkouts";
import { settleHostedCheckout } from "@/lib/orders/settle-hosted-checkout";
import { sailingsIn } from "@/scripts/stand-ins/data/cruises/sailings.mjs";
import { SOLD_OUT_AT_CHECKOUT } from "@/scripts/stand-ins/data/cruises/inventory.mjs";
import { db, pool } from "@/lib/db";
import { closeMailTransport } from "@/lib/email";

afterAll(async () => {
  closeMailTransport();
  await db.$disconnect();
  await pool.end();
  await closeTestDb();
});

/**
 * Issue #50, card entry hosted by the provider: a checkout sent without a card holds the order and answers the
 * provider's page; the payer pays there (the Stripe stand-in, through the real SDK on the site's side), and the return,
 * the provider's signed event or the sweep settles the order — once, whichever comes first. "Cancel and go back", an
 * expired page and a 3-D Secure challenge that fails book nothing and let the room go.
 */

async function member() {
  const user = await createUser({ planStatus: "ACTIVE" });
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}

async function heldStay(opts: { payLater?: boolean; available?: number } = {}) {
  const { user, cookies } = await member();
  const { property, rooms } = await createStayProperty({
    policy: "FREE_CANCELLATION",
    freeCancelDays: 2,
    rooms: [{ memberRateMinor: 16_000, publicRateMinor: 20_000, available: opts.available ?? 2 }],
  });
  const res = await bookStay({
    cookies,
    propertyId: property.id,
    roomTypeId: rooms[0]!.id,
    checkIn: isoDay(30),
    checkOut: isoDay(32),
    travellerEmail: user.email,
    payLater: opts.payLater,
    hosted: true,
  });
  expect(res.status).toBe(200);
  const data = (await res.json()).data;
  return { user, cookies, room: rooms[0]!, data, paymentUrl: data.redirect as string };
}

const order = (reference: string) => testDb().order.findUnique({ where: { reference }, include: { payments: { orderBy: { id: "asc" } } } });
const nightsLeft = async (roomTypeId: number) =>
  (
    await testDb().roomAvailability.findMany({
      where: { roomTypeId, date: { gte: new Date(`${isoDay(30)}T00:00:00Z`), lt: new Date(`${isoDay(32)}T00:00:00Z`) } },
      orderBy: { date: "asc" },
    })
  ).map((n) => n.available);
const passport = (passportNumber: string) => ({ passportNumber, passportExpiry: "2040-01-31", passportCountry: "US" });

describe("a stay paid on the provider's page", () => {
  it("is held until paid, then booked once: the return settles it, a second return reads the same booking, the refund goes back through the provider", async () => {
    const { user, cookies, room, data, paymentUrl } = await heldStay();
    expect(data).toMatchObject({ status: "PAYMENT_REQUIRED", totalMinor: 35_200, currency: "USD" });
    expect(paymentUrl).toBe(data.paymentUrl);
    expect(new URL(paymentUrl).origin).toBe(process.env.STRIPE_API_URL);
    const held = (await order(data.reference))!;
    expect(held.status).toBe("PENDING");
    expect(held.payments).toEqual([
      expect.objectContaining({ status: "OPEN", provider: "stripe", amountMinor: 35_200, currency: "USD", checkoutRef: sessionOf(paymentUrl) }),
    ]);
    expect(await nightsLeft(room.id)).toEqual([1, 1]);

    const paid = await payOnProviderPage(paymentUrl);
    expect(paid.next).toMatch(/\/api\/payments\/return\?session_id=cs_/);
    const back = await backToSite(paid.next!, cookies);
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`/checkout-success?ref=${data.reference}`);
    const booked = (await order(data.reference))!;
    expect(booked).toMatchObject({ status: "CONFIRMED", cardPaidMinor: 35_200 });
    expect(booked.payments).toEqual([expect.objectContaining({ status: "APPROVED", provider: "stripe", last4: "4242", amountMinor: 35_200 })]);
    expect(booked.payments[0]!.providerRef).toMatch(/^pi_/);
    await waitForMail(user.email, { subject: new RegExp(`Booking confirmed.*${data.reference}`) });

    // The browser's Back, or a reload: the same booking, nothing new.
    const again = await backToSite(paid.next!, cookies);
    expect(again.headers.get("location")).toBe(`/checkout-success?ref=${data.reference}`);
    expect((await order(data.reference))!.payments).toHaveLength(1);

    // Cancelled inside the free period: Stripe refunds the charge it took.
    const cancelled = await call("/api/booking/cancel", { body: { reference: data.reference }, cookies });
    expect(cancelled.status).toBe(200);
    const after = (await order(data.reference))!;
    expect(after.payments.map((p) => [p.status, p.provider])).toEqual([
      ["APPROVED", "stripe"],
      ["REFUNDED", "stripe"],
    ]);
    const refunds = await stripeProvider.listRefunds({ paymentRef: booked.payments[0]!.providerRef });
    expect(refunds).toEqual([expect.objectContaining({ amountMinor: 35_200, currency: "USD", status: "succeeded" })]);
    expect((await moneyDifferences(data.reference)).differences).toEqual([]);
  });

  it("the provider's signed event settles it when the payer never comes back; an unsigned one is refused", async () => {
    const { data, paymentUrl } = await heldStay();
    await payOnProviderPage(paymentUrl);
    const event = JSON.stringify({
      id: "evt_test_completed",
      object: "event",
      type: "checkout.session.completed",
      data: { object: { id: sessionOf(paymentUrl) } },
    });
    const forged = await call("/api/payments/webhook", { rawBody: event, headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" } });
    expect(forged.status).toBe(400);
    expect((await order(data.reference))!.status).toBe("PENDING");

    const signature = Stripe.webhooks.generateTestHeaderString({ payload: event, secret: process.env.STRIPE_WEBHOOK_SECRET! });
    const signed = await call("/api/payments/webhook", { rawBody: event, headers: { "content-type": "application/json", "stripe-signature": signature } });
    expect(signed.status).toBe(200);
    expect((await order(data.reference))!.status).toBe("CONFIRMED");
    // Delivered again (Stripe retries): still one payment.
    expect(
      (await call("/api/payments/webhook", { rawBody: event, headers: { "content-type": "application/json", "stripe-signature": signature } })).status,
    ).toBe(200);
    expect((await order(data.reference))!.payments.map((p) => p.status)).toEqual(["APPROVED"]);
  });

  it("Cancel and go back closes the page and lets the room go; only the payer's link can", async () => {
    const { room, data, paymentUrl } = await heldStay();
    const link = await cancelLinkOf(paymentUrl);
    const url = new URL(link);
    expect(url.pathname).toBe("/api/payments/cancel");
    // The page to go back to stays with us: the provider sees only the reference and its key.
    expect([...url.searchParams.keys()].sort()).toEqual(["key", "ref"]);

    // Another key (anyone who knows the reference): nothing happens, and they are sent home.
    const forged = new URL(link);
    forged.searchParams.set("key", "x".repeat(32));
    const refused = await backToSite(forged.toString());
    expect(refused.headers.get("location")).toBe("/");
    expect((await order(data.reference))!.status).toBe("PENDING");

    const res = await backToSite(link);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/hotel-checkout?property=1&payment=cancelled");
    expect(await order(data.reference)).toBeNull();
    expect(await nightsLeft(room.id)).toEqual([2, 2]);
    expect(await testDb().payment.findUnique({ where: { checkoutRef: sessionOf(paymentUrl) } })).toMatchObject({ status: "ABANDONED", reservationId: null });
    // The page is closed: a card typed there now pays nothing.
    const late = await payOnProviderPage(paymentUrl);
    expect(late.next).toBeNull();
    expect(late.page).toContain("This checkout has expired.");
  });

  it("a return path that leads elsewhere is never followed: the payer goes home instead", async () => {
    const { cookies } = await member();
    const { property, rooms } = await createStayProperty({ rooms: [{ memberRateMinor: 16_000, publicRateMinor: 20_000, available: 1 }] });
    const res = await bookStay({
      cookies,
      propertyId: property.id,
      roomTypeId: rooms[0]!.id,
      checkIn: isoDay(30),
      checkOut: isoDay(32),
      hosted: true,
      returnPath: "//evil.example/phish",
    });
    const paymentUrl = (await res.json()).data.redirect as string;
    expect((await backToSite(await cancelLinkOf(paymentUrl))).headers.get("location")).toBe("/?payment=cancelled");
  });

  it("3-D Secure: a failed challenge keeps the page open and books nothing; a completed one books", async () => {
    const { data, paymentUrl } = await heldStay();
    const card = { number: "4000 0027 6000 3184" };
    const asked = await payOnProviderPage(paymentUrl, card);
    expect(asked.next).toMatch(/\/3ds\/cs_/);
    const failed = await answerChallenge(asked.next!, "fail");
    expect(failed.next).toBeNull();
    expect(failed.page).toContain("We are unable to authenticate your payment method");
    // The payer coming back without paying is sent to the page again.
    const early = await call(`/api/payments/return?session_id=${sessionOf(paymentUrl)}`);
    expect(early.headers.get("location")).toBe(paymentUrl);
    expect((await order(data.reference))!.status).toBe("PENDING");

    const retried = await payOnProviderPage(paymentUrl, card);
    const completed = await answerChallenge(retried.next!, "complete");
    const back = await backToSite(completed.next!);
    expect(back.headers.get("location")).toMatch(new RegExp(`^/checkout-success\\?ref=${data.reference}`));
    expect((await order(data.reference))!).toMatchObject({ status: "CONFIRMED", cardPaidMinor: 35_200 });
  });

  it("a page nobody paid or closed is let go by the sweep once the provider has closed it", async () => {
    const { room, data, paymentUrl } = await heldStay();
    // Before the page's time is up the sweep leaves it alone.
    await sweepOpenCheckouts();
    expect((await order(data.reference))!.status).toBe("PENDING");
    await stripeProvider.expireCheckout(sessionOf(paymentUrl));
    await sweepOpenCheckouts({ now: new Date(Date.now() + 40 * 60_000) });
    expect(await order(data.reference)).toBeNull();
    expect(await nightsLeft(room.id)).toEqual([2, 2]);
  });

  it("paid later: the provider's page keeps the card, and the due-charge job charges it through the provider on its day", async () => {
    const { data, paymentUrl } = await heldStay({ payLater: true });
    expect(data.status).toBe("PAYMENT_REQUIRED");
    const page = await (await fetch(paymentUrl)).text();
    expect(page).toContain("Save your card");
    const kept = await payOnProviderPage(paymentUrl);
    await backToSite(kept.next!);
    const booked = (await order(data.reference))!;
    expect(booked).toMatchObject({ status: "CONFIRMED", cardPaidMinor: 0, amountDueMinor: 35_200 });
    expect(booked.payments).toEqual([expect.objectContaining({ status: "DUE", provider: "stripe", last4: "4242" })]);
    expect(booked.payments[0]!.methodRef).toMatch(/^pm_/);

    await chargeDuePayments({ now: new Date(`${booked.dueOn!.toISOString().slice(0, 10)}T12:00:00Z`) });
    const charged = (await order(data.reference))!;
    expect(charged).toMatchObject({ cardPaidMinor: 35_200, amountDueMinor: 0 });
    expect(charged.payments[0]).toMatchObject({ status: "APPROVED", provider: "stripe" });
    expect(charged.payments[0]!.providerRef).toMatch(/^pi_/);
    expect((await moneyDifferences(data.reference)).differences).toEqual([]);
  });

  it("a card posted with the request is refused with the field and its reason, and nothing is held", async () => {
    const { user, cookies } = await member();
    const { property, rooms } = await createStayProperty({ rooms: [{ memberRateMinor: 16_000, publicRateMinor: 20_000, available: 1 }] });
    const card = { number: "4242 4242 4242 4242", name: "Test Payer", expiry: "12/39", cvc: "123" };
    const stay = { propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(30), checkOut: isoDay(32), guests: 2, rooms: 1 };
    const traveler = { title: 2, firstName: "Test", lastName: "Payer", email: user.email };
    const res = await call("/api/booking/book", { body: { ...stay, traveler, card, idempotencyKey: crypto.randomUUID() }, cookies });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual([{ path: "card", message: "Card details are entered on the secure payment page, never on this site." }]);
    expect(await testDb().order.count({ where: { userId: user.id } })).toBe(0);
  });

  it("what a pay-later booking owes is paid early on the provider's page: back to the trip page, the kept card released, the receipt sent", async () => {
    const { user, cookies, data, paymentUrl } = await heldStay({ payLater: true });
    await backToSite((await payOnProviderPage(paymentUrl)).next!);
    const booked = (await order(data.reference))!;

    const res = await call("/api/booking/pay-due", {
      body: { reference: data.reference, returnPath: `/user/my-trips/${data.reference}`, idempotencyKey: crypto.randomUUID() },
      cookies,
    });
    expect(res.status).toBe(200);
    const due = (await res.json()).data;
    expect(due).toMatchObject({ status: "PAYMENT_REQUIRED" });
    // On its day the due-charge job leaves an order alone while its payer has the page open: never two charges.
    expect(await chargeDuePayments({ now: new Date(`${booked.dueOn!.toISOString().slice(0, 10)}T12:00:00Z`) })).toMatchObject({ charged: 0, failed: 0 });

    const paid = await payOnProviderPage(due.redirect, { number: "5555 5555 5555 4444", name: "Second Card" });
    const back = await backToSite(paid.next!, cookies);
    expect(back.headers.get("location")).toBe(`/user/my-trips/${data.reference}`);
    const after = (await order(data.reference))!;
    expect(after).toMatchObject({ cardPaidMinor: 35_200, amountDueMinor: 0, status: "CONFIRMED" });
    expect(after.payments.map((p) => [p.status, p.last4])).toEqual([
      ["RELEASED", "4242"],
      ["APPROVED", "4444"],
    ]);
    await waitForMail(user.email, { subject: /Payment received/ });
    const trips: { reference: string; payLater?: unknown }[] = (await (await call("/api/reservations", { body: {}, cookies })).json()).data;
    expect(trips.find((t) => t.reference === data.reference)?.payLater).toMatchObject({ status: "PAID", last4: "4444" });
    expect((await moneyDifferences(data.reference)).differences).toEqual([]);
  });

  it("cancelling while the page to pay what is due is open closes that page: nothing can be paid on it afterwards", async () => {
    const { cookies, data, paymentUrl } = await heldStay({ payLater: true });
    await backToSite((await payOnProviderPage(paymentUrl)).next!);
    const opened = await call("/api/booking/pay-due", { body: { reference: data.reference, idempotencyKey: crypto.randomUUID() }, cookies });
    const duePage = (await opened.json()).data.redirect as string;
    expect((await call("/api/booking/cancel", { body: { reference: data.reference }, cookies })).status).toBe(200);
    const late = await payOnProviderPage(duePage);
    expect(late.next).toBeNull();
    expect(late.page).toContain("This checkout has expired.");
    const after = (await order(data.reference))!;
    expect(after).toMatchObject({ status: "CANCELLED", cardPaidMinor: 0 });
    expect(after.payments.map((p) => p.status)).toEqual(["RELEASED", "ABANDONED"]);
    expect((await moneyDifferences(data.reference)).differences).toEqual([]);
  });

  it("a supplier that refuses after the payment: the charge is refunded in full, the hold let go, and the payer told so", async () => {
    const { cookies } = await member();
    // The cruise line stand-in's documented trigger (scripts/stand-ins/data/cruises/inventory.mjs): sailing 11's suite is sold
    // elsewhere at its second re-pricing — here the one made after the payment, before booking with the supplier.
    const sailing = [10, 11, 12, 13, 14]
      .flatMap((n) => {
        const d = new Date();
        const m = d.getUTCFullYear() * 12 + d.getUTCMonth() + n;
        return sailingsIn("CAR", `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, "0")}`);
      })
      .find((s) => s.seq === SOLD_OUT_AT_CHECKOUT.seq)!;
    const page = (await (await call(`/api/cruises/sailings/${sailing.id}`, { cookies })).json()) as {
      data: { cabins: { category: string; offerId: string; price: { total: { memberMinor: number }; currency: string } }[] };
    };
    const suite = page.data.cabins.find((c) => c.category === SOLD_OUT_AT_CHECKOUT.category)!;
    const res = await call("/api/orders", {
      cookies,
      body: {
        product: "cruises",
        offerId: suite.offerId,
        expectedTotalMinor: suite.price.total.memberMinor,
        expectedCurrency: suite.price.currency,
        travellers: [
          { title: "mr", firstName: "Tom", lastName: "Tripper", dateOfBirth: "1980-04-02", nationality: "US", ...passport("X1234560") },
          { title: "ms", firstName: "Ann", lastName: "Tripper", dateOfBirth: "1982-06-12", nationality: "US", ...passport("X1234561") },
        ],
        contact: { firstName: "Tom", lastName: "Tripper", email: "tom@example.test", phone: "2025550147" },
        returnPath: "/cruises",
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(res.status).toBe(200);
    const data = (await res.json()).data;
    expect(data.status).toBe("PAYMENT_REQUIRED");
    const paid = await payOnProviderPage(data.redirect);
    const back = await backToSite(paid.next!, cookies);
    expect(back.headers.get("location")).toBe("/checkout-success?payment=refunded");
    expect(await order(data.reference)).toBeNull();
    const payment = (await testDb().payment.findUnique({ where: { checkoutRef: sessionOf(data.redirect) } }))!;
    expect(payment).toMatchObject({ status: "ABANDONED", failure: "REFUNDED_SUPPLIER_REFUSED" });
    const charges = await stripeProvider.listCharges();
    const charge = charges.find((c) => c.amountMinor === suite.price.total.memberMinor && c.refundedMinor > 0 && c.created.getTime() > Date.now() - 60_000);
    expect(charge).toMatchObject({ capturedMinor: suite.price.total.memberMinor, refundedMinor: suite.price.total.memberMinor });
  });

  it("an activity paid partly from the wallet: the page asks for the rest, and paying it books the places and redeems the credit", async () => {
    const { user, cookies } = await member();
    const { property, slots } = await createProperty({
      productCode: "ACT",
      slots: [{ day: 9, capacity: 6, remaining: 3, publicPriceMinor: 4_000, memberPriceMinor: 4_000 }],
    });
    const cert = await createCard(user, { type: "CERTIFICATE", services: ["ACT"], amountMinor: 2_500 });
    const res = await call("/api/booking/book-activity", {
      cookies,
      body: {
        propertyId: property.id,
        slotId: slots[0]!.id,
        guests: 2,
        traveler: { title: 2, firstName: "Test", lastName: "Traveller", email: user.email },
        wallet: { certificateId: cert.id },
        returnPath: "/hotel-checkout",
        idempotencyKey: crypto.randomUUID(),
      },
    });
    const data = (await res.json()).data;
    expect(data.status).toBe("PAYMENT_REQUIRED");
    expect(await (await fetch(data.redirect)).text()).toContain("$63.00");
    const back = await backToSite((await payOnProviderPage(data.redirect)).next!, cookies);
    expect(back.headers.get("location")).toBe(`/checkout-success?ref=${data.reference}`);
    expect(await order(data.reference)).toMatchObject({ status: "CONFIRMED", walletAppliedMinor: 2_500, cardPaidMinor: 6_300 });
    expect((await testDb().activitySlot.findUniqueOrThrow({ where: { id: slots[0]!.id } })).remaining).toBe(1);
    const page = await (await call(`/checkout-success?ref=${data.reference}`, { cookies })).text();
    expect(page).toContain('data-testid="confirmation"');
  });

  it("the return, the provider's event and the sweep settling the same payment at once book it once", async () => {
    const { user, cookies, data, paymentUrl } = await heldStay();
    const paid = await payOnProviderPage(paymentUrl);
    const event = JSON.stringify({ id: "evt_test_race", object: "event", type: "checkout.session.completed", data: { object: { id: sessionOf(paymentUrl) } } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: event, secret: process.env.STRIPE_WEBHOOK_SECRET! });
    const webhook = () => call("/api/payments/webhook", { rawBody: event, headers: { "content-type": "application/json", "stripe-signature": signature } });
    const [back, again, hook] = await Promise.all([
      backToSite(paid.next!, cookies),
      backToSite(paid.next!, cookies),
      webhook(),
      settleHostedCheckout(sessionOf(paymentUrl)),
      sweepOpenCheckouts({ now: new Date(Date.now() + 40 * 60_000) }),
    ]);
    expect(hook.status).toBe(200);
    for (const res of [back, again]) expect(res.headers.get("location")).toMatch(new RegExp(`^/checkout-success\\?ref=${data.reference}`));
    const booked = (await order(data.reference))!;
    expect(booked).toMatchObject({ status: "CONFIRMED", cardPaidMinor: 35_200 });
    expect(booked.payments.map((p) => p.status)).toEqual(["APPROVED"]);
    const mails = await waitForMail(user.email, { subject: new RegExp(`Booking confirmed.*${data.reference}`) });
    expect(mails).toBeTruthy();
    expect((await listMail(user.email)).filter((m) => m.subject.includes(data.reference))).toHaveLength(1);
    expect((await moneyDifferences(data.reference)).differences).toEqual([]);
  });
});
