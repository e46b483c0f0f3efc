import { randomBytes, randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, TEST_PASSWORD, uniqueEmail } from "../support/factories";
import { createStayProperty, isoDay } from "../support/catalogue-factory";
import { waitForMail } from "../support/mail";
import { paidCheckout } from "../support/paid-checkout";

afterAll(closeTestDb);
const traveler = { title: 2, firstName: "Test", lastName: "Traveller", email: "t@example.test" };

async function signedIn(opts: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(opts);
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}

describe('issue #29 "One currency from search to receipt": reservations, refunds and quotes in the chosen currency', () => {
  // Issue #51 item 4: "the confirmation, trip page, e-mail and refund show both where they differ" — the card's euros
  // first (what the provider charged and refunds), the member's dollars at the booking's own rate beside them.
  it("a member with USD chosen books a EUR stay: the reservation, its refund and both e-mails name the card's euros and the member's dollars", async () => {
    const { user, cookies } = await signedIn();
    const usd = { ...cookies, currency_code: "USD" };
    // 2 nights × €100.00 + 10 % tax = €220.00 = $239.13 at 0.92; free cancellation until 2 days before.
    const { property, rooms } = await createStayProperty({ currency: "EUR", rooms: [{ publicRateMinor: 10_000, memberRateMinor: 10_000 }] });
    const booked = await paidCheckout("/api/booking/book", {
      cookies: usd,
      body: {
        propertyId: property.id,
        roomTypeId: rooms[0]!.id,
        checkIn: isoDay(20),
        checkOut: isoDay(22),
        guests: 2,
        rooms: 1,
        traveler,
        idempotencyKey: randomUUID(),
      },
    });
    expect(booked.status).toBe(200);
    const { data } = await booked.json();
    expect(data).toMatchObject({ currency: "EUR", totalMinor: 22_000, memberCurrency: "USD", memberTotalMinor: 23_913 });
    const confirmed = await waitForMail(user.email, { subject: /Booking confirmed/ });
    expect(confirmed.text).toMatch(/Paid by card ending 4242: €220\.00 \(about \$239\.13\)/);
    expect(confirmed.text).toContain("Total: $239.13");

    const listed = (await (await call("/api/reservations", { cookies: usd, body: { json: {} } })).json()).data[0];
    expect(listed).toMatchObject({
      reference: data.reference,
      currency: "EUR",
      totalMinor: 22_000,
      cardPaidMinor: 22_000,
      memberCurrency: "USD",
      memberTotalMinor: 23_913,
      memberCardPaidMinor: 23_913,
      refundIfCancelledMinor: 22_000,
      memberRefundIfCancelledMinor: 23_913,
    });
    const trip = async () =>
      ((await (await call("/api/trips?view=trips", { method: "GET", cookies: usd })).json()).data.upcoming as { reference: string }[]).find(
        (c) => c.reference === data.reference,
      );
    expect(await trip()).toMatchObject({
      paid: "Paid €220.00 (about $239.13)",
      cancelText: "You will get €220.00 (about $239.13) back on the card you paid with.",
    });
    const page = await (await call(`/user/my-trips/${data.reference}`, { cookies: usd })).text();
    expect(page).toMatch(/data-testid="paid-card-amount">€220\.00 \(about \$239\.13\)</);

    const cancel = await (await call("/api/booking/cancel", { cookies: usd, body: { reference: data.reference } })).json();
    // The card gets back the euros it paid; the member reads the dollars they paid.
    expect(cancel.data).toMatchObject({ status: "CANCELLED", refundMinor: 22_000, currency: "EUR", memberRefundMinor: 23_913, memberCurrency: "USD" });
    const after = (await (await call("/api/reservations", { cookies: usd, body: { json: {} } })).json()).data[0];
    expect(after).toMatchObject({ status: "CANCELLED", refundMinor: 22_000, memberRefundMinor: 23_913 });
    const mail = await waitForMail(user.email, { subject: /Booking cancelled/ });
    expect(mail.text).toContain("Refund: €220.00 (about $239.13), to the card you paid with.");

    const trips = await (await call("/user/my-trips", { cookies: usd })).text();
    expect(trips).toContain("Paid €220.00 (about $239.13)");
    expect(trips).toContain("Refunded €220.00 (about $239.13)");
  }, 60_000);

  it("the quote builder offers only rooms bookable for the dates and guests, priced for the stay in the agent's currency", async () => {
    const agent = await signedIn({ userType: 1 });
    const client = (
      await (
        await call("/api/agent/clients", { cookies: agent.cookies, body: { title: 3, firstName: "Clara", lastName: "Client", email: uniqueEmail("client") } })
      ).json()
    ).data;
    const name = `Quote Harbour ${randomBytes(3).toString("hex")}`;
    const { rooms } = await createStayProperty({
      name,
      currency: "EUR",
      days: 30,
      rooms: [
        { name: "Open room", publicRateMinor: 10_000, memberRateMinor: 10_000, available: 3 },
        { name: "Sold-out room", available: 0 },
        { name: "Single room", maxGuests: 1 },
      ],
    });
    const search = (q: Record<string, string>, currency = "USD") =>
      call(`/api/agent/catalogue?${new URLSearchParams({ q: name, guests: "2", clientId: String(client.id), ...q })}`, {
        method: "GET",
        cookies: { ...agent.cookies, currency_code: currency },
      });
    const found = await search({ checkIn: isoDay(10), checkOut: isoDay(12) });
    expect(found.status).toBe(200);
    const list = (await found.json()).data;
    expect(list).toEqual([
      expect.objectContaining({
        roomTypeId: rooms[0]!.id,
        roomName: "Open room",
        nights: 2,
        available: 3,
        currency: "EUR",
        totalMinor: 22_000,
        shownCurrency: "USD",
        shownTotalMinor: 23_913,
      }),
    ]);
    // In euros, the same room in euros.
    expect((await (await search({ checkIn: isoDay(10), checkOut: isoDay(12) }, "EUR")).json()).data[0]).toMatchObject({
      shownCurrency: "EUR",
      shownTotalMinor: 22_000,
    });
    // Past the last night on sale: nothing to offer.
    expect((await (await search({ checkIn: isoDay(29), checkOut: isoDay(32) })).json()).data).toEqual([]);
    // Dates are required: a field-level 400, not a 500.
    const bad = await call(`/api/agent/catalogue?q=${encodeURIComponent(name)}`, { method: "GET", cookies: agent.cookies });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("checkIn");
  }, 60_000);
});
