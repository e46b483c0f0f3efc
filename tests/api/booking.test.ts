import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createProperty, createUser, testDb, TEST_PASSWORD } from "../support/factories";
import { availabilityOf, createStayProperty, isoDay } from "../support/catalogue-factory";
import { waitForMail } from "../support/mail";
import { backToSite, cancelLinkOf, payOnProviderPage } from "../support/hosted-payment";
import { paidCheckout, providerPageAlert, TEST_CARD } from "../support/paid-checkout";
import { unexpectedAnswers } from "../support/shed";

afterAll(closeTestDb);

const traveler = { title: 2, firstName: "Test", lastName: "Traveller", email: "t@example.test" };

async function signedIn(opts: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(opts);
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}

function book(body: Record<string, unknown>, opts: { cookies?: Record<string, string>; host?: string } = {}) {
  return paidCheckout("/api/booking/book", { body: { guests: 2, rooms: 1, traveler, idempotencyKey: randomUUID(), ...body }, ...opts });
}

describe("POST /api/booking/book", () => {
  it("books a stay in one go: rooms held on every night, card charged, reservation confirmed, e-mail sent", async () => {
    const { user, cookies } = await signedIn({ planStatus: "ACTIVE" });
    const { property, rooms } = await createStayProperty({ rooms: [{ publicRateMinor: 20_000, memberRateMinor: 16_000, available: 3 }] });
    const [checkIn, checkOut] = [isoDay(10), isoDay(13)];
    const res = await book({ propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn, checkOut }, { cookies: { ...cookies, currency_code: "EUR" } });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ status: "CONFIRMED", currency: "USD", memberCurrency: "EUR" });
    // Member price: 3 nights × 160.00 + 10% tax = 528.00 USD; in EUR at 0.92 = 485.76.
    expect(data.totalMinor).toBe(52_800);
    expect(data.memberTotalMinor).toBe(48_576);
    expect(await availabilityOf(rooms[0]!.id, checkIn, checkOut)).toEqual([2, 2, 2]);
    const r = await testDb().order.findUniqueOrThrow({ where: { reference: data.reference }, include: { payments: true } });
    expect(r).toMatchObject({ userId: user.id, status: "CONFIRMED", subtotalMinor: 48_000, taxesMinor: 4_800 });
    expect(r.payments[0]).toMatchObject({ status: "APPROVED", last4: "4242", amountMinor: 52_800 });
    expect(r.traveler).toMatchObject({ traveler: { firstName: "Test" }, nationality: 1, extraAmount: 0, isPackage: true });
    await waitForMail(user.email, { subject: /Booking confirmed/ });
  });

  it.each([
    ["declined", "4000 0000 0000 0002", "12/39", /^Your card was declined\./],
    ["an invalid number", "1234", "12/39", /number/i],
    ["expired", "4242 4242 4242 4242", "01/20", /expir/i],
  ])("a card the provider's page refuses (%s) books nothing: going back lets the nights go", async (_, number, expiry, message) => {
    const { cookies } = await signedIn();
    const { property, rooms } = await createStayProperty({ rooms: [{ available: 2 }] });
    const res = await call("/api/booking/book", {
      body: {
        propertyId: property.id,
        roomTypeId: rooms[0]!.id,
        checkIn: isoDay(5),
        checkOut: isoDay(7),
        guests: 2,
        rooms: 1,
        traveler,
        idempotencyKey: randomUUID(),
      },
      cookies,
    });
    const { data } = await res.json();
    expect(data.status).toBe("PAYMENT_REQUIRED");
    const refused = await payOnProviderPage(data.paymentUrl, { ...TEST_CARD, number, expiry });
    expect(refused.next).toBeNull();
    expect(providerPageAlert(refused.page)).toMatch(message);
    await backToSite(await cancelLinkOf(data.paymentUrl));
    expect(await testDb().order.count({ where: { propertyId: property.id, status: "CONFIRMED" } })).toBe(0);
    expect(await testDb().payment.count({ where: { reservation: { propertyId: property.id }, status: "APPROVED" } })).toBe(0);
    expect(await availabilityOf(rooms[0]!.id, isoDay(5), isoDay(7))).toEqual([2, 2]);
  });

  it("50 concurrent bookings of the last room: exactly one succeeds, the rest hear it is no longer available", async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, () => signedIn()));
    const { property, rooms } = await createStayProperty({ rooms: [{ available: 1 }] });
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book({ propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(20), checkOut: isoDay(22) }, { cookies: buyers[i % 5]!.cookies }),
      ),
    );
    expect(attempts.filter((r) => r.status === 200)).toHaveLength(1);
    expect(unexpectedAnswers(attempts, [409])).toEqual([]);
    const bodies = await Promise.all(attempts.filter((r) => r.status === 409).map((r) => r.json()));
    expect(bodies.every((b) => b.message === "Sorry, this room is no longer available for your dates.")).toBe(true);
    expect(await availabilityOf(rooms[0]!.id, isoDay(20), isoDay(22))).toEqual([0, 0]);
    expect(await testDb().order.count({ where: { propertyId: property.id } })).toBe(1);
  });

  it("the same idempotency key books once", async () => {
    const { cookies } = await signedIn();
    const { property, rooms } = await createStayProperty({ rooms: [{ available: 4 }] });
    const key = randomUUID();
    const body = { propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(8), checkOut: isoDay(9), idempotencyKey: key };
    const a = await (await book(body, { cookies })).json();
    const b = await (await book(body, { cookies })).json();
    expect(a.data.reference).toBe(b.data.reference);
    expect(await availabilityOf(rooms[0]!.id, isoDay(8), isoDay(9))).toEqual([3]);
  });

  it("the same checkout sent several times at once (a double click) books once; the others are told it is in progress or get the booking", async () => {
    const { cookies } = await signedIn();
    const { property, rooms } = await createStayProperty({ rooms: [{ available: 4 }] });
    const body = { propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(14), checkOut: isoDay(15), idempotencyKey: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 4 }, () => book(body, { cookies })));
    const bodies = await Promise.all(answers.map((r) => r.json()));
    for (const [i, r] of answers.entries()) {
      if (r.status === 409) expect(bodies[i].message).toBe("This booking is still being processed. Please try again in a minute.");
      else expect(r.status).toBe(200);
    }
    const references = new Set(bodies.filter((b) => b.status === 1).map((b) => b.data.reference));
    expect(references.size).toBe(1);
    expect(await testDb().order.count({ where: { propertyId: property.id } })).toBe(1);
    expect(await availabilityOf(rooms[0]!.id, isoDay(14), isoDay(15))).toEqual([3]);
  });

  it("SPEC §6: the default site allows booking as a guest; a guest must sign in on the members-only partner", async () => {
    const { property, rooms } = await createStayProperty({ rooms: [{ available: 2 }] });
    const stay = { propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(10), checkOut: isoDay(11) };
    const partnerGuest = await book(stay, { host: "partner.localhost" });
    expect(partnerGuest.status).toBe(401);
    const guest = await book({ ...stay, traveler: { ...traveler, phone: "+12025550147" } });
    expect(guest.status).toBe(200);
    expect((await guest.json()).data.redirect).toMatch(/&key=/);
  });

  it("SPEC §6 'can_user_book must be 1'", async () => {
    const { user, cookies } = await signedIn();
    await testDb().user.update({ where: { id: user.id }, data: { canUserBook: 0 } });
    const { property, rooms } = await createStayProperty();
    expect((await book({ propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(10), checkOut: isoDay(11) }, { cookies })).status).toBe(403);
  });

  it.each([
    ["check-out before check-in", { checkIn: isoDay(10), checkOut: isoDay(9) }, 400],
    ["a stay longer than 30 nights", { checkIn: isoDay(10), checkOut: isoDay(45) }, 400],
    ["a date in the past", { checkIn: isoDay(-3), checkOut: isoDay(-1) }, 400],
    ["too many guests", { checkIn: isoDay(10), checkOut: isoDay(11), guests: 9 }, 400],
    ["an unknown room", { checkIn: isoDay(10), checkOut: isoDay(11), roomTypeId: 999_999 }, 404],
    ["HTML in the name", { checkIn: isoDay(10), checkOut: isoDay(11), traveler: { ...traveler, firstName: "<b>x</b>" } }, 400],
    ["extra fields", { checkIn: isoDay(10), checkOut: isoDay(11), price: 1 }, 400],
    ["wrong types", { checkIn: 5, checkOut: [], guests: "many" }, 400],
  ])("refuses %s with a clear %i and writes nothing", async (_, overrides, status) => {
    const { cookies } = await signedIn();
    const { property, rooms } = await createStayProperty({ rooms: [{ available: 2 }] });
    const res = await book({ propertyId: property.id, roomTypeId: rooms[0]!.id, ...overrides }, { cookies });
    expect(res.status).toBe(status);
    expect((await res.json()).status).toBe(0);
    expect(await testDb().order.count({ where: { propertyId: property.id } })).toBe(0);
  });
});

