import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { stayNights } from "@/lib/booking/pricing";
import { loadStay, type PricedStay } from "@/lib/booking/stay-quote";
import { catalogueTerms, type CatalogueTerms } from "@/lib/terms/catalogue";
import {
  NOTHING_AFTER_BOOKING,
  SupplierError,
  type AfterBooking,
  type HeldItem,
  type InventorySupplier,
  type Offer,
  type OrderStock,
  type Repriced,
} from "@/lib/suppliers/seam";
import { stayAskOf, stayOfferId, type StayAsk } from "./offer-id";
import { CATALOGUE, itemStatus, priceLines, sellableOffers } from "./offer";
import { giveRoomsBack, takeRooms } from "./stock";

/** A stay's facts as its order item stores them (and the order-items backfill wrote them for older bookings). */
export type StayDetails = {
  propertyId: number;
  roomTypeId: number;
  activitySlotId: null;
  guests: number;
  rooms: number;
  /** Only when there are children: a stay booked for adults carries what it always did. */
  childAges?: readonly number[];
};

/** Rooms of one property for a stay: every room type that fits the party and has rooms on every night. */
export type StayQuery = Omit<StayAsk, "roomTypeId">;

/** The offer, with the property, room and nights it was read from (names, policy, zone: what the order's pages say). */
export type StayOffer = Offer<StayDetails, CatalogueTerms> & { stay: Omit<PricedStay, "priced"> };

function stayOffer(ask: StayAsk, s: PricedStay): StayOffer {
  const { priced, ...stay } = s;
  return {
    id: stayOfferId(ask),
    kind: "STAY",
    supplier: CATALOGUE,
    title: `${s.property.name} · ${s.room.name}`,
    startsAt: `${ask.checkIn}T00:00:00Z`,
    endsAt: `${ask.checkOut}T00:00:00Z`,
    price: priceLines(priced(true)),
    publicPrice: priceLines(priced(false)),
    // With the place's zone: its deadline days are that place's calendar days (lib/terms/catalogue.ts).
    terms: catalogueTerms(s.property),
    details: {
      propertyId: ask.propertyId,
      roomTypeId: ask.roomTypeId,
      activitySlotId: null,
      guests: ask.guests,
      rooms: ask.rooms,
      ...(ask.childAges?.length ? { childAges: ask.childAges } : {}),
    },
    remaining: s.availableRooms,
    stay,
  };
}

/** The catalogue's rooms (Property, RoomType, RoomAvailability), sold through the supplier seam. */
export class CatalogueStays implements InventorySupplier<StayQuery, StayDetails, CatalogueTerms> {
  readonly name = CATALOGUE;
  readonly kind = "STAY" as const;
  readonly inDatabase = true as const;
  /** The site's own rooms: other dates of the same room (./stock.ts moves the nights) and a name corrected. */
  readonly afterBooking: AfterBooking = { ...NOTHING_AFTER_BOOKING, dateChange: true, nameCorrection: true };

  async search(query: StayQuery): Promise<StayOffer[]> {
    const rooms = await db.roomType.findMany({
      where: { propertyId: query.propertyId, property: { active: true } },
      select: { id: true },
      orderBy: { id: "asc" },
    });
    const ids = rooms.map((room) => stayOfferId({ ...query, roomTypeId: room.id }));
    return sellableOffers(
      ids,
      (id) => this.quote(id),
      (offer) => offer.stay.availableRooms >= query.rooms,
    );
  }

  /**
   * The offer as the database holds it now, whatever rooms are left (`remaining`): checkout's own checks name what
   * is wrong. Throws the catalogue's field errors (AppError) for a stay that cannot be sold.
   */
  async quote(offerId: string): Promise<StayOffer> {
    const ask = stayAskOf(offerId);
    if (!ask) throw new AppError("NOT_FOUND", "This room does not exist.");
    return stayOffer(ask, await loadStay(ask));
  }

  async reprice(offerId: string): Promise<Repriced<StayDetails, CatalogueTerms>> {
    const offer = await this.quote(offerId);
    return offer.stay.availableRooms >= offer.details.rooms ? { status: "AVAILABLE", offer } : { status: "SOLD_OUT" };
  }

  async book(tx: Prisma.TransactionClient, { offer, reference }: { offer: Offer<StayDetails, CatalogueTerms>; reference: string }) {
    const d = offer.details;
    const checkIn = offer.startsAt.slice(0, 10);
    const checkOut = offer.endsAt.slice(0, 10);
    const nights = stayNights(checkIn, checkOut).length;
    if (!(await takeRooms(tx, { roomTypeId: d.roomTypeId, rooms: d.rooms, checkIn, checkOut, nights })))
      throw new SupplierError("SOLD_OUT", "too few rooms left on a night of the stay");
    return { supplierRef: reference, status: "CONFIRMED" as const };
  }

  /** The item's own room type, rooms and nights; an item stored without them has its order's (one stay per order then). */
  async cancel(tx: Prisma.TransactionClient, item: HeldItem, order: OrderStock): Promise<void> {
    const d = (item.details ?? {}) as Partial<StayDetails>;
    const roomTypeId = typeof d.roomTypeId === "number" ? d.roomTypeId : order.roomTypeId;
    if (!roomTypeId) return;
    const rooms = typeof d.rooms === "number" && d.rooms > 0 ? d.rooms : order.rooms;
    await giveRoomsBack(tx, { roomTypeId, rooms, from: item.startsAt.toISOString().slice(0, 10), to: item.endsAt.toISOString().slice(0, 10) });
  }

  async status(supplierRef: string) {
    const item = await db.orderItem.findFirst({ where: { supplier: CATALOGUE, kind: "STAY", supplierRef }, select: { status: true } });
    return itemStatus(item?.status);
  }
}
