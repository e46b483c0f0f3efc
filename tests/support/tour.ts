import { randomUUID } from "node:crypto";
import { addDays, todayIn } from "@/lib/org/calendar";
import { localToInstant } from "@/lib/suppliers/wall-clock.mjs";
import { createProperty, uniqueWord } from "./factories";
import { paidCheckout } from "./paid-checkout";

/**
 * A catalogue activity of a test's own: a tour in a town of its own, free to cancel until the day before its day's eve
 * (one free day), with one slot `ahead` days from today in its place's calendar at `local` o'clock there.
 */
export async function createTour(zone: string, ahead: number, local = "10:00") {
  const day = addDays(todayIn(zone), ahead);
  const city = uniqueWord("Tour");
  const startsAt = new Date(localToInstant(`${day}T${local}`, zone));
  const { property, slots } = await createProperty({
    productCode: "ACT",
    name: `Walking Tour ${city}`,
    city,
    timeZone: zone,
    cancellationPolicy: "FREE_CANCELLATION",
    freeCancelDays: 1,
    slots: [{ day: ahead, at: startsAt, capacity: 8, publicPriceMinor: 6_000, memberPriceMinor: 5_000 }],
  });
  /** What the tour is sold under, as the engine reads it before it is booked (lib/terms/of.ts catalogueStatement). */
  const sold = { cancellationPolicy: "FREE_CANCELLATION", freeCancelDays: 1, productCode: "ACT", timeZone: zone };
  return { day, city, startsAt, property, slot: slots[0]!, sold };
}

/** The tour's slot booked for two by a signed-in member (`cookies`), paid by card; answers the booking's reference. */
export async function bookTour(cookies: Record<string, string>, tour: { property: { id: number }; slot: { id: number } }, email: string): Promise<string> {
  const res = await paidCheckout("/api/booking/book-activity", {
    body: {
      propertyId: tour.property.id,
      slotId: tour.slot.id,
      guests: 2,
      traveler: { title: 2, firstName: "Layla", lastName: "Haddad", email },
      idempotencyKey: randomUUID(),
    },
    cookies,
  });
  expect(res.status).toBe(200);
  return (await res.json()).data.reference;
}
