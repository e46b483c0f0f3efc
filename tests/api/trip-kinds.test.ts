import { randomBytes } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createProperty, createUser, testDb, TEST_PASSWORD } from "../support/factories";
import { localeFormat, placeTimeText } from "@/lib/orders/place-time";
import { createStayProperty } from "../support/catalogue-factory";
import { car, cruise, day, desk, flight, transfer } from "../support/trip-fixtures";

afterAll(closeTestDb);
// Each test books (or writes) several orders and reads them back over HTTP: room for a loaded machine.
jest.setTimeout(90_000);

/**
 * Every kind of order item has its own facts on the trip page and in the calendar file: a flight's segments in each
 * airport's local time (one calendar event per direction), a car's pick-up and drop-off desks, a transfer's meeting
 * point, a cruise's ship, cabin and itinerary, and a package's two items. The orders are written as the order model
 * stores them (the kinds' own booking paths are their suites'), with details of the kinds' types.
 */

const freeTerms = (until: number) => ({ refundable: true, freeUntil: `${day(until)}T12:00:00Z`, afterShareBps: 2_500, changeable: true });

type Item = {
  kind: "STAY" | "ACTIVITY" | "FLIGHT" | "CAR" | "TRANSFER" | "CRUISE";
  productCode: string;
  title: string;
  startsAt: string;
  endsAt: string;
  details: object;
  terms: object;
  /** The reference the traveller quotes to the supplier (a flight's PNR, a transfer's confirmation number). */
  bookingRef?: string;
};

async function order(userId: number, orgId: number, productCode: string, items: Item[], propertyId: number | null = null) {
  const reference = `TS-${randomBytes(4).toString("hex").toUpperCase()}`;
  const money = { currency: "USD", memberCurrency: "USD", rateUsed: "1" };
  await testDb().order.create({
    data: {
      reference,
      orgId,
      userId,
      productCode,
      propertyId,
      checkIn: new Date(`${items[0]!.startsAt.slice(0, 10)}T00:00:00Z`),
      checkOut: new Date(`${items.at(-1)!.endsAt.slice(0, 10)}T00:00:00Z`),
      status: "CONFIRMED",
      ...money,
      subtotalMinor: 40_000 * items.length,
      taxesMinor: 0,
      feesMinor: 0,
      totalMinor: 40_000 * items.length,
      cardPaidMinor: 40_000 * items.length,
      memberTotalMinor: 40_000 * items.length,
      traveler: { traveler: { title: 2, firstName: "Tom", lastName: "Tripper", email: "tom@example.test" } },
      // Paid by card as a checkout records it, so the order's money reconciles (lib/orders/money-check.ts).
      payments: {
        create: {
          provider: "sandbox",
          providerRef: `sbx_ch_${reference}`,
          idempotencyKey: `charge:${reference}`,
          amountMinor: 40_000 * items.length,
          currency: "USD",
          status: "APPROVED",
          last4: "4242",
        },
      },
      items: {
        create: items.map((i) => ({
          ...i,
          ...money,
          supplier: i.kind === "STAY" || i.kind === "ACTIVITY" ? "catalogue" : "sandbox",
          supplierRef: i.kind === "STAY" || i.kind === "ACTIVITY" ? reference : `SBX-${i.kind}`,
          startsAt: new Date(i.startsAt),
          endsAt: new Date(i.endsAt),
          baseMinor: 40_000,
          taxesMinor: 0,
          feesMinor: 0,
          totalMinor: 40_000,
          memberTotalMinor: 40_000,
          travellers: [{ title: 2, firstName: "Tom", lastName: "Tripper" }],
          status: "CONFIRMED",
        })),
      },
    },
  });
  return reference;
}

const page = async (reference: string, cookies: Record<string, string>) => {
  const res = await call(`/user/my-trips/${reference}`, { method: "GET", cookies, headers: { accept: "text/html" } });
  expect(res.status).toBe(200);
  return res.text();
};
const calendar = async (reference: string, cookies: Record<string, string>) => {
  const res = await call(`/api/trips/${reference}/calendar`, { method: "GET", cookies });
  expect(res.status).toBe(200);
  return (await res.text()).replace(/\r\n /g, "");
};

