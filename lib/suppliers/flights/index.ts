import { env } from "@/lib/env";
import type { KindModule } from "@/lib/suppliers/kind-module";
import { SupplierError } from "@/lib/suppliers/seam";
import { priceExtras } from "./ancillaries";
import { duffelFlights, type FlightSupplier } from "./duffel-supplier";
import { passengerProblems } from "./passenger-check";
import { flightTravellersSchema, type FlightTravellers } from "./travellers";
import type { FlightDetails, FlightQuery } from "./types";

let configured: ReturnType<typeof duffelFlights> | null = null;

/** Duffel through its SDK, at DUFFEL_API_URL (the local stand-in unless configured otherwise). */
function duffel() {
  if (!configured) {
    const { DUFFEL_ACCESS_TOKEN, DUFFEL_API_URL } = env();
    if (!DUFFEL_ACCESS_TOKEN) throw new Error("DUFFEL_ACCESS_TOKEN is not set: flights need Duffel or its local stand-in");
    configured = duffelFlights({ token: DUFFEL_ACCESS_TOKEN, basePath: DUFFEL_API_URL });
  }
  return configured;
}

export const flightModule: KindModule<FlightQuery, FlightDetails, FlightTravellers> = {
  kind: "FLIGHT",
  product: "flight",
  supplier: duffel,
  supplierNamed: (name) => (name === "duffel" ? duffel() : null),
  travellers: flightTravellersSchema,
  offerTravellerProblems: (offer, travellers) => passengerProblems(offer.details, travellers),
  async extras(supplier, offer, chosen, travellers) {
    const offered = await (supplier as FlightSupplier).ancillaries(offer.id);
    if (!offered) throw new SupplierError("SOLD_OUT", "The flight is no longer available.");
    const names = travellers.map((t) => `${t.firstName} ${t.lastName}`);
    return priceExtras(
      offered,
      offer.details.passengers.map((p) => p.id),
      chosen,
      names,
    );
  },
};
