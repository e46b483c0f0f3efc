import { randomUUID } from "node:crypto";
import { call } from "./http";
import { isoDay } from "./factories";
import { paidCheckout } from "./paid-checkout";
import type { Offer } from "@/lib/suppliers/seam";

/**
 * A supplier's offer of a kind found over HTTP as a traveller finds it — a Miami transfer, a LAX car, a cabin of a
 * cruise from Miami — with the travellers its checkout asks for, and its booking through /api/orders, paid by card
 * on the provider's page (tests/api/place-time-arabic.test.ts, terms-kinds.test.ts, terms-arabic.test.ts).
 */

export type Booking = {
  product: "transfers" | "cars" | "cruises";
  offerId: string;
  expectedTotalMinor: number;
  travellers: unknown[];
  /** The offer as the search answered it (a cruise's is its cabin's, read from its sailing). */
  offer?: Offer<unknown>;
};
/** The IANA zones of the places where the item starts and, when a page tells it, ends. */
export type Zones = { start: string; end?: string };

/** The query of a search for a transfer from Miami airport on `days` ahead at 15:30 (the results page takes it too). */
export function transferQuery(days = 70): URLSearchParams {
  return new URLSearchParams({
    direction: "from-airport",
    airport: "MIA",
    address: `1200 Ocean Drive, Miami Beach ${randomUUID().slice(0, 6)}`,
    date: isoDay(days),
    time: "15:30",
    passengers: "2",
    luggage: "2",
  });
}

/** The first transfer offered for `q` (by default Miami airport to Miami Beach, 70 days ahead). */
export async function transfer(cookies: Record<string, string>, q = transferQuery()): Promise<Booking & { zones: Zones }> {
  const res = await call(`/api/transfers/offers?${q}`, { cookies });
  expect(res.status).toBe(200);
  const offer = (await res.json()).data.offers[0] as Offer<unknown>;
  const lead = { title: 2, firstName: "Layla", lastName: "Haddad", phone: "+13055550147", email: "layla@example.test" };
  // Picked up at Miami airport: the clock of Miami (America/New_York).
  return {
    product: "transfers",
    offerId: offer.id,
    expectedTotalMinor: offer.price.totalMinor,
    travellers: [lead],
    offer,
    zones: { start: "America/New_York" },
  };
}

/** The query of a car search at Los Angeles airport, `days` ahead for three days (the results page takes it too). */
export function carQuery(days: number): string {
  return `pickup=airport:LAX&pickupDate=${isoDay(days)}&pickupTime=09:00&dropoffDate=${isoDay(days + 3)}&dropoffTime=09:00&age=31-40&residence=US`;
}

/** `n`: the n-th booking of the test, on days of its own (a car booked is no longer offered); from `from` days ahead. */
export async function car(cookies: Record<string, string>, n: number, from = 71): Promise<Booking & { zones: Zones }> {
  const days = from + 5 * n;
  const res = await call(`/api/cars/search?${carQuery(days)}`, { cookies });
  expect(res.status).toBe(200);
  const offer = (await res.json()).data.results[0] as Offer<unknown>;
  const driver = {
    title: "MS",
    firstName: "Layla",
    lastName: "Haddad",
    dateOfBirth: "1988-03-14",
    phone: "+13055550147",
    email: "layla@example.test",
    flightNumber: "",
    ageRange: "31-40",
    pickupDate: isoDay(days),
  };
  // Picked up and dropped off at Los Angeles airport's desk: Pacific time.
  return {
    product: "cars",
    offerId: offer.id,
    expectedTotalMinor: offer.price.totalMinor,
    travellers: [driver],
    offer,
    zones: { start: "America/Los_Angeles", end: "America/Los_Angeles" },
  };
}

/** A two-guest cabin of the `n`-th 6-to-9-night sailing from Miami, and the sailing it is on. */
export async function cruise(cookies: Record<string, string>, n: number): Promise<Booking & { zones: Zones; sailingId: string }> {
  const res = await call(`/api/cruises/search?port=MIA&length=6-9`, { cookies });
  expect(res.status).toBe(200);
  const card = (await res.json()).data.results[n] as { sailingId: string };
  const sailing = (await (await call(`/api/cruises/sailings/${card.sailingId}`, { cookies })).json()).data as {
    cabins: { category: string; offerId: string; price: { total: { memberMinor: number } } }[];
    itinerary: { port: { code: string; timeZone: string } | null }[];
  };
  const cabin = sailing.cabins.find((c) => c.offerId.endsWith(".2"))!;
  const ports = sailing.itinerary.flatMap((d) => (d.port ? [d.port] : []));
  expect(ports[0]).toMatchObject({ code: "MIA", timeZone: "America/New_York" });
  const guest = (firstName: string, i: number) => ({
    title: "ms",
    firstName,
    lastName: "Haddad",
    dateOfBirth: "1988-03-14",
    nationality: "US",
    passportNumber: `X1234567${i}`,
    passportExpiry: "2040-01-31",
    passportCountry: "US",
  });
  // Sails from Miami on its clock; arrives on the last port's (its zone as the cruise line gives it).
  return {
    product: "cruises",
    offerId: cabin.offerId,
    expectedTotalMinor: cabin.price.total.memberMinor,
    travellers: [guest("Layla", 0), guest("Sara", 1)],
    zones: { start: "America/New_York", end: ports.at(-1)!.timeZone },
    sailingId: card.sailingId,
  };
}

/** Books the offer at the price shown — a guest's (no member price) is said by a 409, and accepted as a traveller would. */
export async function bookOffer(b: Booking, email: string, cookies: Record<string, string>, expectedTotalMinor = b.expectedTotalMinor): Promise<string> {
  const res = await paidCheckout("/api/orders", {
    cookies,
    body: {
      product: b.product,
      offerId: b.offerId,
      expectedTotalMinor,
      expectedCurrency: "USD",
      travellers: b.travellers,
      contact: { firstName: "Layla", lastName: "Haddad", email, phone: "+13055550147" },
      idempotencyKey: randomUUID(),
    },
  });
  const body = await res.json();
  if (res.status === 409 && body.error?.code === "PRICE_CHANGED" && expectedTotalMinor === b.expectedTotalMinor) {
    return bookOffer(b, email, cookies, Number(body.error.detail.newTotalMinor));
  }
  expect([res.status, body.error ?? null]).toEqual([200, null]);
  expect(body.data.status).toBe("CONFIRMED");
  return body.data.reference as string;
}