describe("the trip page and calendar file of every kind of order item", () => {
  it("shows each kind's own facts, and writes its times in the calendar", async () => {
    const user = await createUser({ planStatus: "ACTIVE" });
    const login = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
    const cookies = { "next-auth.session-token": setCookies(login)["next-auth.session-token"]!, lan_code: "en-US" };

    const flightRef = await order(user.id, user.orgId, "FLT", [
      {
        kind: "FLIGHT",
        productCode: "FLT",
        title: "London (LHR) → New York (JFK)",
        startsAt: flight.slices[0]!.departsAt,
        endsAt: flight.slices[1]!.arrivesAt,
        details: flight,
        terms: freeTerms(20),
      },
    ]);
    const html = await page(flightRef, cookies);
    expect(html).toContain("BA117");
    expect(html).toContain("BA178");
    // 09:40 in London and 12:35 in New York, each airport's own clock.
    expect(html).toMatch(/9:40\s?AM/);
    expect(html).toMatch(/12:35\s?PM/);
    expect(html).toContain("London (LHR)");
    // In Arabic the legs name the airports' cities as Arabic names them (the airports dataset's), with their codes.
    const arabic = (await page(flightRef, { ...cookies, lan_code: "ar-SA" })).replace(/<!-- -->/g, "");
    const legs = arabic.match(/data-testid="flight-segment"[\s\S]*?<\/li>/g) ?? [];
    expect(legs).toHaveLength(2);
    for (const leg of legs) {
      expect(leg).toContain("<bdi>لندن (LHR)</bdi>");
      expect(leg).toContain("<bdi>نيويورك (JFK)</bdi>");
      expect(leg).not.toContain("London");
    }
    // The trip's title says its route the same way.
    expect(arabic).toContain('data-testid="trip-title">لندن (LHR) ⇄ نيويورك (JFK)<');
    // SPEC §7's reservations call titles the trip in the caller's language too (stored in English at booking).
    const listed = async (lan_code: string) => {
      const res = await call("/api/reservations", { body: { json: {} }, cookies: { ...cookies, lan_code } });
      const data = ((await res.json()) as { data: { reference: string; title: string; items: { title: string }[] }[] }).data;
      return data.find((r) => r.reference === flightRef)!;
    };
    expect(await listed("ar-SA")).toMatchObject({ title: "لندن (LHR) ⇄ نيويورك (JFK)", items: [{ title: "لندن (LHR) ⇄ نيويورك (JFK)" }] });
    expect((await listed("en-US")).title).toBe("London (LHR) ⇄ New York (JFK)");
    const ics = await calendar(flightRef, cookies);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain(`DTSTART:${day(30).replace(/-/g, "")}T094000Z`);
    expect(ics).toContain(`DTEND:${day(30).replace(/-/g, "")}T173500Z`);

    const carRef = await order(user.id, user.orgId, "CAR", [
      {
        kind: "CAR",
        productCode: "CAR",
        title: "Toyota Corolla or similar",
        startsAt: `${day(30)}T14:00:00+00:00`,
        endsAt: `${day(34)}T10:00:00+00:00`,
        details: car,
        terms: freeTerms(28),
      },
    ]);
    expect(await page(carRef, cookies)).toContain("Sandbox Cars Heathrow T5 return");
    expect(await calendar(carRef, cookies)).toContain(`DTSTART:${day(30).replace(/-/g, "")}T140000Z`);

    const transferRef = await order(user.id, user.orgId, "TRF", [
      {
        kind: "TRANSFER",
        productCode: "TRF",
        title: "JFK → Hotel Midtown",
        startsAt: `${day(30)}T13:30:00-05:00`,
        endsAt: `${day(30)}T14:25:00-05:00`,
        details: transfer,
        terms: freeTerms(29),
        bookingRef: "2000014",
      },
    ]);
    expect(await page(transferRef, cookies)).toContain("Arrivals hall, Terminal 7, by the information desk");
    expect(await page(transferRef, cookies)).toContain("Transfer confirmation number 2000014");
    expect(await calendar(transferRef, cookies)).toContain("Meeting point: Arrivals hall\\, Terminal 7\\, by the information desk");
    expect(await calendar(transferRef, cookies)).toContain("Transfer confirmation number 2000014");

    const cruiseRef = await order(user.id, user.orgId, "CRU", [
      {
        kind: "CRUISE",
        productCode: "CRU",
        title: "Sandbox Seafarer · 2 nights",
        startsAt: `${day(40)}T17:00:00-05:00`,
        endsAt: `${day(42)}T07:00:00-05:00`,
        details: cruise,
        terms: freeTerms(10),
      },
    ]);
    const cruiseHtml = await page(cruiseRef, cookies);
    expect(cruiseHtml).toContain("Sandbox Seafarer");
    expect(cruiseHtml).toContain("Balcony");
    expect(cruiseHtml).toContain("At sea");

    const { property } = await createStayProperty({ name: `Package Hotel ${randomBytes(3).toString("hex")}` });
    const stay = { propertyId: property.id, roomTypeId: null, activitySlotId: null, guests: 1, rooms: 1 };
    const packageRef = await order(
      user.id,
      user.orgId,
      "PKG",
      [
        {
          kind: "STAY",
          productCode: "HLT",
          title: `${property.name} · Room 1`,
          startsAt: `${day(30)}T00:00:00Z`,
          endsAt: `${day(34)}T00:00:00Z`,
          details: stay,
          terms: { policy: "FREE_CANCELLATION", freeCancelDays: 2 },
        },
        {
          kind: "FLIGHT",
          productCode: "FLT",
          title: "London (LHR) → New York (JFK)",
          startsAt: flight.slices[0]!.departsAt,
          endsAt: flight.slices[1]!.arrivesAt,
          details: flight,
          terms: freeTerms(20),
        },
      ],
      property.id,
    );
    const packageHtml = await page(packageRef, cookies);
    expect(packageHtml).toContain(property.name);
    expect(packageHtml).toContain("BA117");
    expect(packageHtml.match(/data-testid="trip-item"/g)).toHaveLength(2);
    const packageIcs = await calendar(packageRef, cookies);
    expect(packageIcs).toContain(`DTSTART;VALUE=DATE:${day(30).replace(/-/g, "")}`);
    expect(packageIcs.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  });
});

/**
 * Issue #51 item 3: every time is told on the clock of the place where it happens, its zone named — never the
 * organisation's (New York's) — and the confirmation, the trip page and the calendar file say the same words.
 */
/** The text of the HTML from `start` to the next `end`, tags dropped. */
const between = (html: string, start: string, end: string) => {
  const from = html.indexOf(start);
  expect(from).toBeGreaterThan(-1);
  return html.slice(from, html.indexOf(end, from)).replace(/<[^>]+>/g, " ");
};

describe("times on the clock of their place", () => {
  const lax = { ...desk("LAX desk"), address: "9000 Airport Blvd, Los Angeles", countryCode: "US", latitude: 33.9416, longitude: -118.4085 };
  const bcn = { code: "BCN", name: "Barcelona", country: "ES", timeZone: "Europe/Madrid", lat: 41.35, lng: 2.17 };
  const lis = { code: "LIS", name: "Lisbon", country: "PT", timeZone: "Europe/Lisbon", lat: 38.7, lng: -9.1 };
  const en = localeFormat("en-US");

  it("a Lisbon tour at 10:00, a Miami transfer, a LAX car and a cruise from Barcelona: the same local time with its zone everywhere", async () => {
    const user = await createUser({ planStatus: "ACTIVE" });
    const login = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
    const cookies = { "next-auth.session-token": setCookies(login)["next-auth.session-token"]!, lan_code: "en-US" };
    // 10:00 in Lisbon on a winter day (UTC+0), 5:00 AM in New York.
    const tourDay = "2027-01-12";
    const { property } = await createProperty({ productCode: "ACT", name: `Lisbon Food Tour ${randomBytes(3).toString("hex")}`, timeZone: "Europe/Lisbon" });
    const orders: { reference: string; times: string[]; not: RegExp }[] = [];
    const add = async (item: Item, times: [string, string][], not: RegExp, propertyId: number | null = null) => {
      const reference = await order(user.id, user.orgId, item.productCode, [item], propertyId);
      orders.push({ reference, times: times.map(([at, zone]) => placeTimeText(en, at, zone)), not });
    };
    // An activity booked before its details carried the zone: the property's destination gives it.
    await add(
      {
        kind: "ACTIVITY",
        productCode: "ACT",
        title: property.name,
        startsAt: `${tourDay}T10:00:00Z`,
        endsAt: `${tourDay}T10:00:00Z`,
        details: { propertyId: property.id, roomTypeId: null, activitySlotId: null, guests: 2, rooms: 1 },
        terms: { policy: "NON_REFUNDABLE", freeCancelDays: 0 },
      },
      [[`${tourDay}T10:00:00Z`, "Europe/Lisbon"]],
      /5:00\sAM/,
      property.id,
    );
    await add(
      {
        kind: "TRANSFER",
        productCode: "TRF",
        title: "MIA → Hotel Ocean",
        startsAt: "2027-01-12T15:30:00-05:00",
        endsAt: "2027-01-12T16:10:00-05:00",
        details: { ...transfer, airport: { code: "MIA", name: "Miami International", city: "Miami", timeZone: "America/New_York" } },
        terms: { refundable: true, freeUntil: "2027-01-11T20:30:00Z", afterShareBps: 0, changeable: false },
      },
      [
        ["2027-01-12T15:30:00-05:00", "America/New_York"],
        ["2027-01-11T20:30:00Z", "America/New_York"],
      ],
      /9:30\sAM/,
    );
    // A car desk stored without its zone: the nearest airport's (LAX, Pacific) — not New York's.
    await add(
      {
        kind: "CAR",
        productCode: "CAR",
        title: "Toyota Corolla or similar",
        startsAt: "2027-01-12T09:00:00-08:00",
        endsAt: "2027-01-15T09:00:00-08:00",
        details: { ...car, pickup: lax, dropoff: lax },
        terms: { refundable: true, freeUntil: "2027-01-11T17:00:00Z", afterShareBps: 5_000, changeable: false },
      },
      [
        ["2027-01-12T17:00:00Z", "America/Los_Angeles"],
        ["2027-01-15T17:00:00Z", "America/Los_Angeles"],
        ["2027-01-11T17:00:00Z", "America/Los_Angeles"],
      ],
      /12:00\sPM|4:00\sAM/,
    );
    await add(
      {
        kind: "CRUISE",
        productCode: "CRU",
        title: "Sandbox Seafarer · 7 nights",
        startsAt: "2027-01-12T16:00:00Z",
        endsAt: "2027-01-19T08:00:00Z",
        details: {
          ...cruise,
          itinerary: [
            { day: 1, date: "2027-01-12", port: bcn, arrive: null, depart: "17:00", arriveAt: null, departAt: "2027-01-12T17:00:00+01:00" },
            { day: 8, date: "2027-01-19", port: lis, arrive: "08:00", depart: null, arriveAt: "2027-01-19T08:00:00+00:00", departAt: null },
          ],
        },
        terms: { refundable: true, freeUntil: "2027-01-02T16:00:00Z", afterShareBps: 5_000, changeable: false },
      },
      [
        ["2027-01-12T16:00:00Z", "Europe/Madrid"],
        ["2027-01-19T08:00:00Z", "Europe/Lisbon"],
        ["2027-01-02T16:00:00Z", "Europe/Madrid"],
      ],
      /11:00\sAM|3:00\sAM/,
    );
    expect(orders[0]!.times[0]).toMatch(/^Tue, Jan 12, 2027, 10:00\sAM Western European Time$/);
    expect(orders[2]!.times[0]).toMatch(/9:00\sAM Pacific Time$/);

    for (const o of orders) {
      const tripPage = await page(o.reference, cookies);
      const confirmation = await call(`/checkout-success?ref=${o.reference}`, { method: "GET", cookies, headers: { accept: "text/html" } });
      expect(confirmation.status).toBe(200);
      const confirmationHtml = await confirmation.text();
      const ics = (await calendar(o.reference, cookies)).replace(/\\,/g, ",");
      for (const time of o.times) {
        expect(tripPage).toContain(time);
        expect(confirmationHtml).toContain(time);
      }
      // The calendar file says the start on the place's clock too (its events are instants).
      expect(ics).toContain(o.times[0]);
      // New York's clock (the organisation's) is not used for the item's times or its policy's deadlines.
      expect(between(tripPage, 'data-testid="trip-item"', "</li>")).not.toMatch(o.not);
      expect(between(tripPage, 'data-testid="trip-policy"', "</section>")).not.toMatch(o.not);
    }
  });
});
