import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, testDb, TEST_PASSWORD } from "../support/factories";
import { availabilityOf, createStayProperty, isoDay } from "../support/catalogue-factory";
import { createCard } from "../support/wallet-factory";
import { extractLink, waitForMail } from "../support/mail";
import { chargeDuePayments } from "@/lib/orders/payments/charge-due";
import type { StoredPaymentProvider } from "@/lib/payments/card-entry";
import { stripeProvider } from "@/lib/payments/stripe-provider";
import { addDays } from "@/lib/org/calendar";
import { db, pool } from "@/lib/db";
import { closeMailTransport } from "@/lib/email";
import { moneyDifferences } from "../support/money-invariant";
import { backToSite, cancelLinkOf, payOnProviderPage } from "../support/hosted-payment";
import { paidCheckout, payAndReturn, providerPageAlert, TEST_CARD, type TypedCard } from "../support/paid-checkout";

// The job runs in this process (as `npm run payments:charge-due` would), with the app's own client and mail transport.
afterAll(async () => {
  closeMailTransport();
  await db.$disconnect();
  await pool.end();
  await closeTestDb();
});

/**
 * Pay later over HTTP against the real database (lib/booking/pay-later.ts, lib/orders/payments/charge-due.ts):
 * booked with the card kept on the provider's page (the Stripe stand-in, through the SDK) and nothing charged, charged once on its day however often the job runs, released by a
 * cancellation before it, marked when the kept card is declined and then paid with another card.
 */

const CARD = { ...TEST_CARD, name: "Paula Later" };
/** Stripe's test card that is kept without fuss and declined when charged later (https://docs.stripe.com/testing). */
const DECLINES_WHEN_CHARGED = "4000 0000 0000 0341";
const traveler = { title: 3, firstName: "Paula", lastName: "Later", email: "paula@example.test" };

async function signedIn() {
  const user = await createUser({ planStatus: "ACTIVE" });
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}

const checkout = (body: Record<string, unknown>) => ({ guests: 2, rooms: 1, traveler, idempotencyKey: randomUUID(), payLater: true, ...body });

/** A pay-later checkout, the card kept on the provider's page. */
function book(body: Record<string, unknown>, opts: { cookies?: Record<string, string> } = {}, card: TypedCard = CARD) {
  return paidCheckout("/api/booking/book", { body: checkout(body), ...opts, card });
}

/** A free-cancellation stay 30 days ahead: due on its last free day, check-in minus 2 days minus 1. */
async function payLaterStay(cookies?: Record<string, string>, card: TypedCard = CARD) {
  const { property, rooms } = await createStayProperty({ rooms: [{ memberRateMinor: 16_000, publicRateMinor: 20_000, available: 3 }] });
  const stay = { propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(30), checkOut: isoDay(32) };
  const res = await book(stay, { cookies: cookies && { ...cookies, currency_code: "EUR" } }, card);
  expect(res.status).toBe(200);
  const { data } = await res.json();
  return { data, stay, rooms, dueOn: isoDay(27) };
}

/** The job as the schedule runs it, on the morning of `day` (UTC; the default organisation's calendar is UTC's here). */
function runJobOn(day: string, provider: StoredPaymentProvider = stripeProvider) {
  return chargeDuePayments({ now: new Date(`${day}T09:00:00Z`), provider });
}

/** The provider, counting the charges asked of each kept card. */
function countingProvider() {
  const asked: string[] = [];
  const provider: StoredPaymentProvider = {
    ...stripeProvider,
    chargeSaved: (input) => {
      asked.push(input.methodRef);
      return stripeProvider.chargeSaved!(input);
    },
  };
  return { provider, asked };
}

const reservation = (reference: string) => testDb().order.findUniqueOrThrow({ where: { reference }, include: { payments: { orderBy: { id: "asc" } } } });

async function myTrip(reference: string, cookies: Record<string, string>) {
  const res = await call("/api/reservations", { body: { json: {} }, cookies });
  return ((await res.json()).data as { reference: string; payLater?: Record<string, unknown> }[]).find((r) => r.reference === reference)!;
}

