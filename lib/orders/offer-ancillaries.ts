import { AppError } from "@/lib/errors";
import type { OrgConfig } from "@/lib/org/org-config";
import type { FlightAncillaries } from "@/lib/suppliers/flights/ancillaries";
import type { FlightSupplier } from "@/lib/suppliers/flights/duffel-supplier";
import { soldKindModule, supplierFailure } from "./book-supplier-item";

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
