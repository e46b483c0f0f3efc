import { AppError } from "@/lib/errors";
import { orgSellsProductCode } from "@/lib/booking/eligibility";
import { loadSlotQuote } from "@/lib/booking/slot-quote";
import type { BookingCtx, OrderLine } from "@/lib/orders/place-order";

const GONE = "Sorry, an item of this itinerary is no longer available. Nothing was charged — ask your agent for a new quote.";

type Common = Pick<OrderLine, "kind" | "title" | "startsAt" | "endsAt" | "price" | "details" | "terms">;

/**
 * An itinerary's catalogue activity as a line of its one order, at the agreed price (`common`): the slot checked
 * again — still sold here, not started, places enough — and its places taken in the hold's transaction with the same
 * conditional update the activity's own checkout uses (lib/orders/book-stay.ts bookSlot).
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
  const loaded = await loadSlotQuote({ propertyId: item.propertyId, slotId, guests, memberPricing: true }).catch((error: unknown) => {
    if (error instanceof AppError) throw new AppError("NO_LONGER_AVAILABLE", GONE);
    throw error;
  });
  if (!orgSellsProductCode(booker.org.eligibleProducts, loaded.property.productCode) || loaded.slot.remaining < guests)
    throw new AppError("NO_LONGER_AVAILABLE", GONE);
  return {
    ...common,
    productCode: loaded.property.productCode,
    supplier: "catalogue",
    offerId: null,
    travellers,
    hold: async (tx) => {
      const held =
        await tx.$executeRaw`UPDATE "ActivitySlot" SET remaining = remaining - ${guests} WHERE id = ${slotId} AND remaining >= ${guests} AND "startsAt" > now()`;
      if (held !== 1) throw new AppError("NO_LONGER_AVAILABLE", GONE);
    },
  };
}
