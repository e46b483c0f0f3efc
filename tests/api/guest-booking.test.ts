import { randomUUID } from "node:crypto";
import { BASE_URL, call, setCookies } from "../support/http";
import { closeTestDb, createUser, testDb, TEST_PASSWORD } from "../support/factories";
import { availabilityOf, createStayProperty, isoDay } from "../support/catalogue-factory";
import { extractLink, waitForMail } from "../support/mail";
import { paidCheckout } from "../support/paid-checkout";
import { signManageToken } from "@/lib/orders/guest/manage-token";

afterAll(closeTestDb);

const guestEmail = () => `guest-${randomUUID().slice(0, 8)}@example.test`;

function book(body: Record<string, unknown>, opts: { cookies?: Record<string, string>; host?: string; email?: string } = {}) {
  const traveler = { title: 3, firstName: "Gail", lastName: "Guest", email: opts.email ?? guestEmail(), phone: "+442079460000" };
  return paidCheckout("/api/booking/book", { body: { guests: 2, rooms: 1, traveler, idempotencyKey: randomUUID(), ...body }, ...opts });
}

async function guestBooking(opts: { policy?: "FREE_CANCELLATION" | "NON_REFUNDABLE" } = {}) {
  const email = guestEmail();
  const { property, rooms } = await createStayProperty({ policy: opts.policy ?? "FREE_CANCELLATION", rooms: [{ publicRateMinor: 20_000, available: 3 }] });
  const res = await book({ propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(20), checkOut: isoDay(22) }, { email });
  expect(res.status).toBe(200);
  const { data } = await res.json();
  return { email, reference: data.reference as string, property, rooms };
}

const lookUp = (reference: string, email: string, localAddress?: string) => call("/api/booking/manage", { body: { reference, email }, localAddress });
const open = (token: string, host?: string) => call(`/api/booking/manage?token=${encodeURIComponent(token)}`, { host });
const tokenOf = (redirect: string) => new URL(redirect, BASE_URL).searchParams.get("token")!;

describe("guest checkout (SPEC §6: booking without a session where configuration allows it)", () => {
  it("the default organisation takes a guest booking: same order model, no user, the guest's contact, card paid, e-mail with a signed manage link", async () => {
    const { email, reference } = await guestBooking();
    const r = await testDb().order.findUniqueOrThrow({ where: { reference }, include: { payments: true, items: true } });
    expect(r).toMatchObject({ userId: null, guestEmail: email, status: "CONFIRMED", walletAppliedMinor: 0 });
    expect(r.traveler).toMatchObject({ traveler: { firstName: "Gail", phone: "+442079460000" } });
    expect(r.payments[0]).toMatchObject({ status: "APPROVED", amountMinor: r.totalMinor });
    expect(r.items).toHaveLength(1);
    const mail = await waitForMail(email, { subject: /Booking confirmed/ });
    const link = extractLink(mail, "/manage-booking/booking?token=");
    // An absolute link on the configured origin; the token is a signature, not the bare reference.
    expect(link.startsWith(`${new URL(BASE_URL).origin}/manage-booking/booking?token=`)).toBe(true);
    const token = new URL(link).searchParams.get("token")!;
    expect(token).not.toBe(reference);
    expect(token.length).toBeGreaterThan(reference.length + 40);
    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect((await opened.json()).data).toMatchObject({ email, booking: { reference, status: "CONFIRMED", cancellable: true } });
  });

  it("the partner club is members-only: a guest gets 401 with a clear reason and nothing is written", async () => {
    const { property, rooms } = await createStayProperty({ rooms: [{ available: 2 }] });
    const res = await book({ propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(20), checkOut: isoDay(21) }, { host: "partner.localhost" });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe("Please sign in to book. This site takes bookings from members only.");
    expect(await testDb().order.count({ where: { propertyId: property.id } })).toBe(0);
  });

  it("a guest must leave a phone number and pays by card only (the wallet is members')", async () => {
    const { property, rooms } = await createStayProperty({ rooms: [{ available: 2 }] });
    const base = { propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(20), checkOut: isoDay(21) };
    const noPhone = await book({ ...base, traveler: { title: 2, firstName: "Gus", lastName: "Guest", email: guestEmail() } });
    expect(noPhone.status).toBe(400);
    expect((await noPhone.json()).error.fields).toEqual([
      { path: "traveler.phone", message: "Please enter a phone number so we can reach you about your booking" },
    ]);
    const withWallet = await book({ ...base, wallet: { certificateId: "x" } });
    expect(withWallet.status).toBe(400);
    expect(await testDb().order.count({ where: { propertyId: property.id } })).toBe(0);
  });

  it("the same checkout sent twice books once (idempotency key)", async () => {
    const { property, rooms } = await createStayProperty({ rooms: [{ available: 3 }] });
    const body = { propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(25), checkOut: isoDay(26), idempotencyKey: randomUUID() };
    const email = guestEmail();
    const a = await (await book(body, { email })).json();
    const b = await (await book(body, { email })).json();
    expect(b.data.reference).toBe(a.data.reference);
    expect(await testDb().order.count({ where: { propertyId: property.id } })).toBe(1);
  });
});

