import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createProperty, testDb, uniqueWord } from "../support/factories";
import { createStayProperty, isoDay } from "../support/catalogue-factory";
import { localeFormat, placeTimeText } from "@/lib/orders/place-time";
import { localToInstant } from "@/lib/suppliers/wall-clock.mjs";
import { extractLink, waitForMail } from "../support/mail";
import { paidCheckout } from "../support/paid-checkout";
import { newClient, signedIn, type Itinerary } from "../support/itinerary";

/**
 * Issue 53 §6: a catalogue activity in an agent's itinerary. The agent finds its slots by city and day (priced for the
 * client), adds one beside a stay, the client's link and trip page tell its start on the activity's own clock, the
 * one checkout takes its places on the slot, and cancelling gives them back.
 */
afterAll(closeTestDb);
jest.setTimeout(90_000);

const en = localeFormat("en-US");

describe("an activity in an agent's itinerary", () => {
  it("is found, priced, added once, shown at its local time, booked with the stay and given back on cancel", async () => {
    const agent = await signedIn({ userType: 1 });
    const client = await newClient(agent.cookies);
    const day = isoDay(40);
    const city = uniqueWord("Act");
    const zone = "Asia/Tokyo";
    const startsAt = new Date(localToInstant(`${day}T09:30`, zone));
    const { property, slots } = await createProperty({
      productCode: "ACT",
      name: `Temple Walk ${city}`,
      city,
      timeZone: zone,
      cancellationPolicy: "FREE_CANCELLATION",
      freeCancelDays: 1,
      slots: [
        { day: 40, at: startsAt, capacity: 8, publicPriceMinor: 5_000, memberPriceMinor: 4_000 },
        { day: 40, at: new Date(startsAt.getTime() + 4 * 3_600_000), capacity: 8, publicPriceMinor: 5_000, memberPriceMinor: 4_000 },
      ],
    });
    const slot = slots[0]!;

    const found = await call(`/api/agent/activities?${new URLSearchParams({ q: city, day, guests: "2", clientId: String(client.id) })}`, {
      method: "GET",
      cookies: agent.cookies,
    });
    expect(found.status).toBe(200);
    const offered = (await found.json()).data as { slotId: number; startsAt: string; totalMinor: number; propertyName: string }[];
    expect(offered.map((o) => o.slotId)).toEqual(slots.map((s) => s.id));
    expect(offered[0]).toMatchObject({ propertyName: property.name, startsAt: startsAt.toISOString() });
    for (const [day, message] of [
      ["soon", "Use a date like 2027-01-31"],
      ["2027-99-99", "Use a real date"],
      ["2027-02-30", "Use a real date"],
    ]) {
      const bad = await call(`/api/agent/activities?${new URLSearchParams({ q: city, day: day! })}`, { method: "GET", cookies: agent.cookies });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.fields).toEqual([{ path: "day", message }]);
    }

    const contact = { firstName: "Clara", lastName: "Client", email: client.email, phone: "+442079460000" };
    const add = (item: Record<string, unknown>) =>
      call("/api/agent/itineraries/items", { cookies: agent.cookies, body: { clientId: client.id, markupPercent: 10, validDays: 3, contact, item } });
    const added = await add({ type: "activity", propertyId: property.id, slotId: slot.id, guests: 2 });
    expect(added.status).toBe(200);
    const one = (await added.json()).data as Itinerary;
    expect(one.items).toEqual([expect.objectContaining({ kind: "ACTIVITY", title: property.name, priceMinor: offered[0]!.totalMinor })]);
    // A slot of another property, or more participants than places, is refused with a sentence.
    expect((await add({ type: "activity", propertyId: property.id + 1_000_000, slotId: slot.id, guests: 2 })).status).toBe(404);
    const { property: hotel, rooms } = await createStayProperty();
    const stay = await add({ type: "stay", propertyId: hotel.id, roomTypeId: rooms[0]!.id, checkIn: isoDay(39), checkOut: isoDay(42), guests: 2 });
    expect(stay.status).toBe(200);
    const itinerary = (await stay.json()).data as Itinerary;
    expect(itinerary.items.map((i) => i.kind)).toEqual(["STAY", "ACTIVITY"]);

    const local = placeTimeText(en, startsAt, zone);
    expect(local).toContain("9:30");
    expect((await call(`/api/agent/quotes/${itinerary.id}/send`, { cookies: agent.cookies, body: {} })).status).toBe(200);
    const key = new URL(extractLink(await waitForMail(client.email, { subject: /your travel itinerary/ }), "/quote")).searchParams.get("key")!;
    const link = (await (await call(`/quote?key=${encodeURIComponent(key)}`)).text()).replace(/<!-- -->/g, "");
    expect(link.match(/data-testid="quote-item"/g)).toHaveLength(2);
    expect(link).toContain(local);

    const booked = await paidCheckout("/api/quote/book", { body: { key, idempotencyKey: randomUUID() } });
    expect(booked.status).toBe(200);
    const { reference } = (await booked.json()).data as { reference: string };
    const r = await testDb().order.findUniqueOrThrow({ where: { reference }, include: { items: true } });
    expect(r).toMatchObject({ status: "CONFIRMED", totalMinor: itinerary.totalMinor, activitySlotId: slot.id, propertyId: hotel.id });
    expect(r.items.find((i) => i.kind === "ACTIVITY")).toMatchObject({
      supplier: "catalogue",
      startsAt,
      details: expect.objectContaining({ timeZone: zone, guests: 2 }),
    });
    const remaining = async () => (await testDb().activitySlot.findUniqueOrThrow({ where: { id: slot.id } })).remaining;
    expect(await remaining()).toBe(6);

    const started = await call("/api/agent/impersonate", { cookies: agent.cookies, body: { clientId: client.id } });
    const acting = { ...agent.cookies, impersonate: setCookies(started).impersonate!, lan_code: "en-US" };
    const trip = (await (await call(`/user/my-trips/${reference}`, { method: "GET", cookies: acting, headers: { accept: "text/html" } })).text()).replace(
      /<!-- -->/g,
      "",
    );
    expect(trip).toContain(property.name);
    expect(trip).toContain(local);
    const ics = (await (await call(`/api/trips/${reference}/calendar`, { method: "GET", cookies: acting })).text()).replace(/\r\n /g, "");
    expect(ics).toContain(
      `DTSTART:${startsAt
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "")}`,
    );
    // The activity is placed at its own venue, not at the stay's address (the order's place is its stay's): on the trip
    // page, in the calendar and in the confirmation e-mail.
    const event = ics.split("BEGIN:VEVENT").find((e) => e.includes(`SUMMARY:${property.name}`))!;
    expect(event).toContain(`LOCATION:${property.name}\\, ${property.address.replace(/,/g, "\\,")}`);
    expect(trip).toContain(`data-testid="trip-item-venue">${property.name} · ${property.address}<`);

    expect((await call("/api/booking/cancel", { body: { reference }, cookies: acting })).status).toBe(200);
    // Its two places back, not the party's largest count.
    expect(await remaining()).toBe(8);
  });
});