describe("ids and the nationality past the database's integers", () => {
  async function stayToBook() {
    const { user, cookies } = await signedIn();
    const { property, rooms } = await createStayProperty({ rooms: [{ available: 2 }] });
    return { user, cookies, roomTypeId: rooms[0]!.id, stay: { propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(6), checkOut: isoDay(7) } };
  }

  it.each([
    ["roomTypeId", 2147483648],
    ["nationality", 2147483648],
    ["nationality", "2147483648"],
  ])("%s %p is a 400 on the field and books nothing", async (field, value) => {
    const { user, cookies, roomTypeId, stay } = await stayToBook();
    const res = await book({ ...stay, [field]: value }, { cookies });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual([{ path: field, message: "Use an id from 1 to 2147483647" }]);
    expect(await testDb().order.count({ where: { userId: user.id } })).toBe(0);
    expect(await availabilityOf(roomTypeId, isoDay(6), isoDay(7))).toEqual([2]);
  });

  it("room 2147483647 fits the column and simply does not exist", async () => {
    const { user, cookies, stay } = await stayToBook();
    const missing = await book({ ...stay, roomTypeId: 2147483647 }, { cookies });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe("This room does not exist.");
    expect(await testDb().order.count({ where: { userId: user.id } })).toBe(0);
  });

  it("an activity slot id of 2147483648 is a 400 on the field; 2147483647 does not exist", async () => {
    const { user, cookies } = await signedIn();
    const { property, slots } = await createProperty({ productCode: "ACT", slots: [{ day: 9, publicPriceMinor: 4_000, memberPriceMinor: 4_000 }] });
    const slot = (slotId: unknown) =>
      call("/api/booking/book-activity", {
        body: { propertyId: property.id, slotId, guests: 1, traveler, idempotencyKey: randomUUID() },
        cookies,
      });
    const res = await slot(2147483648);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual([{ path: "slotId", message: "Use an id from 1 to 2147483647" }]);
    const missing = await slot(2147483647);
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe("This activity does not exist.");
    expect(await testDb().order.count({ where: { userId: user.id } })).toBe(0);
    expect((await testDb().activitySlot.findUniqueOrThrow({ where: { id: slots[0]!.id } })).remaining).toBe(slots[0]!.remaining);
  });
});

