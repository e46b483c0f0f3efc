import { randomUUID } from "node:crypto";
import { call } from "../support/http";
import { closeTestDb, testDb } from "../support/factories";
import { signedIn as signedInAs } from "../support/itinerary";
import { bookedFlight } from "../support/booked-flight";
import { waitForMail } from "../support/mail";
import { moneyDifferences } from "../support/money-invariant";
import { backToSite, cancelLinkOf } from "../support/hosted-payment";
import { payAndReturn } from "../support/paid-checkout";
import { signManageToken } from "@/lib/orders/guest/manage-token";
import { reconcileWithProvider } from "@/lib/payments/reconcile-provider";
import { stripeProvider } from "@/lib/payments/stripe-provider";
import { db, pool } from "@/lib/db";
import { closeMailTransport } from "@/lib/email";
import type { FlightDetails } from "@/lib/suppliers/flights/types";

/**
 * Issue 53 §2 over HTTP: extra checked bags added to a booked flight (POST /api/booking/add-bags, the guest's
 * /api/booking/manage/add-bags): what the airline sells (Duffel's order available_services through the stand-in),
 * paid on the provider's page before anything is added, then added with the airline and recorded — the trip page,
 * e-mail and calendar name the bag, and a cancellation refunds it under the fare's rule.
 */
afterAll(async () => {
  closeMailTransport();
  await db.$disconnect();
  await pool.end();
  await closeTestDb();
});
// Each test books a flight through the hosted checkout first, some pay twice: room for a loaded machine.
jest.setTimeout(120_000);

const signedIn = () => signedInAs({ planStatus: "ACTIVE" });

const bags = (body: Record<string, unknown>, cookies?: Record<string, string>) => call("/api/booking/add-bags", { body, cookies });
const order = (reference: string) =>
  testDb().order.findUniqueOrThrow({
    where: { reference },
    include: { items: true, payments: { orderBy: { id: "asc" } }, events: { where: { kind: "BAGS_ADDED" }, orderBy: { id: "asc" } } },
  });

