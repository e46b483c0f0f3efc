import type { UnitPricing } from "./display-price";
import { placeDay } from "./place-day";

/**
 * An activity slot as a one-"night" unit for the shared stay pricing: the per-person price times the guests, taxes
 * at the property's rate, the property's fee once per booking, its one "night" the slot's day at its place (`timeZone`,
 * its destination's). Search, details and checkout price slots this way.
 */
export function activityUnit(
  slot: { startsAt: Date; publicPriceMinor: number; memberPriceMinor: number },
  guests: number,
  property: { currency: string; taxRateBps: number; feesMinor: number; timeZone: string },
): UnitPricing {
  return {
    nights: [
      { date: placeDay(slot.startsAt, property.timeZone), publicRateMinor: slot.publicPriceMinor * guests, memberRateMinor: slot.memberPriceMinor * guests },
    ],
    rooms: 1,
    currency: property.currency,
    taxRateBps: property.taxRateBps,
    feesMinorPerRoom: property.feesMinor,
  };
}