describe("cancellation and POST /api/reservations", () => {
  it("lists the member's reservations (myReservation) by cookie or by the legacy token, and cancels with a refund", async () => {
    const { user, cookies } = await signedIn();
    const login = await (await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } })).json();
    const { property, rooms } = await createStayProperty({ rooms: [{ available: 2 }], policy: "FREE_CANCELLATION", freeCancelDays: 2 });
    const booked = await (await book({ propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(15), checkOut: isoDay(17) }, { cookies })).json();
    const list = await (await call("/api/reservations", { body: { json: { token: login.result.token } } })).json();
    expect(list.data[0]).toMatchObject({
      reference: booked.data.reference,
      status: "CONFIRMED",
      cancellable: true,
      refundIfCancelledMinor: booked.data.totalMinor,
    });
    expect((await call("/api/reservations", { body: { json: { token: "forged.token" } } })).status).toBe(401);

    // Another member cannot cancel it, and learns nothing about it.
    const other = await signedIn();
    expect((await call("/api/booking/cancel", { body: { reference: booked.data.reference }, cookies: other.cookies })).status).toBe(404);

    const cancel = await call("/api/booking/cancel", { body: { reference: booked.data.reference }, cookies });
    expect(await cancel.json()).toMatchObject({ data: { status: "CANCELLED", refundMinor: booked.data.totalMinor } });
    expect(await availabilityOf(rooms[0]!.id, isoDay(15), isoDay(17))).toEqual([2, 2]);
    const payments = await testDb().payment.findMany({ where: { reservation: { reference: booked.data.reference } }, orderBy: { id: "asc" } });
    expect(payments.map((p) => p.status)).toEqual(["APPROVED", "REFUNDED"]);
    // Twice is refused.
    expect((await call("/api/booking/cancel", { body: { reference: booked.data.reference }, cookies })).status).toBe(409);
    await waitForMail(user.email, { subject: /Booking cancelled/ });
  });

  it("a non-refundable booking cancels without a refund", async () => {
    const { cookies } = await signedIn();
    const { property, rooms } = await createStayProperty({ policy: "NON_REFUNDABLE" });
    const booked = await (await book({ propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(15), checkOut: isoDay(16) }, { cookies })).json();
    const cancel = await (await call("/api/booking/cancel", { body: { reference: booked.data.reference }, cookies })).json();
    expect(cancel.data.refundMinor).toBe(0);
  });
});