describe("POST /api/booking/add-bags", () => {
  it("sells bags per passenger and slice; a bag is paid on the provider's page before it is added, then named everywhere and refunded with the fare", async () => {
    const { user, cookies } = await signedIn();
    const { reference } = await bookedFlight({ cookies, email: user.email, days: 30 });
    const booked = await order(reference);

    const quoted = await bags({ reference }, cookies);
    expect(quoted.status).toBe(200);
    const quote = (await quoted.json()).data;
    expect(quote).toMatchObject({ status: "QUOTE", currency: "USD" });
    expect(quote.bags).toEqual([
      expect.objectContaining({
        passenger: "Ada Lovelace",
        passengerIndex: 0,
        sliceIndex: 0,
        origin: "LHR",
        destination: "CDG",
        amountMinor: 3_500,
        maxQuantity: 2,
      }),
    ]);
    const bag = quote.bags[0] as { serviceId: string };

    const key = randomUUID();
    const confirm = {
      reference,
      services: [{ id: bag.serviceId, quantity: 1 }],
      totalMinor: 3_500,
      confirm: true,
      idempotencyKey: key,
      returnPath: `/user/my-trips/${reference}`,
    };
    const opened = await bags(confirm, cookies);
    expect(opened.status).toBe(200);
    const { paymentUrl, status } = (await opened.json()).data;
    expect(status).toBe("PAYMENT_REQUIRED");
    // Nothing is added yet; asked again, the same page.
    expect((await (await bags(confirm, cookies)).json()).data.paymentUrl).toBe(paymentUrl);
    expect(await order(reference)).toMatchObject({ totalMinor: booked.totalMinor, cardPaidMinor: booked.cardPaidMinor });

    const before = new Date();
    const back = await payAndReturn(paymentUrl, { cookies });
    expect(back.headers.get("location")).toBe(`/user/my-trips/${reference}`);
    const r = await order(reference);
    expect(r).toMatchObject({ totalMinor: booked.totalMinor + 3_500, cardPaidMinor: booked.cardPaidMinor + 3_500 });
    expect(r.items[0]).toMatchObject({ totalMinor: booked.items[0]!.totalMinor + 3_500 });
    expect(r.items[0]!.details).toMatchObject({
      extras: { bags: [{ quantity: 1, origin: "LHR", destination: "CDG", passenger: "Ada Lovelace", amountMinor: 3_500 }] },
    });
    expect(r.payments.map((p) => [p.status, p.amountMinor])).toEqual([
      ["APPROVED", booked.cardPaidMinor],
      ["APPROVED", 3_500],
    ]);
    expect(r.events).toHaveLength(1);
    expect(r.events[0]).toMatchObject({ actor: "MEMBER", data: { totalMinor: 3_500, currency: "USD", bags: [{ quantity: 1 }] } });
    const mail = await waitForMail(user.email, { subject: new RegExp(`Extra bags added to booking ${reference}`), after: before });
    expect(mail.text).toContain("1 extra checked bag · LHR → CDG · Ada Lovelace");
    expect(mail.text).toContain("$35.00 was charged to your card.");
    const page = await (await call(`/user/my-trips/${reference}`, { cookies })).text();
    expect(page).toContain("1 extra checked bag · LHR → CDG · Ada Lovelace");
    expect(page).toContain("Extra bags added: 1 extra checked bag");
    const ics = await (await call(`/api/trips/${reference}/calendar`, { cookies })).text();
    expect(ics.replace(/\r\n /g, "")).toContain("1 extra checked bag");

    // The same confirm again: what it did, nothing paid or added twice; the airline now sells one more at most.
    expect((await (await bags(confirm, cookies)).json()).data).toMatchObject({ status: "ADDED", totalMinor: 3_500 });
    expect((await order(reference)).payments).toHaveLength(2);
    expect((await (await bags({ reference }, cookies)).json()).data.bags).toEqual([expect.objectContaining({ maxQuantity: 1 })]);
    expect((await moneyDifferences(reference)).differences).toEqual([]);

    // Cancelled: the Flex fare gives back its price less its fee — the bag's price with it.
    const fee = (r.items[0]!.details as FlightDetails).conditions.refundPenaltyMinor ?? 0;
    const cancel = await call("/api/booking/cancel", { body: { reference }, cookies });
    expect(cancel.status).toBe(200);
    expect((await cancel.json()).data).toMatchObject({ refundMinor: booked.totalMinor + 3_500 - fee });
    expect((await moneyDifferences(reference)).differences).toEqual([]);
    expect((await reconcileWithProvider(stripeProvider, { userIds: [user.id] })).differences).toEqual([]);
    const closed = await bags({ reference }, cookies);
    expect(closed.status).toBe(409);
    expect((await closed.json()).error).toMatchObject({ message: "Only a confirmed booking can have bags added.", detail: { reason: "NOT_CONFIRMED" } });
  });

  it("abandoning the payment page adds nothing and charges nothing", async () => {
    const { cookies } = await signedIn();
    const { reference } = await bookedFlight({ cookies, days: 32 });
    const booked = await order(reference);
    const bag = (await (await bags({ reference }, cookies)).json()).data.bags[0] as { serviceId: string };
    const opened = await bags(
      { reference, services: [{ id: bag.serviceId, quantity: 2 }], confirm: true, idempotencyKey: randomUUID(), returnPath: `/user/my-trips/${reference}` },
      cookies,
    );
    const { paymentUrl } = (await opened.json()).data;
    expect((await backToSite(await cancelLinkOf(paymentUrl), cookies)).headers.get("location")).toBe(`/user/my-trips/${reference}?bags=not_paid`);
    const page = await (await call(`/user/my-trips/${reference}?bags=not_paid`, { cookies })).text();
    expect(page).toContain("Your payment was not completed, so nothing was charged and no bags were added.");
    const r = await order(reference);
    expect(r).toMatchObject({ totalMinor: booked.totalMinor, cardPaidMinor: booked.cardPaidMinor });
    expect(r.payments.map((p) => p.status)).toEqual(["APPROVED", "ABANDONED"]);
    expect(r.events).toEqual([]);
    expect((await (await bags({ reference }, cookies)).json()).data.bags).toEqual([expect.objectContaining({ maxQuantity: 2 })]);
    expect((await moneyDifferences(reference)).differences).toEqual([]);
  });

  it("refuses a forged bag or a stale total, bad input naming the field, and someone else's booking", async () => {
    const { cookies } = await signedIn();
    const { reference } = await bookedFlight({ cookies, days: 34 });
    const bag = (await (await bags({ reference }, cookies)).json()).data.bags[0] as { serviceId: string };
    const confirm = (over: Record<string, unknown>) => bags({ reference, confirm: true, idempotencyKey: randomUUID(), ...over }, cookies);
    const fieldsOf = async (res: Response) => (await res.json()).error.fields.map((f: { path: string }) => f.path);

    expect(await fieldsOf(await confirm({ services: [{ id: "ase_forged000000000000", quantity: 1 }] }))).toEqual(["services.0.id"]);
    expect(await fieldsOf(await confirm({ services: [{ id: bag.serviceId, quantity: 3 }] }))).toEqual(["services.0.quantity"]);
    expect(await fieldsOf(await confirm({ services: [] }))).toEqual(["services"]);
    expect(await fieldsOf(await bags({ reference, confirm: true, services: [{ id: bag.serviceId, quantity: 1 }] }, cookies))).toEqual(["idempotencyKey"]);
    const stale = await confirm({ services: [{ id: bag.serviceId, quantity: 1 }], totalMinor: 1_000 });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toMatchObject({ code: "PRICE_CHANGED", detail: { totalMinor: 3_500 } });

    const stranger = await signedIn();
    expect((await bags({ reference }, stranger.cookies)).status).toBe(404);
    expect((await bags({ reference })).status).toBe(401);
    expect((await order(reference)).payments).toHaveLength(1);
  });
});

describe("POST /api/booking/manage/add-bags", () => {
  it("lets a guest see and pay for bags with the manage token; a token for another e-mail opens nothing", async () => {
    const { email, reference } = await bookedFlight({ days: 36 });
    const token = signManageToken(reference, email, new Date(Date.now() + 3_600_000));
    const forged = signManageToken(reference, "someone-else@example.test", new Date(Date.now() + 3_600_000));
    expect((await call("/api/booking/manage/add-bags", { body: { token: forged } })).status).toBe(404);
    const quote = (await (await call("/api/booking/manage/add-bags", { body: { token } })).json()).data;
    const bag = quote.bags[0] as { serviceId: string; amountMinor: number };
    const opened = await call("/api/booking/manage/add-bags", {
      body: { token, services: [{ id: bag.serviceId, quantity: 1 }], totalMinor: bag.amountMinor, confirm: true, idempotencyKey: randomUUID() },
    });
    expect(opened.status).toBe(200);
    await payAndReturn((await opened.json()).data.paymentUrl);
    const r = await order(reference);
    expect(r.events).toHaveLength(1);
    expect(r.events[0]).toMatchObject({ actor: "GUEST" });
    await waitForMail(email, { subject: /Extra bags added to booking/ });
    expect((await moneyDifferences(reference)).differences).toEqual([]);
  });
});