describe("POST /api/booking/book with payLater", () => {
  it("books with the card kept, nothing charged, the amount and day due on the order, and says so in the answer, My Trips and the e-mail", async () => {
    const { user, cookies } = await signedIn();
    const { data, stay, rooms, dueOn } = await payLaterStay(cookies);
    // Member price: 2 nights × 160.00 + 10% tax = 352.00 USD; in EUR at 0.92 = 323.84.
    expect(data).toMatchObject({ status: "CONFIRMED", totalMinor: 35_200, memberCurrency: "EUR", memberTotalMinor: 32_384 });
    expect(data.payLater).toEqual({ dueOn, amountDueMinor: 35_200, memberAmountDueMinor: 32_384 });
    const r = await reservation(data.reference);
    expect(r).toMatchObject({ status: "CONFIRMED", cardPaidMinor: 0, walletAppliedMinor: 0, amountDueMinor: 35_200 });
    expect(r.dueOn!.toISOString().slice(0, 10)).toBe(dueOn);
    expect(r.payments).toEqual([expect.objectContaining({ status: "DUE", amountMinor: 35_200, currency: "USD", last4: "4242", providerRef: "" })]);
    expect(r.payments[0]!.methodRef).toMatch(/^pm_/);
    expect(await availabilityOf(rooms[0]!.id, stay.checkIn, stay.checkOut)).toEqual([2, 2]);

    expect((await myTrip(data.reference, cookies)).payLater).toEqual({ status: "DUE", dueOn, amountMinor: 35_200, memberAmountMinor: 32_384, last4: "4242" });
    const mail = await waitForMail(user.email, { subject: /Booking confirmed/ });
    // The kept card is charged in the booking's dollars; the member's euros beside them (issue #51 item 4).
    expect(mail.text).toMatch(/Due .+ · card ending 4242: \$352\.00 \(about €323\.84\)/);
    expect(mail.text).toContain("Nothing has been charged yet.");
  });

  it("a retry of the same checkout answers the same booking, still to be paid later", async () => {
    const { cookies } = await signedIn();
    const { property, rooms } = await createStayProperty();
    const body = { propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(30), checkOut: isoDay(31), idempotencyKey: randomUUID() };
    const a = (await (await book(body, { cookies })).json()).data;
    const b = (await (await book(body, { cookies })).json()).data;
    expect(b).toEqual(a);
    expect(b.payLater.dueOn).toBe(isoDay(27));
  });

  it("is refused, with the field and nothing held, where the stay cannot be paid later", async () => {
    const { user, cookies } = await signedIn();
    const partial = await createStayProperty({ policy: "PARTIAL_REFUND" });
    const soon = await createStayProperty();
    const fine = await createStayProperty({ days: 80 });
    const cash = await createCard(user, { type: "CASH_CARD", amountMinor: 5_000 });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ propertyId: partial.property.id, roomTypeId: partial.rooms[0]!.id, checkIn: isoDay(30), checkOut: isoDay(31) }, 400, "payLater"],
      // Check-in in 5 days: the last free day is in 2 days … at least 2 days ahead is needed, so 4 days is too soon.
      // Three UTC days ahead is three or four on the organisation's calendar (behind UTC around midnight): too soon.
      [{ propertyId: soon.property.id, roomTypeId: soon.rooms[0]!.id, checkIn: isoDay(3), checkOut: isoDay(4) }, 400, "payLater"],
      [
        { propertyId: fine.property.id, roomTypeId: fine.rooms[0]!.id, checkIn: isoDay(30), checkOut: isoDay(31), wallet: { cashCardId: cash.id } },
        400,
        "wallet",
      ],
    ];
    for (const [body, status, field] of cases) {
      const res = await book(body, { cookies });
      expect(res.status).toBe(status);
      expect((await res.json()).error.fields.map((f: { path: string }) => f.path)).toEqual([field]);
    }
    expect(await testDb().order.count({ where: { propertyId: { in: [partial.property.id, soon.property.id] } } })).toBe(0);
    // Activities are paid when booked: the field is not part of their checkout.
    const activity = await call("/api/booking/book-activity", {
      body: { propertyId: 1, slotId: 1, guests: 1, traveler, idempotencyKey: randomUUID(), payLater: true },
      cookies,
    });
    expect(activity.status).toBe(400);
  });

  it("a card the bank refuses to keep is declined on the provider's page; going back holds nothing", async () => {
    const { cookies } = await signedIn();
    const { property, rooms } = await createStayProperty({ rooms: [{ available: 2 }] });
    const res = await call("/api/booking/book", {
      body: checkout({ propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(30), checkOut: isoDay(31) }),
      cookies,
    });
    const { paymentUrl } = (await res.json()).data;
    const refused = await payOnProviderPage(paymentUrl, { ...CARD, number: "4000 0000 0000 0002" });
    expect(providerPageAlert(refused.page)).toMatch(/^Your card was declined\./);
    await backToSite(await cancelLinkOf(paymentUrl));
    expect(await testDb().order.count({ where: { propertyId: property.id, status: "CONFIRMED" } })).toBe(0);
    expect(await availabilityOf(rooms[0]!.id, isoDay(30), isoDay(31))).toEqual([2]);
  });

  it("a card kept on the page that expires before the day it would be charged is refused: nothing booked, the room let go, the payer told why", async () => {
    const { cookies } = await signedIn();
    const { property, rooms } = await createStayProperty({ days: 80, rooms: [{ available: 2 }] });
    // Valid to the end of this month, charged in two.
    const today = new Date();
    const expiresNow = `${String(today.getUTCMonth() + 1).padStart(2, "0")}/${String(today.getUTCFullYear()).slice(2)}`;
    const res = await call("/api/booking/book", {
      body: checkout({ propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(70), checkOut: isoDay(71) }),
      cookies,
    });
    const { reference, paymentUrl } = (await res.json()).data;
    const back = await payAndReturn(paymentUrl, { card: { ...CARD, expiry: expiresNow }, cookies });
    expect(back.headers.get("location")).toBe("/checkout-success?payment=card_expires");
    // The hold is let go as any unpaid checkout's: the order goes, its nights come back.
    expect(await testDb().order.findUnique({ where: { reference } })).toBeNull();
    expect(await availabilityOf(rooms[0]!.id, isoDay(70), isoDay(71))).toEqual([2]);
    const page = await (await call("/checkout-success?payment=card_expires", { cookies })).text();
    expect(page).toContain("expires before the day this booking is charged");
  });
});

