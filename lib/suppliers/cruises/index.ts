import type { KindModule } from "@/lib/suppliers/kind-module";
import { configuredCruiseApiClient } from "./cruise-api-client";
import { CRUISE_API_SUPPLIER, CruiseApiSupplier, type CruiseSupplier } from "./cruise-api-supplier";
import { guestProblems } from "./guest-problems";
import { ZCruiseTravellers, type CruiseTravellers } from "./travellers";
import type { CruiseDetails, CruiseQuery } from "./types";

/**
 * Cruises: no maintained cruise-booking SDK exists on the npm registry, so the site speaks a cruise distribution
 * API through its own small client (cruise-api-client.ts, docs/suppliers.md) — against the local stand-in
 * (scripts/stand-ins/cruise-line.mjs) unless CRUISE_API_URL names a real system.
 */
const supplier = new CruiseApiSupplier(configuredCruiseApiClient);

/** Items booked before the API seam carry the in-process line's name; the same line's references, still known. */
const EARLIER_NAMES = ["sandbox"];

/** The configured cruise supplier, with the cruise kind's own calls. */
export function cruiseSupplier(): CruiseSupplier {
  return supplier;
}

export const cruiseModule: KindModule<CruiseQuery, CruiseDetails, CruiseTravellers> = {
  kind: "CRUISE",
  product: "cruises",
  supplier: cruiseSupplier,
  supplierNamed: (name) => (name === CRUISE_API_SUPPLIER || EARLIER_NAMES.includes(name) ? supplier : null),
  travellers: ZCruiseTravellers,
  offerTravellerProblems: guestProblems,
};

export type { CruiseDetails, CruiseQuery, CruiseTravellers };
