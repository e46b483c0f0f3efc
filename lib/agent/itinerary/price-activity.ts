import { AppError } from "@/lib/errors";
import { orgSellsProductCode } from "@/lib/booking/eligibility";
import { loadSlotQuote } from "@/lib/booking/slot-quote";
import { catalogueTerms } from "@/lib/terms/catalogue";
import type { OrgConfig } from "@/lib/org/org-config";
import { catalogueMoney, type PricedItem } from "./price-item";

const FULL = "Sorry, there are not enough places left on this activity.";

/**
 * A catalogue activity's slot as an itinerary item: priced as its own checkout prices it (the client's member price
 * when they have one), with its place's zone in its details and terms, so its time and its last free day are told on
 * the activity's clock wherever the item is shown, and the booking finds what it must hold.
 */
export async function priceActivityItem(
  org: OrgConfig,
  item: { propertyId: number; slotId: number; guests: number },
  memberPricing: boolean,
  tooEarly: (day: string, path: string) => void,
): Promise<PricedItem> {
  const activity = await loadSlotQuote({ ...item, memberPricing });
  tooEarly(activity.day, "item.slotId");
  if (!orgSellsProductCode(org.eligibleProducts, activity.property.productCode)) throw new AppError("NOT_FOUND", "This activity is not offered on this site.");
  if (activity.slot.remaining < item.guests) throw new AppError("NO_LONGER_AVAILABLE", FULL);
  const day = new Date(`${activity.day}T00:00:00Z`);
  return {
    kind: "ACTIVITY",
    product: null,
    offerId: null,
    propertyId: activity.property.id,
    roomTypeId: null,
    activitySlotId: activity.slot.id,
    title: activity.property.name,
    startsAt: activity.slot.startsAt,
    endsAt: activity.slot.startsAt,
    checkIn: day,
    checkOut: day,
    guests: item.guests,
    childAges: [],
    // As the activity's own booking stores them (lib/orders/book-stay.ts bookSlot).
    details: {
      propertyId: activity.property.id,
      roomTypeId: null,
      activitySlotId: activity.slot.id,
      guests: item.guests,
      rooms: 1,
      city: activity.property.city,
      timeZone: activity.property.timeZone,
    },
    terms: catalogueTerms(activity.property),
    travellers: undefined,
    ...catalogueMoney(activity.quote),
  };
}
