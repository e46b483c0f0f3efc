import { call } from "../support/http";
import { closeTestDb, testDb } from "../support/factories";
import { signedIn as signedInAs } from "../support/itinerary";
import { bookedFlight } from "../support/booked-flight";
import { signManageToken } from "@/lib/orders/guest/manage-token";
import { db, pool } from "@/lib/db";
import type { FlightDetails } from "@/lib/suppliers/flights/types";

/**
 * Seats after booking are not offered for a flight booked through Duffel, which sells seats only when the order is
 * created: the trip page (member) and the manage page (guest) say where they are chosen instead — at the airline's
 * online check-in, with the booking reference — and offer bags, which Duffel does add after booking. No route takes
 * a seat choice for a booked order.
 */
afterAll(async () => {
  await db.$disconnect();
  await pool.end();
  await closeTestDb();
});
jest.setTimeout(120_000);

const sentenceOf = async (reference: string) => {
  const { items } = await testDb().order.findUniqueOrThrow({ where: { reference }, include: { items: true } });
  const item = items[0]!;
  expect(item.bookingRef).toMatch(/^[A-Z0-9]{6}$/);
  const airline = (item.details as FlightDetails).airline.name;
  return `Seats: choose them at online check-in with ${airline}, booking reference ${item.bookingRef}.`;
};

describe("a Duffel-booked flight's seats after booking", () => {
  it("are chosen at the airline's check-in: the trip page says so, offers bags and no seat choice", async () => {
    const { user, cookies } = await signedInAs({ planStatus: "ACTIVE" });
    const { reference } = await bookedFlight({ cookies, email: user.email, days: 33 });
    const page = await (await call(`/user/my-trips/${reference}`, { cookies })).text();
    expect(page).toContain('data-testid="trip-seats-check-in"');
    expect(page).toContain((await sentenceOf(reference)).replace(/'/g, "&#x27;"));
    expect(page).toContain('data-testid="add-bags"');
    expect(page).not.toContain("choose-seats");
    expect(page).not.toContain("Choose or change seats");
  });

  it("is said to a guest on the manage page too", async () => {
    const { email, reference } = await bookedFlight({ days: 34 });
    const token = signManageToken(reference, email, new Date(Date.now() + 3_600_000));
    const page = await (await call(`/manage-booking/booking?token=${encodeURIComponent(token)}`)).text();
    expect(page).toContain((await sentenceOf(reference)).replace(/'/g, "&#x27;"));
    expect(page).not.toContain("choose-seats");
  });

  it("has no route that takes a seat choice for a booked order", async () => {
    const { user, cookies } = await signedInAs({ planStatus: "ACTIVE" });
    const { reference } = await bookedFlight({ cookies, email: user.email, days: 35 });
    for (const path of ["/api/booking/choose-seats", "/api/booking/manage/choose-seats"]) {
      const res = await call(path, { cookies, body: { reference, services: [{ id: "ase_anything", quantity: 1 }] } });
      expect(res.status).toBe(404);
    }
  });
});
