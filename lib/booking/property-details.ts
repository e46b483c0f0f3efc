import { cache } from "react";
import { db } from "@/lib/db";
import { rateSnapshot } from "@/lib/locale/rates";
import type { OrgConfig } from "@/lib/org/org-config";
import { activityUnit } from "./activity-pricing";
import { placeDaysSpan } from "./place-day";
import { displayCurrencyFor, priceView, type PriceView } from "./display-price";
import { isPropertyShown } from "./eligibility";
import { stayNights } from "./pricing";
import { availableEveryNight, roomNights } from "./room-rates";
import { roomCheckoutHref, slotCheckoutHref, type StayParams } from "./search-url";
import { propertyPhotos, roomPhoto } from "./pictures";
import { roomsFit } from "./occupancy";

export type RoomOffer = {
  id: number;
  name: string;
  description: string | null;
  beds: string | null;
  maxGuests: number;
  /** available: bookable for every night; sold-out: some night lacks the rooms; too-small: the guests do not fit. */
  status: "available" | "sold-out" | "too-small";
  /** Fewest rooms left on any night of the stay (available rooms only). */
  roomsLeft: number | null;
  price: PriceView | null;
  checkoutHref: string | null;
  /** A picture of the room type (picked by its id: room types have no picture column). */
  image: string;
};

export type SlotOffer = {
  id: number;
  startsAt: string;
  capacity: number;
  remaining: number;
  status: "available" | "full";
  price: PriceView;
  checkoutHref: string | null;
};

export type PropertyDetails = {
  property: {
    id: number;
    slug: string;
    productCode: string;
    name: string;
    description: string;
    address: string;
    city: string;
    region: string | null;
    countryCode: string;
    latitude: number;
    longitude: number;
    stars: number;
    images: string[];
    amenities: string[];
    currency: string;
    cancellationPolicy: "FREE_CANCELLATION" | "PARTIAL_REFUND" | "NON_REFUNDABLE";
    freeCancelDays: number;
    timeZone: string;
  };
  rooms: RoomOffer[];
  slots: SlotOffer[];
  currency: string;
};

const MAX_SLOTS = 40;

/** A property with its rooms, read once per request: the page's title (property-name.ts) and its body both need it. */
export const readPropertyRow = cache((id: number) =>
  db.property.findUnique({
    where: { id },
    include: { roomTypes: { orderBy: [{ publicRateMinor: "asc" }, { id: "asc" }] }, destination: { select: { timeZone: true } } },
  }),
);

/**
 * A property's page for a stay: its rooms with availability and prices for those dates (or an activity's slots in
 * that period), each bookable one with its checkout link. Null when there is no such active property or the org does
 * not sell its product (the page answers 404).
 */
export async function getPropertyDetails(input: {
  id: number;
  org: Pick<OrgConfig, "eligibleProducts" | "displayPrice">;
  stay: StayParams;
  memberPricing: boolean;
  currency: string;
}): Promise<PropertyDetails | null> {
  const row = await readPropertyRow(input.id);
  if (!row || !isPropertyShown(input.org, row)) return null;
  const rates = await rateSnapshot();
  const currency = displayCurrencyFor(input.currency.toUpperCase(), rates);
  const opts = { displayPrice: input.org.displayPrice, currency, rates };
  const { stay } = input;
  const property: PropertyDetails["property"] = {
    id: row.id,
    slug: row.slug,
    productCode: row.productCode,
    name: row.name,
    description: row.description,
    address: row.address,
    city: row.city,
    region: row.region,
    countryCode: row.countryCode,
    latitude: row.latitude,
    longitude: row.longitude,
    stars: row.starRating,
    images: propertyPhotos(row),
    amenities: row.amenities,
    currency: row.currency,
    cancellationPolicy: row.cancellationPolicy,
    freeCancelDays: row.freeCancelDays,
    timeZone: row.destination?.timeZone ?? "UTC",
  };

  if (row.productCode === "ACT") {
    const slots = await db.activitySlot.findMany({
      where: {
        propertyId: row.id,
        // The searched days are the activity's place's calendar days (lib/booking/place-day.ts).
        startsAt: placeDaysSpan(stay.checkIn, stay.checkOut, property.timeZone),
      },
      orderBy: { startsAt: "asc" },
      take: MAX_SLOTS,
    });
    return {
      property,
      rooms: [],
      currency,
      slots: slots.map((s) => {
        const open = s.remaining >= stay.guests;
        return {
          id: s.id,
          startsAt: s.startsAt.toISOString(),
          capacity: s.capacity,
          remaining: s.remaining,
          status: open ? "available" : "full",
          price: priceView(activityUnit(s, stay.guests, { ...row, timeZone: property.timeZone }), input.memberPricing, opts),
          checkoutHref: open ? slotCheckoutHref(row.id, s.id, stay.guests) : null,
        };
      }),
    };
  }

  const expected = stayNights(stay.checkIn, stay.checkOut).length;
  const nightsByRoom = await roomNights(
    row.roomTypes.map((r) => r.id),
    stay.checkIn,
    stay.checkOut,
  );
  const rooms = row.roomTypes.map((r): RoomOffer => {
    const nights = nightsByRoom.get(r.id) ?? [];
    const base = { id: r.id, name: r.name, description: r.description, beds: r.beds, maxGuests: r.maxGuests, image: roomPhoto(r.id) };
    if (!roomsFit(r.maxGuests, stay.rooms, stay.guests, stay.childAges))
      return { ...base, status: "too-small", roomsLeft: null, price: null, checkoutHref: null };
    if (!availableEveryNight(nights, expected, stay.rooms)) return { ...base, status: "sold-out", roomsLeft: null, price: null, checkoutHref: null };
    const unit = { nights, rooms: stay.rooms, currency: row.currency, taxRateBps: row.taxRateBps, feesMinorPerRoom: row.feesMinor };
    return {
      ...base,
      status: "available",
      roomsLeft: Math.min(...nights.map((n) => n.available)),
      price: priceView(unit, input.memberPricing, opts),
      checkoutHref: roomCheckoutHref(row.id, r.id, stay),
    };
  });
  return { property, rooms, slots: [], currency };
}
