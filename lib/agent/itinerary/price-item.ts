import { AppError } from "@/lib/errors";
import { orgSellsProductCode } from "@/lib/booking/eligibility";
import { loadStayQuote } from "@/lib/booking/stay-quote";
import type { StayQuote } from "@/lib/booking/pricing";
import { countOf, kindTravellers, soldKindModule, supplierFailure } from "@/lib/orders/book-supplier-item";
import { minCheckinDate } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { PRODUCTS, type ItemKind } from "@/lib/products/codes";
import { catalogueTerms } from "@/lib/terms/catalogue";
import type { AddItineraryItemInput } from "../schemas";
import { priceActivityItem } from "./price-activity";
import { offerWithExtras } from "../offer-extras";

const SOLD_OUT = "Sorry, this offer is no longer available. Please choose another one.";
const ROOM_GONE = "Sorry, this room is no longer available for these dates.";

/** An item as an itinerary keeps it: priced for the client now, with its facts and cancellation terms. */
export type PricedItem = {
  kind: ItemKind;
  product: string | null;
  offerId: string | null;
  propertyId: number | null;
  roomTypeId: number | null;
  activitySlotId: number | null;
  title: string;
  startsAt: Date;
  endsAt: Date;
  checkIn: Date;
  checkOut: Date;
  guests: number;
  childAges: number[];
  details: object;
  terms: object;
  travellers: object | undefined;
  currency: string;
  baseMinor: number;
  taxesMinor: number;
  feesMinor: number;
  totalMinor: number;
};

function tooEarly(org: OrgConfig, day: string, path: string) {
  if (day >= minCheckinDate(org)) return;
  const message = `The earliest check-in date is ${minCheckinDate(org)}`;
  throw new AppError("VALIDATION_FAILED", message, { fields: [{ path, message }] });
}

/** A catalogue price (a stay's or an activity's) as an item keeps it. */
export const catalogueMoney = (q: StayQuote) => ({
  currency: q.currency,
  baseMinor: q.subtotalMinor,
  taxesMinor: q.taxesMinor,
  feesMinor: q.feesMinor,
  totalMinor: q.totalMinor,
});

const dayOf = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/**
 * Prices one item for the client as the single quotes do: a catalogue room from today's rates and availability, a
 * supplier's offer re-priced with its supplier (sold out ends here), with the travellers checked by the kind's rules.
 */
export async function priceItineraryItem(org: OrgConfig, item: AddItineraryItemInput["item"], memberPricing: boolean): Promise<PricedItem> {
  if (item.type === "activity") return priceActivityItem(org, item, memberPricing, (day, path) => tooEarly(org, day, path));
  if (item.type === "stay") {
    tooEarly(org, item.checkIn, "item.checkIn");
    const stay = await loadStayQuote({ ...item, rooms: 1, memberPricing });
    if (!orgSellsProductCode(org.eligibleProducts, stay.property.productCode)) throw new AppError("NOT_FOUND", "This property is not offered on this site.");
    if (stay.availableRooms < 1) throw new AppError("NO_LONGER_AVAILABLE", ROOM_GONE);
    const q = stay.quote;
    return {
      kind: "STAY",
      product: null,
      offerId: null,
      propertyId: stay.property.id,
      roomTypeId: stay.room.id,
      activitySlotId: null,
      title: `${stay.property.name} · ${stay.room.name}`,
      startsAt: dayOf(item.checkIn),
      endsAt: dayOf(item.checkOut),
      checkIn: dayOf(item.checkIn),
      checkOut: dayOf(item.checkOut),
      guests: item.guests,
      childAges: item.childAges,
      // The ages go with the booked item as a stay booking stores them (lib/orders/book-stay.ts), only when given.
      details: {
        propertyId: stay.property.id,
        roomTypeId: stay.room.id,
        activitySlotId: null,
        guests: item.guests,
        rooms: 1,
        city: stay.property.city,
        ...(item.childAges.length ? { childAges: item.childAges } : {}),
      },
      terms: catalogueTerms(stay.property),
      travellers: undefined,
      ...catalogueMoney(q),
    };
  }
  const mod = soldKindModule(item.product, org);
  const travellers = kindTravellers(mod, item.travellers);
  const repriced = await mod
    .supplier()
    .reprice(item.offerId)
    .catch((error: unknown) => {
      throw supplierFailure(error);
    });
  if (repriced.status === "SOLD_OUT") throw new AppError("NO_LONGER_AVAILABLE", SOLD_OUT);
  const offer = repriced.offer;
  tooEarly(org, offer.startsAt.slice(0, 10), "item.offerId");
  const problems = mod.offerTravellerProblems?.(offer, travellers) ?? [];
  if (problems.length > 0) {
    throw new AppError("VALIDATION_FAILED", undefined, { fields: problems.map((f) => ({ ...f, path: f.path ? `travellers.${f.path}` : "travellers" })) });
  }
  const { price, details } = await offerWithExtras(mod, offer, item.services, travellers, memberPricing);
  return {
    kind: PRODUCTS[item.product].kind,
    product: item.product,
    offerId: offer.id,
    propertyId: null,
    roomTypeId: null,
    activitySlotId: null,
    title: offer.title,
    startsAt: new Date(offer.startsAt),
    endsAt: new Date(offer.endsAt),
    checkIn: dayOf(offer.startsAt),
    checkOut: dayOf(offer.endsAt),
    guests: Math.max(1, countOf(travellers)),
    childAges: [],
    details,
    terms: offer.terms,
    travellers: travellers as object,
    currency: price.currency,
    baseMinor: price.baseMinor,
    taxesMinor: price.taxesMinor,
    feesMinor: price.feesMinor,
    totalMinor: price.totalMinor,
  };
}
