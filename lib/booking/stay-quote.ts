import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { quoteStay, stayNights, type NightRate, type StayQuote } from "./pricing";
import { roomGuests, roomsFit } from "./occupancy";

export const MAX_NIGHTS = 30;

export type LoadedStay = {
  property: {
    id: number;
    name: string;
    slug: string;
    productCode: string;
    currency: string;
    city: string;
    countryCode: string;
    images: string[];
    cancellationPolicy: string;
    freeCancelDays: number;
    taxRateBps: number;
    /** The zone of the property's place (its destination's; UTC, named so, where it has none: lib/orders/item-zone.ts). */
    timeZone: string;
  };
  room: { id: number; name: string; maxGuests: number };
  nights: string[];
  /** Fewest rooms left over the stay. */
  availableRooms: number;
  quote: StayQuote;
};

export type StayAsked = {
  propertyId: number;
  roomTypeId: number;
  checkIn: string;
  checkOut: string;
  rooms: number;
  /** Everyone, adults and children. */
  guests: number;
  /** Each child's age (./occupancy.ts): children under 2 take no bed. */
  childAges?: readonly number[];
};

/** A stay read once and priced either way: the catalogue's supplier (lib/suppliers/catalogue) offers both prices. */
export type PricedStay = Omit<LoadedStay, "quote"> & { priced: (memberPricing: boolean) => StayQuote };

/** The price and availability of one room type for a stay, from the database: what checkout shows and booking charges. */
export async function loadStayQuote(input: StayAsked & { memberPricing: boolean }): Promise<LoadedStay> {
  const { priced, ...stay } = await loadStay(input);
  return { ...stay, quote: priced(input.memberPricing) };
}

/** One room type's stay from the database, at the public and the member price. */
export async function loadStay(input: StayAsked): Promise<PricedStay> {
  const childAges = input.childAges ?? [];
  if (childAges.length >= input.guests)
    throw new AppError("VALIDATION_FAILED", undefined, {
      fields: [{ path: "childAges", message: "Guests counts adults and children: give fewer ages than guests" }],
    });
  if (input.rooms > input.guests - childAges.length)
    throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: "rooms", message: "Each room needs at least one adult" }] });
  const nights = stayNights(input.checkIn, input.checkOut);
  if (nights.length === 0) throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: "checkOut", message: "Check-out must be after check-in" }] });
  if (nights.length > MAX_NIGHTS)
    throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: "checkOut", message: `A stay may be at most ${MAX_NIGHTS} nights` }] });
  const room = await db.roomType.findUnique({
    where: { id: input.roomTypeId },
    include: {
      property: { include: { destination: { select: { timeZone: true } } } },
      availability: { where: { date: { gte: new Date(`${nights[0]}T00:00:00Z`), lte: new Date(`${nights.at(-1)}T00:00:00Z`) } }, orderBy: { date: "asc" } },
    },
  });
  if (!room || room.propertyId !== input.propertyId || !room.property.active) throw new AppError("NOT_FOUND", "This room does not exist.");
  if (!roomsFit(room.maxGuests, input.rooms, input.guests, childAges)) {
    const message = `This room sleeps at most ${room.maxGuests} guests per room (children under 2 are not counted; ${roomGuests(input.guests, childAges)} are)`;
    throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: "guests", message }] });
  }
  const byDate = new Map(room.availability.map((a) => [a.date.toISOString().slice(0, 10), a]));
  const rates: NightRate[] = [];
  let availableRooms = Number.MAX_SAFE_INTEGER;
  for (const night of nights) {
    const a = byDate.get(night);
    availableRooms = Math.min(availableRooms, a?.available ?? 0);
    rates.push({ date: night, publicRateMinor: a?.publicRateMinor ?? room.publicRateMinor, memberRateMinor: a?.memberRateMinor ?? room.memberRateMinor });
  }
  const p = room.property;
  return {
    property: {
      id: p.id,
      name: p.name,
      slug: p.slug,
      productCode: p.productCode,
      currency: p.currency,
      city: p.city,
      countryCode: p.countryCode,
      images: p.images,
      cancellationPolicy: p.cancellationPolicy,
      freeCancelDays: p.freeCancelDays,
      taxRateBps: p.taxRateBps,
      timeZone: p.destination?.timeZone ?? "UTC",
    },
    room: { id: room.id, name: room.name, maxGuests: room.maxGuests },
    nights,
    availableRooms,
    priced: (memberPricing) => propertyStayQuote(p, rates, { rooms: input.rooms, memberPricing }),
  };
}

/** A stay at a property's currency, tax rate and fees per room. */
export function propertyStayQuote(
  p: { currency: string; taxRateBps: number; feesMinor: number },
  nights: NightRate[],
  stay: { rooms: number; memberPricing: boolean },
): StayQuote {
  return quoteStay({
    nights,
    rooms: stay.rooms,
    currency: p.currency,
    taxRateBps: p.taxRateBps,
    feesMinorPerRoom: p.feesMinor,
    memberPricing: stay.memberPricing,
  });
}
