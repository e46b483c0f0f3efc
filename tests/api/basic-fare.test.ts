import { randomUUID } from "node:crypto";
import { call } from "../support/http";
import { closeTestDb } from "../support/factories";
import { bookedFlight } from "../support/booked-flight";
import { dateWithDay } from "../support/flights";
import { signedIn } from "../support/itinerary";
import { signManageToken } from "@/lib/orders/guest/manage-token";
import { db, pool } from "@/lib/db";
import { closeMailTransport } from "@/lib/email";
import type { FlightDetails } from "@/lib/suppliers/flights/types";

/**
 * A fare that cannot be changed: US domestic economy flights sell Basic (the Duffel stand-in's conditions say
 * change_before_departure not allowed). The terms engine says "Changes not allowed" on the results, the checkout and
 * the trip page; the trip page offers no "Change flight" but gives the rule's sentence, the one the API's 409 gives.
 */
afterAll(async () => {
  closeMailTransport();
  await db.$disconnect();
  await pool.end();
  await closeTestDb();
});
jest.setTimeout(120_000);

const NOT_CHANGEABLE = "This fare does not allow changes: the flight cannot be changed.";

describe("a Basic fare", () => {
  it("is the cheapest fare on a US domestic flight, says 'Changes not allowed', and its booking's change is refused with the rule's sentence", async () => {
    const { user, cookies } = await signedIn({ planStatus: "ACTIVE" });
    const depart = dateWithDay(0, 50);
    const q = new URLSearchParams({ from: "JFK", to: "ORD", depart, adults: "1" });
    const found = (await (await call(`/api/flights/search?${q}`, { cookies })).json()).data.results.items as (FlightDetailsOffer & {
      fares: FlightDetailsOffer[];
    })[];
    expect(found.length).toBeGreaterThan(0);
    for (const trip of found) expect(trip.fares.map((f) => f.details.slices[0]!.fareBrand)[0]).toBe("Basic");
    const basic = found[0]!.fares[0]!;
    expect(basic.details.conditions).toMatchObject({ changeable: false, refundable: false });
    expect(basic.details.baggage.checked).toBe(0);
    const results = await (await call(`/flight/results?${new URLSearchParams({ from: "JFK", to: "ORD", depart, adults: "1" })}`, { cookies })).text();
    expect(results).toContain("Changes not allowed");

    const { reference } = await bookedFlight({ cookies, email: user.email, days: 50, brand: "Basic", from: "JFK", to: "ORD" });
    const page = await (await call(`/user/my-trips/${reference}`, { cookies })).text();
    expect(page).toContain("Changes not allowed");
    expect(page).toContain(NOT_CHANGEABLE);
    expect(page).not.toContain('data-testid="change-flight"');
    // Bags stay open to a Basic fare.
    expect(page).toContain('data-testid="add-bags"');

    const refused = await call("/api/booking/change-flight", { cookies, body: { reference, departureDate: dateWithDay(0, 52) } });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({ message: NOT_CHANGEABLE, detail: { reason: "NOT_CHANGEABLE" } });
    const confirm = await call("/api/booking/change-flight", {
      cookies,
      body: { reference, departureDate: dateWithDay(0, 52), offerId: "oco_anything", totalMinor: 0, confirm: true, idempotencyKey: randomUUID() },
    });
    expect(confirm.status).toBe(409);
  });

  it("is refused to a guest too, and a Light fare on the same route keeps its change fee", async () => {
    const { email, reference } = await bookedFlight({ days: 54, brand: "Basic", from: "JFK", to: "ORD" });
    const token = signManageToken(reference, email, new Date(Date.now() + 3_600_000));
    const refused = await call("/api/booking/manage/change-flight", { body: { token, departureDate: dateWithDay(0, 56) } });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(NOT_CHANGEABLE);
    const light = await bookedFlight({ days: 54, brand: "Light", from: "JFK", to: "ORD" });
    const { items } = await db.order.findUniqueOrThrow({ where: { reference: light.reference }, include: { items: true } });
    expect((items[0]!.details as FlightDetails).conditions).toMatchObject({ changeable: true, changePenaltyMinor: 7_500 });
  });
});

type FlightDetailsOffer = { id: string; details: FlightDetails };
