import { db } from "@/lib/db";
import { propertyPhotos } from "@/lib/booking/pictures";
import { stayNights, type StayQuote } from "@/lib/booking/pricing";
import { availableEveryNight, roomNights } from "@/lib/booking/room-rates";
import { propertyStayQuote } from "@/lib/booking/stay-quote";

export type PackageStay = {
  property: {
    id: number;
    slug: string;
    name: string;
    city: string;
    countryCode: string;
    stars: number;
    image: string;
    productCode: string;
    /** Property.propertyType (lib/booking/property-types.ts): the results' filter. */
    type: string;
    cancellationPolicy: string;
    freeCancelDays: number;
    /** The zone of the property's place, whose calendar its cancellation days are counted in (lib/terms/catalogue.ts). */
    timeZone: string | null;
  };
  room: { id: number; name: string; maxGuests: number };
  nights: number;
  quote: StayQuote;
};

/**
 * The stays of a destination a package can include: each property of the given products with a room type that
 * sleeps the guests in the rooms asked for and has those rooms free every night, priced at its cheapest such room
 * for this visitor (member or public price) — or, with `each: "room"`, every such room (a package's stay being
 * swapped, or one property's rooms chosen on its page). Two queries whatever the number of properties: the room types that fit, then their nights.
 */
export async function findPackageStays(input: {
  destinationId: number;
  productCodes: readonly string[];
  checkIn: string;
  checkOut: string;
  rooms: number;
  guests: number;
  memberPricing: boolean;
  each?: "property" | "room";
  /** Only this property's rooms (its own page opened from a package). */
  propertyId?: number;
}): Promise<PackageStay[]> {
  const nights = stayNights(input.checkIn, input.checkOut);
  if (nights.length === 0 || input.productCodes.length === 0) return [];
  const roomTypes = await db.roomType.findMany({
    where: {
      maxGuests: { gte: Math.ceil(input.guests / input.rooms) },
      property: {
        ...(input.propertyId === undefined ? {} : { id: input.propertyId }),
        destinationId: input.destinationId,
        active: true,
        productCode: { in: [...input.productCodes] },
      },
    },
    select: {
      id: true,
      name: true,
      maxGuests: true,
      property: {
        select: {
          id: true,
          slug: true,
          name: true,
          city: true,
          countryCode: true,
          starRating: true,
          images: true,
          productCode: true,
          currency: true,
          taxRateBps: true,
          feesMinor: true,
          propertyType: true,
          cancellationPolicy: true,
          freeCancelDays: true,
          destination: { select: { timeZone: true } },
        },
      },
    },
  });
  const byRoom = await roomNights(
    roomTypes.map((r) => r.id),
    input.checkIn,
    input.checkOut,
  );
  const cheapest = new Map<number, PackageStay>();
  for (const room of roomTypes) {
    const rates = byRoom.get(room.id) ?? [];
    if (!availableEveryNight(rates, nights.length, input.rooms)) continue;
    const p = room.property;
    const quote = propertyStayQuote(p, rates, input);
    const key = input.each === "room" ? -room.id : p.id;
    const known = cheapest.get(key);
    if (known && known.quote.totalMinor <= quote.totalMinor) continue;
    cheapest.set(key, {
      property: {
        id: p.id,
        slug: p.slug,
        name: p.name,
        city: p.city,
        countryCode: p.countryCode,
        stars: p.starRating,
        image: propertyPhotos({ id: p.id, productCode: p.productCode, images: p.images })[0]!,
        productCode: p.productCode,
        type: p.propertyType,
        cancellationPolicy: p.cancellationPolicy,
        freeCancelDays: p.freeCancelDays,
        timeZone: p.destination?.timeZone ?? null,
      },
      room: { id: room.id, name: room.name, maxGuests: room.maxGuests },
      nights: nights.length,
      quote,
    });
  }
  return [...cheapest.values()];
}
