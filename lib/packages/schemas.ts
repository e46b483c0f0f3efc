import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { zIsoDate } from "@/lib/zod-date";
import { zId, zInt4 } from "@/lib/zod-int";
import { ZSupplierOrderFields } from "@/lib/orders/schemas";
import { zOfferId } from "@/lib/suppliers/offer-id-shape";
import { MAX_SEATED_PASSENGERS, zFlightChildAges } from "@/lib/suppliers/flights/query";
import { isKnownPlace } from "@/lib/suppliers/flights/places";
import { MAX_ROOMS, packageSearchOf } from "./query";
import { packageBackLink } from "./links";

const isoDate = zIsoDate();

/** The parameters of a package's checkout link, each checked with a reason (the swap and a stay's page opened from a package read them). */
const packageLinkFields = {
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
};

/**
 * POST /api/packages/book: the package chosen on the results (the flight offer, the stay's room, dates, rooms and
 * travellers), the total checkout showed (re-priced before any charge), the passengers as the flight needs them
 * (lib/suppliers/flights/travellers.ts), the contact and the payment.
 */
export const ZBookPackage = ZSupplierOrderFields.omit({ product: true, offerId: true })
  .extend({
    flightOfferId: packageLinkFields.flight,
    destination: packageLinkFields.to,
    propertyId: packageLinkFields.property,
    roomTypeId: packageLinkFields.room,
    checkIn: packageLinkFields.checkin,
    checkOut: packageLinkFields.checkout,
    rooms: packageLinkFields.rooms,
    adults: packageLinkFields.adults,
    children: packageLinkFields.children,
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
/** A checkout link's flight and search as the package's choice names them (the stay's property and room apart). */
const searchOfLink = (q: Parameters<typeof packageSearchOf>[0] & { flight: string }) => ({ flightOfferId: q.flight, ...packageSearchOf(q) });

export const ZPackageSwap = z
  .object({ part: z.enum(PACKAGE_SWAP_PARTS, { error: "Swap the flight or the stay" }), ...packageLinkFields })
  .strict()
  .transform((q) => ({
    part: q.part,
    choice: { ...searchOfLink(q), propertyId: q.property, roomTypeId: q.room },
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

/**
 * The package a stay's page was opened from: the flight (the page's own `flight`) and the package's search as the way
 * back names it (a results or checkout link: to, checkin, checkout, rooms, adults, children, and from and ages when
 * given), with the room chosen now when the way back is a checkout. Anything else in the way back (filters, sort,
 * page) is the package page's own.
 */
export const ZPackageContext = z
  .object({ ...packageLinkFields, property: packageLinkFields.property.optional(), room: packageLinkFields.room.optional() })
  .refine((q) => !q.ages || q.ages.length === q.children, { path: ["ages"], message: "Give one age for each child" })
  .transform((q) => ({
    choice: searchOfLink(q),
    ...(q.property !== undefined && q.room !== undefined ? { current: { propertyId: q.property, roomTypeId: q.room } } : {}),
    ...(q.from ? { origin: q.from } : {}),
    ...(q.ages?.length ? { childAges: q.ages } : {}),
  }));
export type PackageContext = z.output<typeof ZPackageContext>;

/**
 * The package of a stay's page (`flight` and `back` beside the stay's own parameters), or null when the page was not
 * opened from a package or its link does not name one: the page is then the stay's own.
 */
export function packageContextOf(raw: Record<string, string | string[] | undefined>): PackageContext | null {
  const back = packageBackLink(raw.back);
  if (!back || typeof raw.flight !== "string") return null;
  const fromBack = Object.fromEntries([...new URLSearchParams(back.slice(back.indexOf("?") + 1))].filter(([, v]) => v !== ""));
  const parsed = ZPackageContext.safeParse({ ...fromBack, flight: raw.flight });
  return parsed.success ? parsed.data : null;
}
