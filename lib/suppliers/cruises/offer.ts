import type { Offer } from "@/lib/suppliers/seam";
import { CABIN_CATEGORIES, type CabinCategory } from "./fleet";
import { cabinsLeft, farePerPerson, SOLD_OUT_AT_CHECKOUT, soldElsewhere } from "./inventory";
import { CURRENCY, sailingById, type Sailing } from "./sailings";
import { cruiseTerms, refundSchedule } from "./terms";
import { MAX_GUESTS, type CruiseDetails } from "./types";

/**
 * An offer is one cabin category of one sailing for a number of guests; its id says all three
 * ("CAR-202703-05.balcony.2"), so re-pricing and booking need nothing else.
 */
export type CruiseOffer = Offer<CruiseDetails>;

export function offerId(sailing: Pick<Sailing, "id">, category: CabinCategory, guests: number): string {
  return `${sailing.id}.${category}.${guests}`;
}

export function parseOfferId(id: string): { sailing: Sailing; category: CabinCategory; guests: number } | null {
  const m = /^([A-Z]{3}-\d{6}-\d{2})\.([a-z]+)\.(\d)$/.exec(id);
  if (!m) return null;
  const sailing = sailingById(m[1]!);
  const category = m[2] as CabinCategory;
  const guests = Number(m[3]);
  if (!sailing || !CABIN_CATEGORIES.includes(category) || guests < 1 || guests > MAX_GUESTS) return null;
  return { sailing, category, guests };
}

/** What the sandbox says is left: the sold-out trigger's suite shows its last cabin until the trigger takes it. */
export function remainingOf(sailing: Sailing, category: CabinCategory): number {
  if (soldElsewhere(sailing, category)) return 0;
  const left = cabinsLeft(sailing, category);
  return sailing.seq === SOLD_OUT_AT_CHECKOUT.seq && category === SOLD_OUT_AT_CHECKOUT.category ? Math.min(1, left) : left;
}

/** Fare × guests, plus taxes and port fees per guest: every amount in whole minor units of US dollars. */
export function buildOffer(sailing: Sailing, category: CabinCategory, guests: number): CruiseOffer {
  const cabin = sailing.cabins[category];
  const pricePerPersonMinor = farePerPerson(sailing, category);
  const baseMinor = pricePerPersonMinor * guests;
  const taxesMinor = sailing.taxesPerPersonMinor * guests;
  const feesMinor = sailing.portFeesPerPersonMinor * guests;
  const details: CruiseDetails = {
    sailingId: sailing.id,
    line: { code: sailing.line.code, name: sailing.line.name },
    ship: {
      code: sailing.ship.code,
      name: sailing.ship.name,
      built: sailing.ship.built,
      grossTonnage: sailing.ship.grossTonnage,
      guests: sailing.ship.guests,
      decks: sailing.ship.decks,
    },
    region: sailing.region,
    nights: sailing.nights,
    departurePort: sailing.departurePort.name,
    arrivalPort: sailing.arrivalPort.name,
    departureDate: sailing.departureDate,
    arrivalDate: sailing.arrivalDate,
    itinerary: sailing.itinerary,
    international: sailing.international,
    cabin: {
      category,
      maxGuests: cabin.maxGuests,
      sizeM2: cabin.sizeM2,
      decks: cabin.decks,
      pricePerPersonMinor,
    },
    guests,
    included: [...sailing.line.included],
    refunds: refundSchedule(sailing.startsAt),
  };
  return {
    id: offerId(sailing, category, guests),
    kind: "CRUISE",
    supplier: "sandbox",
    title: `${sailing.ship.name}: ${routeSummary(sailing)}`,
    startsAt: sailing.startsAt,
    endsAt: sailing.endsAt,
    price: { currency: CURRENCY, baseMinor, taxesMinor, feesMinor, totalMinor: baseMinor + taxesMinor + feesMinor },
    terms: cruiseTerms(sailing.startsAt),
    details,
    remaining: remainingOf(sailing, category),
  };
}

/** "Miami → Nassau → Cozumel → Miami": the ports in order, sea days left out. */
export function routeSummary(sailing: Pick<Sailing, "itinerary">): string {
  return sailing.itinerary
    .map((d) => d.port?.name.split(" (")[0])
    .filter((n): n is string => !!n)
    .join(" → ");
}
