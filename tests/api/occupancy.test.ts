import { randomUUID } from "node:crypto";
import { call } from "../support/http";
import { closeTestDb, createProperty, testDb, uniqueWord } from "../support/factories";
import { createStayProperty, isoDay } from "../support/catalogue-factory";
import { waitForMail } from "../support/mail";
import { paidCheckout } from "../support/paid-checkout";

afterAll(closeTestDb);

type Fields = { path: string; message: string }[];
const dates = `checkin=${isoDay(10)}&checkout=${isoDay(12)}`;

async function search(query: string) {
  const res = await call(`/api/search?${query}`);
  const body = await res.json();
  return {
    status: res.status,
    names: (body.data?.results ?? []).map((r: { property: { name: string } }) => r.property.name),
    fields: body.error?.fields as Fields,
  };
}

describe("GET /api/search — children and their ages (children=&ages=)", () => {
  const city = uniqueWord("Family");
  beforeAll(async () => {
    // A room that sleeps two: two adults and a baby fit (the cot is free), two adults and a child of 4 do not.
    await createProperty({ name: `Double ${city}`, city, rooms: [{ publicRateMinor: 10_000, memberRateMinor: 9_000, maxGuests: 2 }] });
    await createProperty({ name: `Family ${city}`, city, rooms: [{ publicRateMinor: 15_000, memberRateMinor: 13_000, maxGuests: 4 }] });
  });

  it("fits the rooms to the guests who count: children under 2 do not, older children do", async () => {
    expect((await search(`destination=${city}&${dates}&guests=2`)).names.sort()).toEqual([`Double ${city}`, `Family ${city}`]);
    expect((await search(`destination=${city}&${dates}&guests=3&children=1&ages=1`)).names.sort()).toEqual([`Double ${city}`, `Family ${city}`]);
    expect((await search(`destination=${city}&${dates}&guests=3&children=1&ages=4`)).names).toEqual([`Family ${city}`]);
  });

  it.each([
    ["guests=3&children=2&ages=4", "ages", /one age for each child: 2 ages/],
    ["guests=3&children=1&ages=18", "ages", /from 0 to 17/],
    ["guests=3&children=1", "ages", /one age for each child/],
    ["guests=2&children=2&ages=4,9", "children", /fewer than the guests/],
    ["guests=4&rooms=3&children=2&ages=4,9", "rooms", /Each room needs at least one adult/],
  ])("answers 400 naming the field for %s", async (party, field, message) => {
    const { status, fields } = await search(`destination=${city}&${dates}&${party}`);
    expect(status).toBe(400);
    expect(fields.find((f) => f.path === field)?.message).toMatch(message);
  });

  it("carries the children to the details page's Book links", async () => {
    const { property, rooms } = await createStayProperty({ rooms: [{ maxGuests: 2 }] });
    const html = await (await call(`/hotel-details?id=${property.id}&${dates}&guests=3&rooms=1&children=1&ages=1`)).text();
    expect(html).toContain(`room=${rooms[0]!.id}&amp;checkin=${isoDay(10)}&amp;checkout=${isoDay(12)}&amp;guests=3&amp;rooms=1&amp;children=1&amp;ages=1"`);
  });
});

describe("POST /api/booking/book — the party as booked", () => {
  const traveler = { title: 2, firstName: "Family", lastName: "Traveller", email: `family-${randomUUID().slice(0, 8)}@example.test`, phone: "+12025550123" };
  const book = (body: Record<string, unknown>) =>
    paidCheckout("/api/booking/book", { body: { rooms: 1, traveler, checkIn: isoDay(14), checkOut: isoDay(16), idempotencyKey: randomUUID(), ...body } });

  it("stores each child's age on the booking and says the party in the confirmation e-mail", async () => {
    const { property, rooms } = await createStayProperty({ rooms: [{ maxGuests: 3 }] });
    const res = await book({ propertyId: property.id, roomTypeId: rooms[0]!.id, guests: 3, childAges: [4] });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    const item = await testDb().orderItem.findFirstOrThrow({ where: { reservation: { reference: data.reference } } });
    expect(item.details).toMatchObject({ guests: 3, rooms: 1, childAges: [4] });
    const mail = await waitForMail(traveler.email, { subject: /Booking confirmed/ });
    expect(mail.text).toContain("2 adults, 1 child (age 4)");
  });

  it("counts a baby as no bed and a child of 4 as one, and refuses ages that do not fit the party", async () => {
    const { property, rooms } = await createStayProperty({ rooms: [{ maxGuests: 2 }] });
    const at = { propertyId: property.id, roomTypeId: rooms[0]!.id };
    const tooMany = await book({ ...at, guests: 3, childAges: [4] });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error.fields[0]).toMatchObject({ path: "guests" });
    const noAdult = await book({ ...at, guests: 2, childAges: [4, 9] });
    expect(noAdult.status).toBe(400);
    expect((await noAdult.json()).error.fields[0]).toMatchObject({ path: "childAges" });
    const badAge = await book({ ...at, guests: 2, childAges: [18] });
    expect(badAge.status).toBe(400);
    expect((await badAge.json()).error.fields[0].path).toMatch(/^childAges/);
    expect((await book({ ...at, guests: 3, childAges: [1] })).status).toBe(200);
  });
});
