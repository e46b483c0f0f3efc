import { AppError } from "@/lib/errors";
import type { OrgConfig } from "@/lib/org/org-config";
import { soldKindModule, supplierFailure } from "@/lib/orders/book-supplier-item";
import type { FlightAncillaries } from "./ancillaries";
import type { FlightSupplier } from "./duffel-supplier";

const GONE = "This flight is no longer available. Please choose another one.";

/** The seats and extra bags the airline sells with a flight offer now (GET /api/flights/ancillaries), or 404. */
export async function offerAncillaries({ offerId, org }: { offerId: string; org: OrgConfig }): Promise<FlightAncillaries> {
  const supplier = soldKindModule("flight", org).supplier() as FlightSupplier;
  const found = await supplier.ancillaries(offerId).catch((error: unknown) => {
    throw supplierFailure(error);
  });
  if (!found) throw new AppError("NOT_FOUND", GONE);
  return found;
}