describe("the due-charge job", () => {
  it("charges on the due day, once, however often it runs, and the booking then reads as paid", async () => {
    const { user, cookies } = await signedIn();
    const { data, dueOn } = await payLaterStay(cookies);
    const { provider, asked } = countingProvider();
    const methodRef = (await reservation(data.reference)).payments[0]!.methodRef!;

    // The day before: nothing.
    await runJobOn(addDays(dueOn, -1), provider);
    expect(asked.filter((m) => m === methodRef)).toEqual([]);

    // On the day, twice at once and once more.
    await Promise.all([runJobOn(dueOn, provider), runJobOn(dueOn, provider)]);
    await runJobOn(dueOn, provider);
    expect(asked.filter((m) => m === methodRef)).toHaveLength(1);
    const r = await reservation(data.reference);
    expect(r).toMatchObject({ cardPaidMinor: 35_200, amountDueMinor: 0, status: "CONFIRMED" });
    expect(r.payments).toEqual([expect.objectContaining({ status: "APPROVED", amountMinor: 35_200, last4: "4242", failure: null })]);
    expect(r.payments[0]!.providerRef).toMatch(/^(pi|ch)_/);
    expect((await myTrip(data.reference, cookies)).payLater).toMatchObject({ status: "PAID" });
    const receipt = await waitForMail(user.email, { subject: /Payment received/ });
    expect(receipt.text).toContain("We have charged €323.84 to your card ending 4242");

    // Charged, it cancels as any paid booking: still before the free deadline, everything back to the card.
    const cancel = await call("/api/booking/cancel", { body: { reference: data.reference }, cookies });
    expect(cancel.status).toBe(200);
    expect((await cancel.json()).data).toMatchObject({ refundMinor: 35_200, memberRefundMinor: 32_384 });
  });

  it("a cancellation before the due day charges nothing and releases the charge; the job then leaves it alone", async () => {
    const { user, cookies } = await signedIn();
    const { data, stay, rooms, dueOn } = await payLaterStay(cookies);
    expect(await myTripsPage(cookies)).toContain("Nothing has been charged for this booking, and nothing will be.");
    const res = await call("/api/booking/cancel", { body: { reference: data.reference }, cookies });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({
      status: "CANCELLED",
      refundMinor: 0,
      memberRefundMinor: 0,
      releasedMinor: 35_200,
      memberReleasedMinor: 32_384,
    });
    const { provider, asked } = countingProvider();
    await runJobOn(dueOn, provider);
    await runJobOn(addDays(dueOn, 5), provider);
    const r = await reservation(data.reference);
    expect(asked).not.toContain(r.payments[0]!.methodRef);
    expect(r).toMatchObject({ status: "CANCELLED", cardPaidMinor: 0, amountDueMinor: 0, refundMinor: 0 });
    expect(r.payments.map((p) => p.status)).toEqual(["RELEASED"]);
    expect(await availabilityOf(rooms[0]!.id, stay.checkIn, stay.checkOut)).toEqual([3, 3]);
    expect((await myTrip(data.reference, cookies)).payLater).toMatchObject({ status: "RELEASED" });
    const mail = await waitForMail(user.email, { subject: /Booking cancelled/ });
    expect(mail.text).toContain("Nothing was charged for this booking, and nothing will be.");
  });

  it("a declined charge marks the booking and tells the member; paying with another card settles it, once", async () => {
    const { user, cookies } = await signedIn();
    const { data, dueOn } = await payLaterStay(cookies, { ...CARD, number: DECLINES_WHEN_CHARGED });
    await runJobOn(dueOn);
    let r = await reservation(data.reference);
    expect(r.payments).toEqual([expect.objectContaining({ status: "DECLINED", failure: "CARD_DECLINED", last4: "0341" })]);
    expect(r).toMatchObject({ status: "CONFIRMED", cardPaidMinor: 0, amountDueMinor: 35_200 });
    expect((await myTrip(data.reference, cookies)).payLater).toMatchObject({ status: "FAILED", last4: "0341" });
    const failed = await waitForMail(user.email, { subject: /Payment failed/ });
    expect(failed.text).toContain("We could not charge €323.84 to your card ending 0341");
    expect(extractLink(failed, "/user/my-trips/")).toMatch(new RegExp(`/user/my-trips/${data.reference}$`));
    // The job does not try the declined card again by itself.
    await runJobOn(addDays(dueOn, 1));
    expect((await reservation(data.reference)).payments[0]!.status).toBe("DECLINED");

    const payDue = async () =>
      (await (await call("/api/booking/pay-due", { body: { reference: data.reference, idempotencyKey: randomUUID() }, cookies })).json()).data;
    const refused = await payOnProviderPage((await payDue()).paymentUrl, { ...CARD, number: "4000 0000 0000 0002" });
    expect(providerPageAlert(refused.page)).toMatch(/^Your card was declined\./);
    const paid = await payAndReturn((await payDue()).paymentUrl, { cookies });
    expect(paid.headers.get("location")).toBe(`/user/my-trips/${data.reference}`);
    r = await reservation(data.reference);
    expect(r).toMatchObject({ cardPaidMinor: 35_200, amountDueMinor: 0 });
    expect(r.payments.filter((p) => p.status === "APPROVED")).toEqual([expect.objectContaining({ amountMinor: 35_200, last4: "4242" })]);
    const again = await call("/api/booking/pay-due", { body: { reference: data.reference, idempotencyKey: randomUUID() }, cookies });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("Nothing is due on this booking.");
    // Someone else's booking is not found.
    const other = await signedIn();
    expect((await call("/api/booking/pay-due", { body: { reference: data.reference, idempotencyKey: randomUUID() }, cookies: other.cookies })).status).toBe(
      404,
    );
  });
});

