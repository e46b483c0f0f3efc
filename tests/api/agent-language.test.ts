import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, TEST_PASSWORD, uniqueEmail } from "../support/factories";
import { createStayProperty, isoDay } from "../support/catalogue-factory";
import { paidCheckout } from "../support/paid-checkout";
import { formatCalendarDays } from "@/lib/locale/format";
import { airportCityIn } from "@/lib/places/airport-city-names";
import { adult, dateWithDay } from "../support/flights";

afterAll(closeTestDb);
jest.setTimeout(90_000);

/**
 * The agent's pages in the reader's language (issue #51): a booking's dates written by the language's date formatter
 * (Arabic-Indic digits in Arabic), never as raw YYYY-MM-DD, and an itinerary's stay titled with the catalogue's room
 * name in that language, as a member's trip is.
 */

async function signedIn(opts: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(opts);
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}

async function newClient(cookies: Record<string, string>) {
  const res = await call("/api/agent/clients", { cookies, body: { title: 3, firstName: "Clara", lastName: "Client", email: uniqueEmail("client") } });
  expect(res.status).toBe(200);
  return (await res.json()).data as { id: number; email: string };
}

const DELUXE_AR = "غرفة ديلوكس بسرير كينغ";

describe("the agent's pages in Arabic", () => {
  it("booking history writes the dates in Arabic, not as YYYY-MM-DD", async () => {
    const agent = await signedIn({ userType: 1 });
    const client = await newClient(agent.cookies);
    const started = await call("/api/agent/impersonate", { cookies: agent.cookies, body: { clientId: client.id } });
    const acting = { ...agent.cookies, impersonate: setCookies(started).impersonate! };
    const { property, rooms } = await createStayProperty({ rooms: [{ name: "Deluxe King Room" }] });
    const [checkIn, checkOut] = [isoDay(9), isoDay(11)];
    const booked = await paidCheckout("/api/booking/book", {
      cookies: acting,
      body: {
        propertyId: property.id,
        roomTypeId: rooms[0]!.id,
        checkIn,
        checkOut,
        guests: 1,
        rooms: 1,
        traveler: { title: 3, firstName: "Clara", lastName: "Client", email: client.email },
        idempotencyKey: randomUUID(),
      },
    });
    expect(booked.status).toBe(200);
    await call("/api/agent/impersonate/end", { cookies: acting, body: {} });

    const html = await (await call("/agent/booking-history", { cookies: { ...agent.cookies, lan_code: "ar-SA" } })).text();
    const dates = formatCalendarDays(checkIn, checkOut, "ar-SA");
    expect(dates).toMatch(/[٠-٩]/);
    expect(dates).not.toMatch(/[0-9]/);
    expect(html).toContain(dates);
    expect(html).not.toContain(checkIn);
    expect(html).toContain(DELUXE_AR);
  });

  it("an itinerary's stay is titled with the room's Arabic name on My Quotes and on the client's link", async () => {
    const agent = await signedIn({ userType: 1 });
    const client = await newClient(agent.cookies);
    const { property, rooms } = await createStayProperty({ rooms: [{ name: "Deluxe King Room", available: 2 }] });
    const [checkIn, checkOut] = [isoDay(20), isoDay(22)];
    const added = await call("/api/agent/itineraries/items", {
      cookies: agent.cookies,
      body: {
        clientId: client.id,
        markupPercent: 10,
        validDays: 3,
        contact: { firstName: "Clara", lastName: "Client", email: client.email, phone: "+442079460000" },
        item: { type: "stay", propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn, checkOut, guests: 1 },
      },
    });
    expect(added.status).toBe(200);
    // And a flight London → Paris, whose title names both cities in Arabic.
    const flights = await (
      await call(`/api/flights/search?${new URLSearchParams({ from: "LHR", to: "CDG", depart: dateWithDay(0, 40), adults: "1" })}`, { cookies: agent.cookies })
    ).json();
    const flight = await call("/api/agent/itineraries/items", {
      cookies: agent.cookies,
      body: {
        clientId: client.id,
        markupPercent: 10,
        validDays: 3,
        contact: { firstName: "Clara", lastName: "Client", email: client.email, phone: "+442079460000" },
        item: {
          type: "supplier",
          product: "flight",
          offerId: flights.data.results.items[0].id,
          travellers: [adult({ firstName: "Clara", lastName: "Client" })],
        },
      },
    });
    expect(flight.status).toBe(200);
    const html = (await (await call(`/agent/my-quotes?client=${client.id}`, { cookies: { ...agent.cookies, lan_code: "ar-SA" } })).text()).replace(
      /<!-- -->/g,
      "",
    );
    const route = `${airportCityIn("London", "ar-SA")} (LHR) → ${airportCityIn("Paris", "ar-SA")} (CDG)`;
    expect(route).toMatch(/^[\u0600-\u06FF]/);
    expect(html).toContain(route);
    expect(html).toContain(DELUXE_AR);
    expect(html).toContain(formatCalendarDays(checkIn, checkOut, "ar-SA"));
    expect(html).not.toContain(`${property.name} · Deluxe King Room`);
    // In English the title is the property and the room as the catalogue names them.
    const en = await (await call(`/agent/my-quotes?client=${client.id}`, { cookies: { ...agent.cookies, lan_code: "en-US" } })).text();
    expect(en).toContain("Deluxe King Room");
  });
});
