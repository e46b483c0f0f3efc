import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { activityUnit } from "./activity-pricing";
import { placeDay } from "./place-day";
import { quoteStay, type StayQuote } from "./pricing";

export type LoadedSlot = {
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
    timeZone: string;
  };
  slot: { id: number; startsAt: Date; remaining: number; capacity: number };
  /** The activity's day (its start's date at its place, ./place-day.ts), the reservation's check-in and check-out. */
  day: string;
  quote: StayQuote;
};

export type SlotAsked = { propertyId: number; slotId: number; guests: number };

/** A slot read once and priced either way: the catalogue's supplier (lib/suppliers/catalogue) offers both prices. */
export type PricedSlot = Omit<LoadedSlot, "quote"> & { priced: (memberPricing: boolean) => StayQuote };

/** The price and places left of one activity slot, priced like search and details do (activityUnit). */
export async function loadSlotQuote(input: SlotAsked & { memberPricing: boolean }): Promise<LoadedSlot> {
  const { priced, ...slot } = await loadSlot(input);
  return { ...slot, quote: priced(input.memberPricing) };
}

/** One activity slot from the database, at the public and the member price. */
export async function loadSlot(input: SlotAsked): Promise<PricedSlot> {
  const slot = await db.activitySlot.findUnique({
    where: { id: input.slotId },
    include: { property: { include: { destination: { select: { timeZone: true } } } } },
  });
  if (!slot || slot.propertyId !== input.propertyId || !slot.property.active || slot.property.productCode !== "ACT")
    throw new AppError("NOT_FOUND", "This activity does not exist.");
  if (slot.startsAt.getTime() <= Date.now()) throw new AppError("NO_LONGER_AVAILABLE", "Sorry, this activity has already started.");
  const p = slot.property;
  const timeZone = p.destination?.timeZone ?? "UTC";
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
      timeZone,
    },
    slot: { id: slot.id, startsAt: slot.startsAt, remaining: slot.remaining, capacity: slot.capacity },
    day: placeDay(slot.startsAt, timeZone),
    priced: (memberPricing) => quoteStay({ ...activityUnit(slot, input.guests, { ...p, timeZone }), memberPricing }),
  };
}
