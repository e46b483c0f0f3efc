import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, testDb, TEST_PASSWORD } from "../support/factories";
import { availabilityOf, createStayProperty, isoDay } from "../support/catalogue-factory";
import { waitForMail } from "../support/mail";
import { moneyDifferences } from "../support/money-invariant";
import { backToSite, cancelLinkOf } from "../support/hosted-payment";
import { paidCheckout, payAndReturn } from "../support/paid-checkout";
import { signManageToken } from "@/lib/orders/guest/manage-token";
import { reconcileWithProvider } from "@/lib/payments/reconcile-provider";
import { stripeProvider } from "@/lib/payments/stripe-provider";
import { db, pool } from "@/lib/db";
import { closeMailTransport } from "@/lib/email";

// The provider's books are read in this process, with the app's own client.
afterAll(async () => {
  closeMailTransport();
  await db.$disconnect();
  await pool.end();
  await closeTestDb();
});
// Each test books through the hosted checkout first, some pay twice: room for a loaded machine.
jest.setTimeout(120_000);

async function signedIn() {
  const user = await createUser({ planStatus: "ACTIVE" });
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}

/**
 * A stay at $100 a night + 10% tax, free cancellation until 2 days before check-in, booked for `nights` from day 20
 * and paid by card: by a member (`cookies`) or a guest.
 */
async function bookedStay(opts: { cookies?: Record<string, string>; nights?: number; policy?: "NON_REFUNDABLE"; available?: number } = {}) {
  const email = `guest-${randomUUID().slice(0, 8)}@example.test`;
  const { property, rooms } = await createStayProperty({
    policy: opts.policy,
    rooms: [{ publicRateMinor: 10_000, memberRateMinor: 10_000, available: opts.available ?? 2 }],
  });
  const stay = { checkIn: isoDay(20), checkOut: isoDay(20 + (opts.nights ?? 1)) };
  const res = await paidCheckout("/api/booking/book", {
    body: {
      propertyId: property.id,
      roomTypeId: rooms[0]!.id,
      ...stay,
      guests: 1,
      rooms: 1,
      traveler: { title: 2, firstName: "Dora", lastName: "Dates", email, ...(opts.cookies ? {} : { phone: "+442079460000" }) },
      idempotencyKey: randomUUID(),
    },
    cookies: opts.cookies,
  });
  expect(res.status).toBe(200);
  return { email, reference: (await res.json()).data.reference as string, roomTypeId: rooms[0]!.id, stay };
}

const change = (body: Record<string, unknown>, cookies?: Record<string, string>) => call("/api/booking/change-dates", { body, cookies });
const order = (reference: string) =>
  testDb().order.findUniqueOrThrow({
    where: { reference },
    include: { items: true, payments: { orderBy: { id: "asc" } }, events: { where: { kind: "DATE_CHANGE" }, orderBy: { id: "asc" } } },
  });