describe("POST /api/booking/manage — reference + e-mail", () => {
  it("the right pair opens the booking; a wrong e-mail, an unknown reference and a member's booking get the same answer", async () => {
    const { email, reference } = await guestBooking();
    const ok = await lookUp(reference.toLowerCase(), email.toUpperCase());
    expect(ok.status).toBe(200);
    const { data } = await ok.json();
    expect(data.reference).toBe(reference);
    expect((await open(tokenOf(data.redirect))).status).toBe(200);

    const member = await createUser();
    const signIn = await call("/api/signIn", { body: { jsonSign: { email_id: member.email, password: TEST_PASSWORD } } });
    const cookies = { "next-auth.session-token": setCookies(signIn)["next-auth.session-token"]! };
    const { property, rooms } = await createStayProperty({ rooms: [{ available: 2 }] });
    const memberRef = (
      await (
        await book({ propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(20), checkOut: isoDay(21) }, { cookies, email: member.email })
      ).json()
    ).data.reference;

    const answers = await Promise.all([lookUp(reference, "someone@example.test"), lookUp("TS-ZZZZZZZZ", email), lookUp(memberRef, member.email)]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404]);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0].message).toBe("We could not find a booking with this reference and e-mail address. Please check both and try again.");
  });

  it("bad input is a 400 with field reasons", async () => {
    const res = await call("/api/booking/manage", { body: { reference: "x", email: "nope" } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.map((f: { path: string }) => f.path).sort()).toEqual(["email", "reference"]);
  });

  it("wrong look-ups from other addresses never lock the guest out of their own booking", async () => {
    const { email, reference } = await guestBooking();
    for (let i = 0; i < 10; i++) expect((await lookUp(reference, `wrong${i}@example.test`, `127.0.93.${i + 1}`)).status).toBe(404);
    expect((await lookUp(reference, email, "127.0.93.100")).status).toBe(200);
  });

  it("throttles guesses at one reference from one address: ten tries per quarter hour, then even the right e-mail waits", async () => {
    const { email, reference } = await guestBooking();
    for (let i = 0; i < 10; i++) expect((await lookUp(reference, `wrong${i}@example.test`, "127.0.94.7")).status).toBe(404);
    const refused = await lookUp(reference, email, "127.0.94.7");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    // The attacker's address is locked; the guest's is not.
    expect((await lookUp(reference, email, "127.0.94.8")).status).toBe(200);
  });
});