describe("an unpaid booking ends", () => {
  it("declined and left unpaid past its grace period, it is cancelled with nothing charged, its room released and the member told when", async () => {
    const { user, cookies } = await signedIn();
    const { data, stay, rooms, dueOn } = await payLaterStay(cookies, { ...CARD, number: DECLINES_WHEN_CHARGED });
    await runJobOn(dueOn);
    // Declined at 09:00 on the due day; held 48 hours (PAYMENT_GRACE_HOURS): told in the e-mail and on the trip.
    const payBy = `${addDays(dueOn, 2)}T09:00:00.000Z`;
    const failed = await waitForMail(user.email, { subject: /Payment failed/ });
    expect(failed.text).toMatch(
      /We hold it until \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:00\s[AP]M [A-Z][A-Za-z+\d]+: if it is not paid by then, we will cancel it and release the room\./,
    );
    expect((await myTrip(data.reference, cookies)).payLater).toMatchObject({ status: "FAILED", payBy });

    // A day later it still holds the room.
    await runJobOn(addDays(dueOn, 1));
    expect((await reservation(data.reference)).status).toBe("CONFIRMED");
    expect(await availabilityOf(rooms[0]!.id, stay.checkIn, stay.checkOut)).toEqual([2, 2]);

    // At the moment it was given, the round ends it.
    const round = await chargeDuePayments({ now: new Date(payBy) });
    expect(round.ended).toBeGreaterThanOrEqual(1);
    const r = await reservation(data.reference);
    expect(r).toMatchObject({ status: "CANCELLED", cardPaidMinor: 0, refundMinor: 0, amountDueMinor: 0 });
    expect(r.payments.map((p) => p.status)).toEqual(["RELEASED"]);
    expect(await availabilityOf(rooms[0]!.id, stay.checkIn, stay.checkOut)).toEqual([3, 3]);
    const mail = await waitForMail(user.email, { subject: /Booking cancelled/ });
    expect(mail.text).toMatch(/is cancelled: its payment was not received by .+, and the room has been released\./);
    expect(mail.text).toContain("Nothing was charged for this booking, and nothing will be.");
    expect((await moneyDifferences(data.reference)).differences).toEqual([]);
  });

  it("paid with another card within the grace period, it stands", async () => {
    const { cookies } = await signedIn();
    const { data, dueOn } = await payLaterStay(cookies, { ...CARD, number: DECLINES_WHEN_CHARGED });
    await runJobOn(dueOn);
    const opened = await call("/api/booking/pay-due", { body: { reference: data.reference, idempotencyKey: randomUUID() }, cookies });
    await payAndReturn((await opened.json()).data.paymentUrl, { cookies });
    await runJobOn(addDays(dueOn, 3));
    expect(await reservation(data.reference)).toMatchObject({ status: "CONFIRMED", cardPaidMinor: 35_200, amountDueMinor: 0 });
  });
});

