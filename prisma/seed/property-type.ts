import type { PropertyType } from "../../lib/booking/property-types";
import type { StayKind } from "./stay-products";

/**
 * What kind of place a demo stay is, from its product and the name its profile gave it (stay-products.ts): hotels and
 * green deals are hotels, resorts resorts; rentals and dream trips by what their name says they are. The migration
 * that added the column classifies existing rows the same way.
 */
export function propertyTypeOf(kind: StayKind | "ACT", name: string): PropertyType {
  if (kind === "RST") return "resort";
  if (kind === "HLT" || kind === "GRN" || kind === "ACT") return "hotel";
  if (/villa|bungalow/i.test(name)) return "villa";
  if (/chalet|cabin|lodge/i.test(name)) return "chalet";
  if (/penthouse|apartment|studio|flat|loft|condo|suite|residence/i.test(name)) return "apartment";
  if (/house|cottage|casa|maisonette|duplex/i.test(name)) return "house";
  return "apartment";
}