describe("the manage link and cancelling", () => {
  it("a tampered, foreign or expired token opens nothing", async () => {
    const { email, reference } = await guestBooking();
    const token = signManageToken(reference, email, new Date(Date.now() + 3_600_000));
    expect((await open(token)).status).toBe(200);
    expect((await open(`${token.slice(0, -2)}AA`)).status).toBe(404);
    expect((await open(reference)).status).toBe(404);
    expect((await open(signManageToken(reference, "other@example.test", new Date(Date.now() + 3_600_000)))).status).toBe(404);
    // Another organisation's host does not open this site's booking.
    expect((await open(token, "partner.localhost")).status).toBe(404);
    const expired = await open(signManageToken(reference, email, new Date(Date.now() - 1_000)));
    expect(expired.status).toBe(404);
    expect((await expired.json()).message).toBe("This link has expired. Find your booking with its reference and e-mail address.");
  });

  it("cancels under the booking's policy: refund to the card, rooms back, cancellation e-mail; once only", async () => {
    const { email, reference, rooms } = await guestBooking();
    const token = signManageToken(reference, email, new Date(Date.now() + 3_600_000));
    const res = await call("/api/booking/manage/cancel", { body: { token } });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    const r = await testDb().order.findUniqueOrThrow({ where: { reference }, include: { payments: true } });
    expect(data).toMatchObject({ reference, status: "CANCELLED", refundMinor: r.cardPaidMinor });
    expect(r.status).toBe("CANCELLED");
    expect(r.payments.map((p) => p.status).sort()).toEqual(["APPROVED", "REFUNDED"]);
    expect(await availabilityOf(rooms[0]!.id, isoDay(20), isoDay(22))).toEqual([3, 3]);
    await waitForMail(email, { subject: /Booking cancelled/ });
    expect((await call("/api/booking/manage/cancel", { body: { token } })).status).toBe(409);
    expect((await (await open(token)).json()).data.booking).toMatchObject({ status: "CANCELLED", cancellable: false });
  });

  // Issue #51: "cancelled trips with refund and date" — the answer carries the day the cancellation recorded.
  it("a cancelled booking's answer says when it was cancelled, as recorded on the order", async () => {
    const { email, reference } = await guestBooking();
    const token = signManageToken(reference, email, new Date(Date.now() + 3_600_000));
    expect((await (await open(token)).json()).data.booking.cancelledAt).toBeNull();
    expect((await call("/api/booking/manage/cancel", { body: { token } })).status).toBe(200);
    const r = await testDb().order.findUniqueOrThrow({ where: { reference } });
    expect((await (await open(token)).json()).data.booking).toMatchObject({ status: "CANCELLED", cancelledAt: r.cancelledAt!.toISOString() });
  });

  // Issue #51: the guest manage page is the member's trip page, calendar file included.
  it("the manage token downloads the trip as a calendar file, its event linking back to the manage page; a bad token gets nothing", async () => {
    const { email, reference } = await guestBooking();
    const token = signManageToken(reference, email, new Date(Date.now() + 3_600_000));
    const res = await call(`/api/booking/manage/calendar?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${reference}.ics"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const ics = (await res.text()).replace(/\r\n /g, "");
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain(reference);
    expect(ics).toContain("/manage-booking/booking?token=");
    expect(ics).not.toContain("/user/my-trips/");
    const forged = signManageToken(reference, "someone-else@example.test", new Date(Date.now() + 3_600_000));
    expect((await call(`/api/booking/manage/calendar?token=${encodeURIComponent(forged)}`)).status).toBe(404);
    expect((await call("/api/booking/manage/calendar")).status).toBe(400);
  });

  it("a non-refundable booking is cancelled with nothing back", async () => {
    const { email, reference } = await guestBooking({ policy: "NON_REFUNDABLE" });
    const token = signManageToken(reference, email, new Date(Date.now() + 3_600_000));
    const res = await call("/api/booking/manage/cancel", { body: { token } });
    expect((await res.json()).data).toMatchObject({ status: "CANCELLED", refundMinor: 0 });
  });
});
