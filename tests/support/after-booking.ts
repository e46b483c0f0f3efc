import { catalogueActivities, catalogueStays } from "@/lib/suppliers/catalogue";
import { DUFFEL_AFTER_BOOKING } from "@/lib/suppliers/flights/duffel-supplier";
import { NOTHING_AFTER_BOOKING } from "@/lib/suppliers/seam";

/** As lib/suppliers/registry.ts afterBookingOf answers, from the suppliers' own declarations. */
export const declared = (i: { supplier: string; kind: string }) =>
  i.supplier === "duffel"
    ? DUFFEL_AFTER_BOOKING
    : i.supplier !== "catalogue"
      ? NOTHING_AFTER_BOOKING
      : i.kind === "ACTIVITY"
        ? catalogueActivities().afterBooking
        : catalogueStays().afterBooking;
