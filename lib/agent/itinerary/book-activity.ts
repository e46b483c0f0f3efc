import { AppError } from "@/lib/errors";
import { orgSellsProductCode } from "@/lib/booking/eligibility";
import { inventoryHold } from "@/lib/orders/inventory-items";
import type { BookingCtx, OrderLine } from "@/lib/orders/place-order";
import { catalogueActivities } from "@/lib/suppliers/catalogue";
import { slotOfferId } from "@/lib/suppliers/catalogue/offer-id";

const GONE = "Sorry, an item of this itinerary is no longer available. Nothing was charged — ask your agent for a new quote.";

type Common = Pick<OrderLine, "kind" | "title" | "startsAt" | "endsAt" | "price" | "details" | "terms">;

/**
 * An itinerary's catalogue activity as a line of its one order, at the agreed price (`common`): the slot checked
 * again — still sold here, not started, places enough — and its places taken in the hold's transaction with the same
 * catalogue supplier's booking the activity's own checkout uses (lib/orders/book-stay.ts bookSlot).
 */
export async function activityLine(
  item: { propertyId: number | null; activitySlotId: number | null; guests: number },
  common: Common,
  booker: BookingCtx,
  travellers: OrderLine["travellers"],
): Promise<OrderLine> {
  const slotId = item.activitySlotId;
  if (!slotId || !item.propertyId) throw new AppError("NO_LONGER_AVAILABLE", GONE);
  const guests = item.guests;
  const activities = catalogueActivities();
  const offer = await activities.quote(slotOfferId({ propertyId: item.propertyId, slotId, guests })).catch((error: unknown) => {
    if (error instanceof AppError) throw new AppError("NO_LONGER_AVAILABLE", GONE);
    throw error;
  });
  const { property, slot } = offer.activity;
  if (!orgSellsProductCode(booker.org.eligibleProducts, property.productCode) || slot.remaining < guests) throw new AppError("NO_LONGER_AVAILABLE", GONE);
  return {
    ...common,
    productCode: property.productCode,
    supplier: activities.name,
    offerId: null,
    travellers,
    hold: inventoryHold(activities, offer, GONE),
  };
}
