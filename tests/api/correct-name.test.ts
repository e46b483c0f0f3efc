import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, testDb, TEST_PASSWORD } from "../support/factories";
import { createStayProperty, isoDay } from "../support/catalogue-factory";
import { waitForMail } from "../support/mail";
import { paidCheckout } from "../support/paid-checkout";
import { signManageToken } from "@/lib/orders/guest/manage-token";

afterAll(closeTestDb);
// Each test books a stay through the checkout first: room for a loaded machine.
jest.setTimeout(90_000);

const RULE = "You can correct a spelling of up to 3 letters in the traveller's name until check-in.";

async function signedIn() {
  const user = await createUser({ planStatus: "ACTIVE" });
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}

/** One night booked with the lead traveller "Tess Travellr" (a typo): by a member, or by a guest when `cookies` is absent. */
async function bookedStay(cookies?: Record<string, string>) {
  const email = `guest-${randomUUID().slice(0, 8)}@example.test`;
  const { property, rooms } = await createStayProperty({ rooms: [{ publicRateMinor: 10_000, memberRateMinor: 10_000, available: 2 }] });
  const res = await paidCheckout("/api/booking/book", {
    body: {
      propertyId: property.id,
      roomTypeId: rooms[0]!.id,
      checkIn: isoDay(20),
      checkOut: isoDay(21),
      guests: 1,
      rooms: 1,
      // A guest leaves a phone number too.
      traveler: { title: 2, firstName: "Tess", lastName: "Travellr", email, ...(cookies ? {} : { phone: "+442079460000" }) },
      idempotencyKey: randomUUID(),
    },
    cookies,
  });
  expect(res.status).toBe(200);
  return { email, reference: (await res.json()).data.reference as string };
}

const correct = (body: Record<string, unknown>, cookies?: Record<string, string>) => call("/api/booking/correct-name", { body, cookies });

describe("POST /api/booking/correct-name", () => {
  it("corrects the member's typo: the order, its item, the event, the e-mail and the trip page all say the new name", async () => {
    const owner = await signedIn();
    const { reference } = await bookedStay(owner.cookies);
    const before = new Date();
    const res = await correct({ reference, firstName: "Tess", lastName: "Traveller" }, owner.cookies);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ reference, firstName: "Tess", lastName: "Traveller" });

    const r = await testDb().order.findUniqueOrThrow({ where: { reference }, include: { items: true, events: { orderBy: { id: "asc" } } } });
    expect(r.traveler).toMatchObject({ traveler: { firstName: "Tess", lastName: "Traveller" } });
    expect(r.items[0]!.travellers).toMatchObject({ traveler: { firstName: "Tess", lastName: "Traveller" } });
    expect(r.events.map((e) => e.kind)).toEqual(["CONFIRMED", "NAME_CORRECTED"]);
    expect(r.events[1]).toMatchObject({ actor: "MEMBER", actorUserId: owner.user.id, data: { from: "Tess Travellr", to: "Tess Traveller" } });

    const mail = await waitForMail(owner.user.email, { subject: new RegExp(`Name corrected on booking ${reference}`), after: before });
    expect(mail.text).toContain("corrected from Tess Travellr to Tess Traveller");

    const page = await (await call(`/user/my-trips/${reference}`, { cookies: owner.cookies })).text();
    expect(page).toContain("Tess Traveller");
    expect(page).toContain("Name corrected from Tess Travellr to Tess Traveller");
  });

  it("refuses a 4-letter change with the rule naming the field, another member's booking with 404, a started or cancelled one with 409", async () => {
    const owner = await signedIn();
    const { reference } = await bookedStay(owner.cookies);
    const four = await correct({ reference, firstName: "Tess", lastName: "Trav" }, owner.cookies);
    expect(four.status).toBe(400);
    expect((await four.json()).error).toMatchObject({ message: RULE, fields: [{ path: "lastName", message: RULE }], detail: { reason: "TOO_MANY" } });
    const three = await correct({ reference, firstName: "Tes", lastName: "Travel" }, owner.cookies);
    expect(three.status).toBe(200);

    const stranger = await signedIn();
    expect((await correct({ reference, firstName: "Tess", lastName: "Travels" }, stranger.cookies)).status).toBe(404);
    expect((await correct({ reference, firstName: "Tess", lastName: "Travels" })).status).toBe(401);
    const bad = await correct({ reference, firstName: "", lastName: "Travels" }, owner.cookies);
    expect(bad.status).toBe(400);
    expect(new Set((await bad.json()).error.fields.map((f: { path: string }) => f.path))).toEqual(new Set(["firstName"]));

    // Check-in has passed: the rule is closed.
    const r = await testDb().order.findUniqueOrThrow({ where: { reference }, select: { id: true } });
    await testDb().orderItem.updateMany({ where: { reservationId: r.id }, data: { startsAt: new Date(Date.now() - 60_000) } });
    const started = await correct({ reference, firstName: "Tes", lastName: "Travels" }, owner.cookies);
    expect(started.status).toBe(409);
    expect((await started.json()).error.detail.reason).toBe("STARTED");

    const other = await bookedStay(owner.cookies);
    expect((await call("/api/booking/cancel", { body: { reference: other.reference }, cookies: owner.cookies })).status).toBe(200);
    const cancelled = await correct({ reference: other.reference, firstName: "Tess", lastName: "Traveller" }, owner.cookies);
    expect(cancelled.status).toBe(409);
    const events = await testDb().orderEvent.findMany({ where: { reservation: { reference: other.reference } }, orderBy: { id: "asc" } });
    expect(events.map((e) => [e.kind, e.actor])).toEqual([
      ["CONFIRMED", "MEMBER"],
      ["CANCELLED", "MEMBER"],
    ]);
  });

  it("forgets the corrected names when the member deletes their account", async () => {
    const owner = await signedIn();
    const { reference } = await bookedStay(owner.cookies);
    expect((await correct({ reference, firstName: "Tess", lastName: "Traveller" }, owner.cookies)).status).toBe(200);
    expect((await call("/api/profile/delete", { cookies: owner.cookies, body: { confirm: "DELETE", password: TEST_PASSWORD } })).status).toBe(200);
    const event = await testDb().orderEvent.findFirstOrThrow({ where: { reservation: { reference }, kind: "NAME_CORRECTED" } });
    expect(event.data).toEqual({});
  });
});

describe("POST /api/booking/manage/correct-name", () => {
  it("lets a guest correct the name with their manage token; a token for another e-mail opens nothing", async () => {
    const { email, reference } = await bookedStay();
    const token = signManageToken(reference, email, new Date(Date.now() + 3_600_000));
    const forged = signManageToken(reference, "someone-else@example.test", new Date(Date.now() + 3_600_000));
    expect((await call("/api/booking/manage/correct-name", { body: { token: forged, firstName: "Tess", lastName: "Traveller" } })).status).toBe(404);
    const before = new Date();
    const res = await call("/api/booking/manage/correct-name", { body: { token, firstName: "Tess", lastName: "Traveller" } });
    expect(res.status).toBe(200);
    const event = await testDb().orderEvent.findFirstOrThrow({ where: { reservation: { reference }, kind: "NAME_CORRECTED" } });
    expect(event).toMatchObject({ actor: "GUEST", actorUserId: null });
    await waitForMail(email, { subject: /Name corrected/, after: before });
    const page = await (await call(`/manage-booking/booking?token=${encodeURIComponent(token)}`)).text();
    expect(page).toContain("Name corrected from Tess Travellr to Tess Traveller");
  });
});
