import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb } from "../support/factories";
import { availabilityOf, createStayProperty, isoDay } from "../support/catalogue-factory";
import { newClient, signedIn } from "../support/itinerary";
import { extractLink, waitForMail } from "../support/mail";
import { paidCheckout } from "../support/paid-checkout";

/**
 * An agent's itinerary may hold two stays (a city, then the coast): booking it takes a room in each hotel for its own
 * nights, and cancelling it gives both back — each item's rooms from its own details, not the order's one room type.
 */
afterAll(closeTestDb);
jest.setTimeout(90_000);

describe("an itinerary of two stays", () => {
  it("takes a room in each hotel for its own nights and gives both back on cancel", async () => {
    const agent = await signedIn({ userType: 1 });
    const client = await newClient(agent.cookies);
    const contact = { firstName: "Clara", lastName: "Client", email: client.email, phone: "+442079460000" };
    const city = await createStayProperty({ rooms: [{ publicRateMinor: 10_000, memberRateMinor: 9_000, available: 2 }] });
    const coast = await createStayProperty({ rooms: [{ publicRateMinor: 14_000, memberRateMinor: 12_000, available: 2 }] });
    const [cityIn, cityOut, coastOut] = [isoDay(30), isoDay(32), isoDay(35)];
    const add = (item: Record<string, unknown>) =>
      call("/api/agent/itineraries/items", { cookies: agent.cookies, body: { clientId: client.id, markupPercent: 10, validDays: 3, contact, item } });
    const first = await add({ type: "stay", propertyId: city.property.id, roomTypeId: city.rooms[0]!.id, checkIn: cityIn, checkOut: cityOut, guests: 2 });
    const second = await add({ type: "stay", propertyId: coast.property.id, roomTypeId: coast.rooms[0]!.id, checkIn: cityOut, checkOut: coastOut, guests: 2 });
    expect([first.status, second.status]).toEqual([200, 200]);
    const { id } = (await second.json()).data as { id: number };
    expect((await call(`/api/agent/quotes/${id}/send`, { cookies: agent.cookies, body: {} })).status).toBe(200);
    const key = new URL(extractLink(await waitForMail(client.email, { subject: /your travel itinerary/ }), "/quote")).searchParams.get("key")!;

    const booked = await paidCheckout("/api/quote/book", { body: { key, idempotencyKey: randomUUID() } });
    expect(booked.status).toBe(200);
    const { reference } = (await booked.json()).data as { reference: string };
    expect(await availabilityOf(city.rooms[0]!.id, cityIn, cityOut)).toEqual([1, 1]);
    expect(await availabilityOf(coast.rooms[0]!.id, cityOut, coastOut)).toEqual([1, 1, 1]);

    const started = await call("/api/agent/impersonate", { cookies: agent.cookies, body: { clientId: client.id } });
    const acting = { ...agent.cookies, impersonate: setCookies(started).impersonate! };
    const cancel = await call("/api/booking/cancel", { body: { reference }, cookies: acting });
    expect(cancel.status).toBe(200);
    expect(await availabilityOf(city.rooms[0]!.id, cityIn, cityOut)).toEqual([2, 2]);
    expect(await availabilityOf(coast.rooms[0]!.id, cityOut, coastOut)).toEqual([2, 2, 2]);
  });
});
