import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, testDb, TEST_PASSWORD } from "../support/factories";
import { isoDay } from "../support/catalogue-factory";
import { createPackageDestination, tripDay } from "../support/package-factory";
import { SOLD_OUT_DAY } from "@/scripts/stand-ins/data/flights.mjs";
import { adult } from "../support/flights";
import { paidCheckout } from "../support/paid-checkout";

/**
 * A package's stay on its own page (/hotel-details opened from the package's checkout): each room the package can
 * take is chosen for the package — its button opens the package's checkout with that room and the same flight,
 * priced by the server — and a room that does not fit the party or is sold out cannot be chosen.
 */
afterAll(closeTestDb);

const decode = (s: string) => s.replaceAll("&amp;", "&");

/** The link of the element with this test id in some HTML, whatever the order of its attributes. */
function hrefOf(html: string, testId: string): string | null {
  const tag = new RegExp(`<a [^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0];
  const href = tag && /href="([^"]+)"/.exec(tag)?.[1];
  return href ? decode(href) : null;
}

/** The destination's hotel with a suite (dearer), a single (too small for two) and a family room sold out. */
async function destination() {
  return createPackageDestination({
    moreRooms: [
      { name: "Tagus Suite", rate: 35_000, maxGuests: 3, available: 2 },
      { name: "Single Nook", rate: 9_000, maxGuests: 1, available: 3 },
      { name: "Family Loft", rate: 30_000, maxGuests: 4, available: 0 },
    ],
  });
}

async function member() {
  const user = await createUser({ planStatus: "ACTIVE" });
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! };
}

type Room = { id: number; status: string; select: string | null; totalMinor: number | null; differenceMinor: number | null; book: boolean };

/** Each room of a stay page's HTML: its status, the package choice's link and prices, and whether it has a Book link. */
function roomsOf(html: string): Room[] {
  return html
    .split('data-testid="room"')
    .slice(1)
    .map((part) => {
      const card = part.split("</li>")[0]!;
      const attr = (re: RegExp) => re.exec(card)?.[1] ?? null;
      const minor = (testId: string) => {
        const v = attr(new RegExp(`data-testid="${testId}" data-minor="(-?\\d+)"`));
        return v === null ? null : Number(v);
      };
      return {
        id: Number(attr(/data-room-id="(\d+)"/)),
        status: attr(/data-status="([a-z-]+)"/)!,
        select: hrefOf(card, "package-room-select"),
        totalMinor: minor("package-room-total"),
        differenceMinor: minor("package-room-difference"),
        book: card.includes('data-testid="book-link"'),
      };
    });
}

async function page(path: string, cookies?: Record<string, string>) {
  const res = await call(path, { cookies });
  expect(res.status).toBe(200);
  return res.text();
}

/** The stay's page as the package checkout's summary links it. */
function hotelLinkOf(checkoutHtml: string): string {
  const href = hrefOf(checkoutHtml, "package-hotel");
  expect(href).toMatch(/^\/hotel-details\?/);
  return href!;
}

describe("the stay's page opened from a package", () => {
  it("chooses each room that fits for the package, at the server's package price, and books it with the same flight", async () => {
    const dest = await destination();
    const [double, suite, single, loft] = dest.rooms;
    const cookies = await member();
    const day = tripDay(0, 44);
    const q = { from: "LHR", to: dest.slug, checkin: isoDay(day), checkout: isoDay(day + 3), rooms: "1", adults: "2", children: "0" };
    const found = (await (await call(`/api/packages/search?${new URLSearchParams(q)}`, { cookies })).json()) as {
      data: { flight: { id: string }; results: { items: { stay: { property: { id: number }; room: { id: number } }; price: { totalMinor: number } }[] } };
    };
    const flight = found.data.flight.id;
    const item = found.data.results.items.find((i) => i.stay.property.id === dest.property.id)!;
    expect(item.stay.room.id).toBe(double!.id);
    const checkout = `/packages/checkout?${new URLSearchParams({ ...q, flight, property: String(dest.property.id), room: String(double!.id) })}`;

    const rooms = roomsOf(await page(hotelLinkOf(await page(checkout, cookies)), cookies));
    expect(rooms.map((r) => r.id)).toEqual(expect.arrayContaining([double!.id, suite!.id, single!.id, loft!.id]));
    const byId = (id: number) => rooms.find((r) => r.id === id)!;
    // Nothing on this page books a room on its own.
    expect(rooms.filter((r) => r.book)).toEqual([]);
    // The package's own room: its price is the package's as its checkout showed it.
    expect(byId(double!.id)).toMatchObject({ totalMinor: item.price.totalMinor, differenceMinor: 0 });
    // Too small for two, and sold out: no way to choose them.
    expect(byId(single!.id)).toMatchObject({ status: "too-small", select: null });
    expect(byId(loft!.id)).toMatchObject({ status: "sold-out", select: null });

    const chosen = byId(suite!.id);
    expect(chosen.differenceMinor).toBeGreaterThan(0);
    expect(chosen.totalMinor! - chosen.differenceMinor!).toBe(item.price.totalMinor);
    const link = new URL(chosen.select!, "http://x");
    expect(link.pathname).toBe("/packages/checkout");
    expect(Object.fromEntries(link.searchParams)).toEqual({ ...q, flight, property: String(dest.property.id), room: String(suite!.id) });

    // The checkout it opens prices the suite's package itself, and booking charges what the stay's page showed.
    const booked = await paidCheckout("/api/packages/book", {
      cookies,
      body: {
        flightOfferId: flight,
        destination: dest.slug,
        propertyId: dest.property.id,
        roomTypeId: suite!.id,
        checkIn: q.checkin,
        checkOut: q.checkout,
        rooms: 1,
        adults: 2,
        children: 0,
        expectedTotalMinor: chosen.totalMinor,
        expectedCurrency: "USD",
        travellers: [adult({ firstName: "Ada" }), adult({ firstName: "Grace" })],
        contact: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.test", phone: "+442071234567" },
        idempotencyKey: randomUUID(),
      },
    });
    expect(booked.status).toBe(200);
    const { reference } = ((await booked.json()) as { data: { reference: string } }).data;
    const order = await testDb().order.findUniqueOrThrow({ where: { reference }, include: { items: { orderBy: { id: "asc" } } } });
    expect(order.totalMinor).toBe(chosen.totalMinor);
    expect(order.items.map((i) => i.kind)).toEqual(["STAY", "FLIGHT"]);
    expect(order.items[0]!.details).toMatchObject({ propertyId: dest.property.id, roomTypeId: suite!.id });
  });

  it("is the stay's own page without a package, or with a link that names none", async () => {
    const dest = await destination();
    const day = tripDay(0, 48);
    const q = { from: "LHR", to: dest.slug, checkin: isoDay(day), checkout: isoDay(day + 3), rooms: "1", adults: "2", children: "0" };
    const found = (await (await call(`/api/packages/search?${new URLSearchParams(q)}`)).json()) as { data: { flight: { id: string } } };
    const back = `/packages/results?${new URLSearchParams(q)}`;
    const stay = { id: String(dest.property.id), checkin: q.checkin, checkout: q.checkout, guests: "2", rooms: "1" };
    const hotel = (over: Record<string, string>) => `/hotel-details?${new URLSearchParams({ ...stay, ...over })}`;
    const isPackage = (rooms: Room[]) => rooms.some((r) => r.select !== null);
    const isOwn = (rooms: Room[]) => rooms.some((r) => r.book) && !isPackage(rooms);

    expect(isPackage(roomsOf(await page(hotel({ back, flight: found.data.flight.id }))))).toBe(true);
    expect(isOwn(roomsOf(await page(hotel({}))))).toBe(true);
    const tampered: Record<string, string>[] = [
      { back, flight: "../orders/ord_1" },
      { back: back.replace("adults=2", "adults=3"), flight: found.data.flight.id },
      { back: back.replace(dest.slug, "nowhere"), flight: found.data.flight.id },
      { back: "https://evil.test/packages/results?x=1", flight: found.data.flight.id },
      { back, flight: found.data.flight.id, checkin: isoDay(day + 1) },
    ];
    for (const over of tampered) {
      expect(isOwn(roomsOf(await page(hotel(over))))).toBe(true);
    }
    // An offer the airline does not know (expired, or never its own) is a flight gone: nothing is booked alone.
    const unknown = await page(hotel({ back, flight: "off_nonsense" }));
    expect(unknown).toContain('data-testid="package-rooms-note" data-status="FLIGHT_GONE"');
    expect(roomsOf(unknown).filter((r) => r.book || r.select)).toEqual([]);
  });

  it("says the package's flight sold out, books no room alone as the package, and searches the package again", async () => {
    const dest = await destination();
    // Departures on SOLD_OUT_DAY are found by the search and sold out when re-priced (scripts/stand-ins/data/flights.mjs).
    const day = tripDay(SOLD_OUT_DAY, 20);
    const q = { from: "LHR", to: dest.slug, checkin: isoDay(day), checkout: isoDay(day + 3), rooms: "1", adults: "2", children: "1", ages: "7" };
    const found = (await (await call(`/api/packages/search?${new URLSearchParams(q)}`)).json()) as { data: { flight: { id: string } } };
    const back = `/packages/results?${new URLSearchParams({ ...q, stars: "4" })}`;
    const stay = { id: String(dest.property.id), checkin: q.checkin, checkout: q.checkout, guests: "3", rooms: "1", children: "1", ages: "7" };
    const html = await page(`/hotel-details?${new URLSearchParams({ ...stay, back, flight: found.data.flight.id })}`);

    expect(html).toContain('data-testid="package-rooms-note" data-status="FLIGHT_GONE"');
    const rooms = roomsOf(html);
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms.filter((r) => r.book || r.select || r.totalMinor !== null)).toEqual([]);
    // The same search (destination, dates, party, children's ages) without the results' filters.
    const again = new URL(hrefOf(html, "package-search-again")!, "http://x");
    expect(again.pathname).toBe("/packages/results");
    expect(Object.fromEntries(again.searchParams)).toEqual(q);
    // The stay on its own is a separate link to the page without the package, which books rooms alone.
    const alone = hrefOf(html, "package-stay-alone")!;
    expect(alone).toMatch(/^\/hotel-details\?/);
    expect(alone).not.toMatch(/[?&](back|flight)=/);
    expect(roomsOf(await page(alone)).some((r) => r.book)).toBe(true);
  });
});
