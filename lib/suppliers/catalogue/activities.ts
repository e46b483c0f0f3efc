import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { loadSlot, type PricedSlot } from "@/lib/booking/slot-quote";
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
import { slotAskOf, slotOfferId, type SlotAsk } from "./offer-id";
import { CATALOGUE, itemStatus, priceLines, sellableOffers } from "./offer";
import { givePlacesBack, takePlaces } from "./stock";

/** An activity's facts as its order item stores them: the slot, the party, and its place's zone (its time is told there). */
export type ActivityDetails = { propertyId: number; roomTypeId: null; activitySlotId: number; guests: number; rooms: 1; timeZone: string };

/** The slots of one activity not started yet with places for the party. */
export type ActivityQuery = { propertyId: number; guests: number };

/** The offer, with the activity, slot and day it was read from (names, policy, zone: what the order's pages say). */
export type ActivityOffer = Offer<ActivityDetails, CatalogueTerms> & { activity: Omit<PricedSlot, "priced"> };

function activityOffer(ask: SlotAsk, s: PricedSlot): ActivityOffer {
  const { priced, ...activity } = s;
  const at = s.slot.startsAt.toISOString();
  return {
    id: slotOfferId(ask),
    kind: "ACTIVITY",
    supplier: CATALOGUE,
    title: s.property.name,
    startsAt: at,
    endsAt: at,
    price: priceLines(priced(true)),
    publicPrice: priceLines(priced(false)),
    // With the zone: the activity's day and its last free day are its place's calendar days (loadSlot's `day`).
    terms: catalogueTerms(s.property),
    details: { propertyId: ask.propertyId, roomTypeId: null, activitySlotId: ask.slotId, guests: ask.guests, rooms: 1, timeZone: s.property.timeZone },
    remaining: s.slot.remaining,
    activity,
  };
}

/** The catalogue's activities (Property, ActivitySlot), sold through the supplier seam. */
export class CatalogueActivities implements InventorySupplier<ActivityQuery, ActivityDetails, CatalogueTerms> {
  readonly name = CATALOGUE;
  readonly kind = "ACTIVITY" as const;
  readonly inDatabase = true as const;
  /** A participant's name corrected; another day is another slot, booked anew. */
  readonly afterBooking: AfterBooking = { ...NOTHING_AFTER_BOOKING, nameCorrection: true };

  async search(query: ActivityQuery): Promise<ActivityOffer[]> {
    const slots = await db.activitySlot.findMany({
      where: { propertyId: query.propertyId, startsAt: { gt: new Date() }, remaining: { gte: query.guests } },
      select: { id: true },
      orderBy: { startsAt: "asc" },
      take: 50,
    });
    const ids = slots.map((slot) => slotOfferId({ ...query, slotId: slot.id }));
    return sellableOffers(
      ids,
      (id) => this.quote(id),
      () => true,
    );
  }

  /**
   * The offer as the database holds it now, whatever places are left (`remaining`). Throws the catalogue's own
   * reasons (AppError): no such activity, or one that has started.
   */
  async quote(offerId: string): Promise<ActivityOffer> {
    const ask = slotAskOf(offerId);
    if (!ask) throw new AppError("NOT_FOUND", "This activity does not exist.");
    return activityOffer(ask, await loadSlot(ask));
  }

  async reprice(offerId: string): Promise<Repriced<ActivityDetails, CatalogueTerms>> {
    const offer = await this.quote(offerId).catch((error: unknown) => {
      // Started since it was chosen: nothing left to sell.
      if (error instanceof AppError && error.code === "NO_LONGER_AVAILABLE") return null;
      throw error;
    });
    return offer && offer.activity.slot.remaining >= offer.details.guests ? { status: "AVAILABLE", offer } : { status: "SOLD_OUT" };
  }

  async book(tx: Prisma.TransactionClient, { offer, reference }: { offer: Offer<ActivityDetails, CatalogueTerms>; reference: string }) {
    if (!(await takePlaces(tx, { slotId: offer.details.activitySlotId, guests: offer.details.guests })))
      throw new SupplierError("SOLD_OUT", "too few places left on the slot, or it has started");
    return { supplierRef: reference, status: "CONFIRMED" as const };
  }

  /** The item's own slot and party; an item stored without them has its order's (one activity per order then). */
  async cancel(tx: Prisma.TransactionClient, item: HeldItem, order: OrderStock): Promise<void> {
    const d = (item.details ?? {}) as Partial<ActivityDetails>;
    const slotId = typeof d.activitySlotId === "number" ? d.activitySlotId : order.activitySlotId;
    if (!slotId) return;
    const guests = typeof d.guests === "number" && d.guests > 0 ? d.guests : order.guests;
    await givePlacesBack(tx, { slotId, guests });
  }

  async status(supplierRef: string) {
    const item = await db.orderItem.findFirst({ where: { supplier: CATALOGUE, kind: "ACTIVITY", supplierRef }, select: { status: true } });
    return itemStatus(item?.status);
  }
}
