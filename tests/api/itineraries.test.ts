import { randomUUID } from "node:crypto";
import { call } from "../support/http";
import { closeTestDb, testDb } from "../support/factories";
import { availabilityOf, createStayProperty, isoDay } from "../support/catalogue-factory";
import { adult } from "../support/flights";
import { newClient, signedIn, threeKinds, type Itinerary } from "../support/itinerary";
import { extractLink, waitForMail } from "../support/mail";
import { paidCheckout } from "../support/paid-checkout";

/**
 * Issue 53 §6 over HTTP: an agent's itinerary of a flight (Duffel stand-in), a catalogue stay and a car (Duffel cars
 * stand-in), each priced for the client when added, the agent's markup on the sum; sent, the client's link shows the
 * items and one total (never the commission), and the client books it in one checkout paid on the provider's page.
 */
afterAll(closeTestDb);

describe("agent itineraries", () => {
  it("builds flight + stay + car for a client, sends it, and the client books all three in one paid checkout at the agreed total", async () => {
    const agent = await signedIn({ userType: 1 });
    const client = await newClient(agent.cookies);
    const { itinerary, room, day, lastDay, add } = await threeKinds(agent.cookies, client.id, client.email);
    expect(itinerary.itinerary).toBe(true);
    expect(itinerary.items.map((i) => i.kind).sort()).toEqual(["CAR", "FLIGHT", "STAY"]);
    const base = itinerary.items.reduce((s, i) => s + i.priceMinor, 0);
    expect(itinerary).toMatchObject({ baseMinor: base, markupMinor: Math.round(base / 10), totalMinor: base + Math.round(base / 10), currency: "USD" });

    // A fourth item added and taken out again: the totals follow.
    const flights = await (
      await call(`/api/flights/search?${new URLSearchParams({ from: "CDG", to: "LHR", depart: lastDay, adults: "1" })}`, { cookies: agent.cookies })
    ).json();
    const back = await add({
      type: "supplier",
      product: "flight",
      offerId: flights.data.results.items[0].id,
      travellers: [adult({ firstName: "Clara", lastName: "Client" })],
    });
    const four = (await back.json()).data as Itinerary;
    expect(four.id).toBe(itinerary.id);
    expect(four.items).toHaveLength(4);
    const extra = four.items.find((i) => !itinerary.items.some((x) => x.id === i.id))!;
    const removed = await call(`/api/agent/itineraries/${itinerary.id}/items/${extra.id}`, { method: "DELETE", cookies: agent.cookies });
    expect(removed.status).toBe(200);
    expect((await removed.json()).data).toMatchObject({ totalMinor: itinerary.totalMinor, markupMinor: itinerary.markupMinor });

    const sent = await call(`/api/agent/quotes/${itinerary.id}/send`, { cookies: agent.cookies, body: {} });
    expect(sent.status).toBe(200);
    const mail = await waitForMail(client.email, { subject: /your travel itinerary/ });
    // The e-mail names the items, never a price, the markup or the commission.
    for (const i of itinerary.items) expect(mail.text).toContain(i.title);
    expect(mail.text).not.toMatch(/commission|markup|\d+\.\d\d/i);
    const key = new URL(extractLink(mail, "/quote")).searchParams.get("key")!;

    const page = await (await call(`/quote?key=${encodeURIComponent(key)}`)).text();
    expect(page).toContain('data-testid="quote-item"');
    expect(page.match(/data-testid="quote-item"/g)).toHaveLength(3);
    expect(page).not.toMatch(/commission/i);
    // Neither the commission nor any item's price before it: only the one total.
    const dollars = (minor: number) => `$${(minor / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(page).toContain(dollars(itinerary.totalMinor));
    for (const amount of [itinerary.markupMinor, itinerary.baseMinor, ...itinerary.items.map((i) => i.priceMinor)]) expect(page).not.toContain(dollars(amount));
    expect(page).not.toContain("markupMinor");
    expect(page.replace(/<!-- -->/g, "")).toContain("1 adult, 1 child (age 4)");

    const before = await availabilityOf(room.id, day, lastDay);
    const booked = await paidCheckout("/api/quote/book", { body: { key, idempotencyKey: randomUUID() } });
    expect(booked.status).toBe(200);
    const answer = await booked.json();
    expect(JSON.stringify(answer)).not.toMatch(/markup|commission|baseMinor/i);
    expect(answer.data).toMatchObject({ status: "CONFIRMED", totalMinor: itinerary.totalMinor, currency: "USD" });
    const r = await testDb().order.findUniqueOrThrow({ where: { reference: answer.data.reference }, include: { items: true, payments: true } });
    expect(r).toMatchObject({ userId: client.id, agentId: agent.user.id, totalMinor: itinerary.totalMinor, status: "CONFIRMED" });
    expect(r.items).toHaveLength(3);
    expect(r.items.reduce((s, i) => s + i.totalMinor, 0)).toBe(itinerary.totalMinor);
    expect(r.items.every((i) => i.supplierRef)).toBe(true);
    expect(r.items.find((i) => i.kind === "STAY")!.details).toMatchObject({ guests: 2, childAges: [4] });
    // Paid once, on the provider's page.
    expect(r.payments.filter((p) => p.status === "APPROVED")).toHaveLength(1);
    expect(await availabilityOf(room.id, day, lastDay)).toEqual(before.map((n) => n - 1));
    expect((await testDb().quote.findUniqueOrThrow({ where: { id: itinerary.id } })).status).toBe("BOOKED");
  }, 60_000);

  it("refuses bad items with a sentence on their field, and only the agent's own draft changes", async () => {
    const agent = await signedIn({ userType: 1 });
    const other = await signedIn({ userType: 1 });
    const client = await newClient(agent.cookies);
    const contact = { firstName: "Clara", lastName: "Client", email: client.email, phone: "+442079460000" };
    const bad = await call("/api/agent/itineraries/items", {
      cookies: agent.cookies,
      body: { clientId: client.id, markupPercent: 80, validDays: 3, contact, item: { type: "boat" } },
    });
    expect(bad.status).toBe(400);
    const paths = (await bad.json()).error.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(["markupPercent", "item.type"]));
    const { property, rooms } = await createStayProperty();
    const stay = { type: "stay", propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(30), checkOut: isoDay(31), guests: 1 };
    const made = await call("/api/agent/itineraries/items", {
      cookies: agent.cookies,
      body: { clientId: client.id, markupPercent: 5, validDays: 3, contact, item: stay },
    });
    const it = (await made.json()).data as Itinerary;
    // Another agent cannot see, change or send it; an empty itinerary cannot be sent.
    expect((await call(`/api/agent/itineraries/${it.id}/items/${it.items[0]!.id}`, { method: "DELETE", cookies: other.cookies })).status).toBe(404);
    expect((await call(`/api/agent/quotes/${it.id}/send`, { cookies: other.cookies, body: {} })).status).toBe(404);
    expect((await call(`/api/agent/itineraries/${it.id}/items/${it.items[0]!.id}`, { method: "DELETE", cookies: agent.cookies })).status).toBe(200);
    const empty = await call(`/api/agent/quotes/${it.id}/send`, { cookies: agent.cookies, body: {} });
    expect(empty.status).toBe(409);
    expect((await empty.json()).message).toMatch(/at least one item/);
    // A member is refused.
    const member = await signedIn();
    expect(
      (
        await call("/api/agent/itineraries/items", {
          cookies: member.cookies,
          body: { clientId: client.id, markupPercent: 5, validDays: 3, contact, item: stay },
        })
      ).status,
    ).toBe(403);
  });
});