describe("POST /api/booking/change-dates", () => {
  it("a higher price: quoted, then paid on the provider's page before anything changes; a repeated confirm changes nothing twice", async () => {
    const { user, cookies } = await signedIn();
    const { reference, roomTypeId } = await bookedStay({ cookies });
    const to = { checkIn: isoDay(20), checkOut: isoDay(22) };

    const quoted = await change({ reference, ...to }, cookies);
    expect(quoted.status).toBe(200);
    const quote = (await quoted.json()).data;
    expect(quote).toMatchObject({ status: "QUOTE", totalMinor: 22_000, previousTotalMinor: 11_000, differenceMinor: 11_000, settlement: "CHARGE" });
    // The terms engine's sentence for the new check-in, in the caller's language.
    expect(quote.policy).toMatch(/^Free cancellation until .+\. After that, 50% is refunded if you cancel before check-in\.$/);

    const key = randomUUID();
    const confirm = { reference, ...to, confirm: true, idempotencyKey: key, totalMinor: 22_000, returnPath: `/user/my-trips/${reference}` };
    const opened = await change(confirm, cookies);
    expect(opened.status).toBe(200);
    const { paymentUrl } = (await opened.json()).data;
    expect(paymentUrl).toEqual(expect.any(String));
    // Nothing has changed yet: the stay, its nights and its money are as booked; asked again, the same page.
    expect((await (await change(confirm, cookies)).json()).data.paymentUrl).toBe(paymentUrl);
    let r = await order(reference);
    expect(r).toMatchObject({ totalMinor: 11_000, cardPaidMinor: 11_000 });
    expect(r.items[0]!.endsAt.toISOString().slice(0, 10)).toBe(isoDay(21));
    expect(await availabilityOf(roomTypeId, isoDay(20), isoDay(22))).toEqual([1, 2]);

    const before = new Date();
    const back = await payAndReturn(paymentUrl, { cookies });
    expect(back.headers.get("location")).toBe(`/user/my-trips/${reference}`);
    r = await order(reference);
    expect(r).toMatchObject({
      totalMinor: 22_000,
      subtotalMinor: 20_000,
      taxesMinor: 2_000,
      cardPaidMinor: 22_000,
      checkOut: new Date(`${isoDay(22)}T00:00:00Z`),
    });
    expect(r.items[0]).toMatchObject({ totalMinor: 22_000, endsAt: new Date(`${isoDay(22)}T00:00:00Z`) });
    expect(r.payments.map((p) => [p.status, p.amountMinor])).toEqual([
      ["APPROVED", 11_000],
      ["APPROVED", 11_000],
    ]);
    expect(await availabilityOf(roomTypeId, isoDay(20), isoDay(22))).toEqual([1, 1]);
    expect(r.events).toHaveLength(1);
    expect(r.events[0]).toMatchObject({
      actor: "MEMBER",
      data: { from: { checkIn: isoDay(20), checkOut: isoDay(21) }, to, differenceMinor: 11_000, settlement: "CHARGE" },
    });
    const mail = await waitForMail(user.email, { subject: new RegExp(`New dates for booking ${reference}`), after: before });
    expect(mail.text).toContain("The new price is $220.00: $110.00 more was charged to your card.");
    expect(mail.text).toMatch(/Cancellation: Free cancellation until .+\./);

    // The same confirm again: the change it made, no second charge or move.
    const again = await change(confirm, cookies);
    expect(again.status).toBe(200);
    expect((await again.json()).data).toMatchObject({ status: "CHANGED", to, differenceMinor: 11_000 });
    expect((await order(reference)).payments).toHaveLength(2);
    expect(await availabilityOf(roomTypeId, isoDay(20), isoDay(22))).toEqual([1, 1]);
    expect((await moneyDifferences(reference)).differences).toEqual([]);

    const page = await (await call(`/user/my-trips/${reference}`, { cookies })).text();
    expect(page).toContain("Dates changed from");
    expect(page).toContain("$110.00 paid");
  });

  it("abandoning the payment page leaves the booking as it was", async () => {
    const { cookies } = await signedIn();
    const { reference, roomTypeId } = await bookedStay({ cookies });
    // A first page left open (the tab closed): choosing again closes it, so it can no longer be paid.
    const opened = await change(
      { reference, checkIn: isoDay(20), checkOut: isoDay(23), confirm: true, idempotencyKey: randomUUID(), returnPath: `/user/my-trips/${reference}` },
      cookies,
    );
    expect((await opened.json()).data.paymentUrl).toEqual(expect.any(String));
    const opened2 = await change(
      { reference, checkIn: isoDay(20), checkOut: isoDay(23), confirm: true, idempotencyKey: randomUUID(), returnPath: `/user/my-trips/${reference}` },
      cookies,
    );
    expect(opened2.status).toBe(200);
    // "Cancel and go back" on the provider's page: back to the trip page, told nothing was charged or changed.
    const { paymentUrl: second } = (await opened2.json()).data;
    expect((await backToSite(await cancelLinkOf(second), cookies)).headers.get("location")).toBe(`/user/my-trips/${reference}?change=not_paid`);
    const page = await (await call(`/user/my-trips/${reference}?change=not_paid`, { cookies })).text();
    expect(page).toContain("Your payment was not completed, so nothing was charged and your dates are unchanged.");
    const r = await order(reference);
    expect(r).toMatchObject({ totalMinor: 11_000, cardPaidMinor: 11_000 });
    expect(r.payments.map((p) => p.status)).toEqual(["APPROVED", "ABANDONED", "ABANDONED"]);
    expect(r.events).toEqual([]);
    expect(await availabilityOf(roomTypeId, isoDay(20), isoDay(23))).toEqual([1, 2, 2]);
    expect((await moneyDifferences(reference)).differences).toEqual([]);
  });

  it("a lower price is refunded to the card at once, once; a later cancellation refunds only the rest, and the books agree", async () => {
    const { user, cookies } = await signedIn();
    const { reference, roomTypeId } = await bookedStay({ cookies, nights: 2 });
    const to = { checkIn: isoDay(21), checkOut: isoDay(22) };
    const key = randomUUID();
    const res = await change({ reference, ...to, confirm: true, idempotencyKey: key }, cookies);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ status: "CHANGED", differenceMinor: -11_000, settlement: "REFUND" });
    let r = await order(reference);
    expect(r).toMatchObject({ totalMinor: 11_000, cardPaidMinor: 11_000, checkIn: new Date(`${isoDay(21)}T00:00:00Z`) });
    expect(r.payments.map((p) => [p.status, p.amountMinor, p.refundOfId])).toEqual([
      ["APPROVED", 22_000, null],
      ["REFUNDED", 11_000, r.payments[0]!.id],
    ]);
    expect(await availabilityOf(roomTypeId, isoDay(20), isoDay(22))).toEqual([2, 1]);
    await waitForMail(user.email, { subject: /New dates for booking/ });

    // Sent again: the same answer, no second refund.
    expect((await (await change({ reference, ...to, confirm: true, idempotencyKey: key }, cookies)).json()).data).toMatchObject({ status: "CHANGED" });
    expect((await order(reference)).payments).toHaveLength(2);
    expect((await moneyDifferences(reference)).differences).toEqual([]);

    const cancel = await call("/api/booking/cancel", { body: { reference }, cookies });
    expect(cancel.status).toBe(200);
    expect((await cancel.json()).data).toMatchObject({ refundMinor: 11_000 });
    r = await order(reference);
    expect(r.payments.filter((p) => p.status === "REFUNDED").map((p) => p.amountMinor)).toEqual([11_000, 11_000]);
    expect((await moneyDifferences(reference)).differences).toEqual([]);
    expect((await reconcileWithProvider(stripeProvider, { userIds: [user.id] })).differences).toEqual([]);
  });

  it("a booking paid later and not charged yet: only its due amount and day move, nothing is charged or refunded", async () => {
    const { user, cookies } = await signedIn();
    const { property, rooms } = await createStayProperty({ rooms: [{ publicRateMinor: 10_000, memberRateMinor: 10_000, available: 2 }] });
    const booked = await paidCheckout("/api/booking/book", {
      body: {
        propertyId: property.id,
        roomTypeId: rooms[0]!.id,
        checkIn: isoDay(30),
        checkOut: isoDay(32),
        guests: 1,
        rooms: 1,
        traveler: { title: 2, firstName: "Paula", lastName: "Later", email: user.email },
        payLater: true,
        idempotencyKey: randomUUID(),
      },
      cookies,
    });
    const { data } = await booked.json();
    expect(data.payLater).toMatchObject({ dueOn: isoDay(27), amountDueMinor: 22_000 });
    const to = { checkIn: isoDay(33), checkOut: isoDay(34) };
    const res = await change({ reference: data.reference, ...to, confirm: true, idempotencyKey: randomUUID() }, cookies);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ status: "CHANGED", differenceMinor: -11_000, settlement: "DUE" });
    const r = await order(data.reference);
    expect(r).toMatchObject({ totalMinor: 11_000, cardPaidMinor: 0, amountDueMinor: 11_000, dueOn: new Date(`${isoDay(30)}T00:00:00Z`) });
    expect(r.payments.map((p) => [p.status, p.amountMinor])).toEqual([["DUE", 11_000]]);
    const mail = await waitForMail(user.email, { subject: /New dates for booking/ });
    expect(mail.text).toMatch(/The new price is \$110\.00, charged to your card on .+\./);
    expect((await moneyDifferences(data.reference)).differences).toEqual([]);
  });

  it("refuses unavailable dates (409), bad input naming the field (400), a closed rule and someone else's booking", async () => {
    const { cookies } = await signedIn();
    const { reference, roomTypeId } = await bookedStay({ cookies });
    await testDb().roomAvailability.updateMany({ where: { roomTypeId, date: new Date(`${isoDay(26)}T00:00:00Z`) }, data: { available: 0 } });
    const full = await change({ reference, checkIn: isoDay(25), checkOut: isoDay(27) }, cookies);
    expect(full.status).toBe(409);
    expect((await full.json()).error).toMatchObject({ code: "NO_LONGER_AVAILABLE", detail: { reason: "UNAVAILABLE" } });

    const fieldsOf = async (res: Response) => (await res.json()).error.fields.map((f: { path: string }) => f.path);
    expect(await fieldsOf(await change({ reference, checkIn: isoDay(25), checkOut: isoDay(24) }, cookies))).toEqual(["checkOut"]);
    expect(await fieldsOf(await change({ reference, checkIn: "2027-02-30", checkOut: isoDay(24) }, cookies))).toContain("checkIn");
    expect(await fieldsOf(await change({ reference, checkIn: isoDay(25), checkOut: isoDay(26), confirm: true }, cookies))).toEqual(["idempotencyKey"]);
    expect(await fieldsOf(await change({ reference, checkIn: isoDay(20), checkOut: isoDay(21) }, cookies))).toEqual(["checkIn"]);

    const stranger = await signedIn();
    expect((await change({ reference, checkIn: isoDay(25), checkOut: isoDay(26) }, stranger.cookies)).status).toBe(404);
    expect((await change({ reference, checkIn: isoDay(25), checkOut: isoDay(26) })).status).toBe(401);

    const strict = await bookedStay({ cookies, policy: "NON_REFUNDABLE" });
    const closed = await change({ reference: strict.reference, checkIn: isoDay(25), checkOut: isoDay(26) }, cookies);
    expect(closed.status).toBe(409);
    expect((await closed.json()).error.detail.reason).toBe("NOT_FREE");

    expect((await call("/api/booking/cancel", { body: { reference }, cookies })).status).toBe(200);
    const gone = await change({ reference, checkIn: isoDay(25), checkOut: isoDay(26), confirm: true, idempotencyKey: randomUUID() }, cookies);
    expect(gone.status).toBe(409);
    expect((await gone.json()).error.detail.reason).toBe("NOT_CONFIRMED");
  });
});

