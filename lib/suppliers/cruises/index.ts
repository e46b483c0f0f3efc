import type { KindModule } from "@/lib/suppliers/kind-module";
import { CruiseSandbox, guestProblems, type CruiseSupplier } from "./sandbox";
import { ZCruiseTravellers, type CruiseTravellers } from "./travellers";
import type { CruiseDetails, CruiseQuery } from "./types";

/**
 * Cruises: no maintained cruise-booking SDK exists on the npm registry, so the in-process sandbox line is the only
 * supplier; a real one would implement the same seam and be chosen here by configuration.
 */
const sandbox = new CruiseSandbox();

/** The configured cruise supplier, with the cruise kind's own calls. */
export function cruiseSupplier(): CruiseSupplier {
  return sandbox;
}

export const cruiseModule: KindModule<CruiseQuery, CruiseDetails, CruiseTravellers> = {
  kind: "CRUISE",
  product: "cruises",
  supplier: cruiseSupplier,
  supplierNamed: (name) => (name === sandbox.name ? sandbox : null),
  travellers: ZCruiseTravellers,
  offerTravellerProblems: guestProblems,
};

export type { CruiseDetails, CruiseQuery, CruiseTravellers };
