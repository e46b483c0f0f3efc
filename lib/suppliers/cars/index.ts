import type { KindModule } from "@/lib/suppliers/kind-module";
import { duffelCarSupplier } from "./duffel-supplier";
import { priceCarExtras } from "./extras";
import { carTravellersSchema, driverProblems, type CarTravellers } from "./travellers";
import type { CarDetails, CarQuery } from "./types";

/** Car rental: Duffel's Cars API (its local stand-in unless DUFFEL_API_URL names Duffel). */
export const carModule: KindModule<CarQuery, CarDetails, CarTravellers> = {
  kind: "CAR",
  product: "cars",
  supplier: duffelCarSupplier,
  supplierNamed: (name) => (name === "duffel" ? duffelCarSupplier() : null),
  travellers: carTravellersSchema,
  offerTravellerProblems: driverProblems,
  // Priced from the offer the supplier has just quoted again (its extras, its rental days), never from the browser.
  extras: async (_supplier, offer, chosen) => priceCarExtras(offer.details.availableExtras ?? [], offer.details.days, offer.price.currency, chosen),
};