describe("POST /api/booking/manage/change-dates", () => {
  it("lets a guest move their stay with the manage token; a token for another e-mail opens nothing", async () => {
    const { email, reference, roomTypeId } = await bookedStay();
    const token = signManageToken(reference, email, new Date(Date.now() + 3_600_000));
    const forged = signManageToken(reference, "someone-else@example.test", new Date(Date.now() + 3_600_000));
    const to = { checkIn: isoDay(24), checkOut: isoDay(25) };
    expect((await call("/api/booking/manage/change-dates", { body: { token: forged, ...to } })).status).toBe(404);
    const quote = (await (await call("/api/booking/manage/change-dates", { body: { token, ...to } })).json()).data;
    expect(quote).toMatchObject({ differenceMinor: 0, settlement: "NONE" });
    const before = new Date();
    const res = await call("/api/booking/manage/change-dates", { body: { token, ...to, confirm: true, idempotencyKey: randomUUID() } });
    expect(res.status).toBe(200);
    expect((await order(reference)).events).toEqual([expect.objectContaining({ actor: "GUEST", actorUserId: null })]);
    expect(await availabilityOf(roomTypeId, isoDay(20), isoDay(25))).toEqual([2, 2, 2, 2, 1]);
    const mail = await waitForMail(email, { subject: /New dates for booking/, after: before });
    expect(mail.text).toContain("The price stays $110.00.");
    const page = await (await call(`/manage-booking/booking?token=${encodeURIComponent(token)}`)).text();
    expect(page).toContain("Dates changed from");
    expect((await moneyDifferences(reference)).differences).toEqual([]);
  });
});
