import { db } from "@/lib/db";
import { propertyPhotos } from "@/lib/booking/pictures";
import { stayNights, type StayQuote } from "@/lib/booking/pricing";
import { propertyStayQuote, roomNights } from "@/lib/booking/stay-quote";

/** The most properties of one destination a package search prices (the best rated first). */
export const MAX_STAYS = 200;

export type PackageStay = {
  property: { id: number; slug: string; name: string; city: string; countryCode: string; stars: number; image: string; productCode: string };
  room: { id: number; name: string; maxGuests: number };
  nights: number;
  quote: StayQuote;
};

/**
 * The stays of a destination a package can include: each property of the given products with a room type that
 * sleeps the guests in the rooms asked for and has those rooms free every night, priced at its cheapest such room
 * for this visitor (member or public price).
 */
export async function findPackageStays(input: {
  destinationId: number;
  productCodes: readonly string[];
  checkIn: string;
  checkOut: string;
  rooms: number;
  guests: number;
  memberPricing: boolean;
}): Promise<PackageStay[]> {
  const nights = stayNights(input.checkIn, input.checkOut);
  if (nights.length === 0 || input.productCodes.length === 0) return [];
  const properties = await db.property.findMany({
    where: { destinationId: input.destinationId, active: true, productCode: { in: [...input.productCodes] } },
    orderBy: [{ starRating: "desc" }, { id: "asc" }],
    take: MAX_STAYS,
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
      roomTypes: {
        where: { maxGuests: { gte: Math.ceil(input.guests / input.rooms) } },
        select: {
          id: true,
          name: true,
          maxGuests: true,
          publicRateMinor: true,
          memberRateMinor: true,
          availability: {
            where: { date: { gte: new Date(`${nights[0]}T00:00:00Z`), lte: new Date(`${nights.at(-1)}T00:00:00Z`) } },
            select: { date: true, available: true, publicRateMinor: true, memberRateMinor: true },
          },
        },
      },
    },
  });
  return properties.flatMap((p): PackageStay[] => {
    const priced = p.roomTypes.flatMap((room) => {
      const { rates, availableRooms } = roomNights(room, nights);
      if (availableRooms < input.rooms) return [];
      return [{ room, quote: propertyStayQuote(p, rates, input) }];
    });
    const cheapest = priced.sort((a, b) => a.quote.totalMinor - b.quote.totalMinor)[0];
    if (!cheapest) return [];
    return [
      {
        property: {
          id: p.id,
          slug: p.slug,
          name: p.name,
          city: p.city,
          countryCode: p.countryCode,
          stars: p.starRating,
          image: propertyPhotos({ id: p.id, productCode: p.productCode, images: p.images })[0]!,
          productCode: p.productCode,
        },
        room: { id: cheapest.room.id, name: cheapest.room.name, maxGuests: cheapest.room.maxGuests },
        nights: nights.length,
        quote: cheapest.quote,
      },
    ];
  });
}
