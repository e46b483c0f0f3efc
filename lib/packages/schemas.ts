import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { zId, zInt4 } from "@/lib/zod-int";
import { ZSupplierOrderFields } from "@/lib/orders/schemas";
import { zOfferId } from "@/lib/suppliers/offer-id-shape";
import { MAX_SEATED_PASSENGERS, zFlightChildAges } from "@/lib/suppliers/flights/query";
import { isKnownPlace } from "@/lib/suppliers/flights/places";
import { MAX_ROOMS } from "./query";

const isoDate = zText().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2027-01-31");

/**
 * POST /api/packages/book: the package chosen on the results (the flight offer, the stay's room, dates, rooms and
 * travellers), the total checkout showed (re-priced before any charge), the passengers as the flight needs them
 * (lib/suppliers/flights/travellers.ts), the contact and the payment.
 */
export const ZBookPackage = ZSupplierOrderFields.omit({ product: true, offerId: true })
  .extend({
    flightOfferId: zOfferId("flight", "Choose a flight"),
    destination: zText()
      .trim()
      .regex(/^[a-z0-9-]{1,80}$/, "Choose a destination from the list"),
    propertyId: zId,
    roomTypeId: zId,
    checkIn: isoDate,
    checkOut: isoDate,
    rooms: zInt4({ min: 1, max: MAX_ROOMS, message: `Use 1 to ${MAX_ROOMS} rooms` }),
    adults: zInt4({ min: 1, max: MAX_SEATED_PASSENGERS, message: `At least 1 and at most ${MAX_SEATED_PASSENGERS} adults` }),
    children: zInt4({ min: 0, max: MAX_SEATED_PASSENGERS - 1, message: "Use 0 to 8 children" }).default(0),
  })
  .strict();
export type BookPackageInput = z.infer<typeof ZBookPackage>;

/** The package a checkout link names (/packages/checkout?flight=&to=&property=&room=&checkin=&checkout=&rooms=&adults=&children=). */
export function packageChoiceOf(raw: Record<string, string | string[] | undefined>) {
  const one = (k: string) => (typeof raw[k] === "string" ? raw[k] : undefined);
  const parsed = ZBookPackage.pick({
    flightOfferId: true,
    destination: true,
    propertyId: true,
    roomTypeId: true,
    checkIn: true,
    checkOut: true,
    rooms: true,
    adults: true,
    children: true,
  }).safeParse({
    flightOfferId: one("flight"),
    destination: one("to"),
    propertyId: one("property"),
    roomTypeId: one("room"),
    checkIn: one("checkin"),
    checkOut: one("checkout"),
    rooms: one("rooms"),
    adults: one("adults"),
    children: one("children"),
  });
  return parsed.success ? parsed.data : null;
}

export const PACKAGE_SWAP_PARTS = ["flight", "stay"] as const;
export type PackageSwapPart = (typeof PACKAGE_SWAP_PARTS)[number];

/**
 * GET /api/packages/swap and the checkout's "Change flight" / "Change stay": the package as its checkout link names it
 * (flight, to, property, room, checkin, checkout, rooms, adults, children), the part to swap, and for the flight the
 * search's `from` (an airport or city code; the current flight's airport without it) and the children's `ages`.
 */
export const ZPackageSwap = z
  .object({
    part: z.enum(PACKAGE_SWAP_PARTS, { error: "Swap the flight or the stay" }),
    flight: zOfferId("flight", "Choose a flight"),
    to: zText()
      .trim()
      .regex(/^[a-z0-9-]{1,80}$/, "Choose a destination from the list"),
    property: zId,
    room: zId,
    checkin: isoDate,
    checkout: isoDate,
    rooms: zInt4({ min: 1, max: MAX_ROOMS, message: `Use 1 to ${MAX_ROOMS} rooms` }),
    adults: zInt4({ min: 1, max: MAX_SEATED_PASSENGERS, message: `At least 1 and at most ${MAX_SEATED_PASSENGERS} adults` }),
    children: zInt4({ min: 0, max: MAX_SEATED_PASSENGERS - 1, message: "Use 0 to 8 children" }).default(0),
    from: zText()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, "Choose an airport or city from the list")
      .refine(isKnownPlace, "We do not know this airport or city code")
      .optional(),
    ages: zFlightChildAges,
  })
  .strict()
  .transform((q) => ({
    part: q.part,
    choice: {
      flightOfferId: q.flight,
      destination: q.to,
      propertyId: q.property,
      roomTypeId: q.room,
      checkIn: q.checkin,
      checkOut: q.checkout,
      rooms: q.rooms,
      adults: q.adults,
      children: q.children,
    },
    ...(q.from ? { origin: q.from } : {}),
    ...(q.ages?.length ? { childAges: q.ages } : {}),
  }));
export type PackageSwapInput = z.output<typeof ZPackageSwap>;

/** The swap a checkout link asks for (`swap=flight|stay` beside the package's own parameters), or null. */
export function packageSwapOf(raw: Record<string, string | string[] | undefined>): PackageSwapInput | null {
  const keys = ["flight", "to", "property", "room", "checkin", "checkout", "rooms", "adults", "children", "from", "ages"] as const;
  const given = Object.fromEntries(keys.flatMap((k) => (typeof raw[k] === "string" && raw[k] !== "" ? [[k, raw[k]]] : [])));
  const parsed = ZPackageSwap.safeParse({ ...given, part: raw.swap });
  return parsed.success ? parsed.data : null;
}