describe("a guest pays later too: the provider keeps a guest's card as a member's", () => {
  it("books, and cancels through the manage link with nothing charged", async () => {
    const { property, rooms } = await createStayProperty();
    const email = `guest-${randomUUID().slice(0, 8)}@example.test`;
    const res = await book({
      propertyId: property.id,
      roomTypeId: rooms[0]!.id,
      checkIn: isoDay(30),
      checkOut: isoDay(31),
      traveler: { ...traveler, email, phone: "+442079460000" },
    });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.payLater).toMatchObject({ dueOn: isoDay(27), amountDueMinor: data.totalMinor });
    const mail = await waitForMail(email, { subject: /Booking confirmed/ });
    const token = new URL(extractLink(mail, "/manage-booking/booking?token=")).searchParams.get("token")!;
    const opened = await (await call(`/api/booking/manage?token=${encodeURIComponent(token)}`)).json();
    expect(opened.data.booking.payLater).toMatchObject({ status: "DUE", dueOn: isoDay(27) });
    const cancelled = await call("/api/booking/manage/cancel", { body: { token } });
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).data).toMatchObject({ refundMinor: 0, releasedMinor: data.totalMinor });
    expect((await reservation(data.reference)).payments.map((p) => p.status)).toEqual(["RELEASED"]);
  });
});

/** My Trips as the member's browser gets it (the cancel dialog's text travels with the page). */
async function myTripsPage(cookies: Record<string, string>): Promise<string> {
  return (await call("/user/my-trips", { cookies })).text();
}
