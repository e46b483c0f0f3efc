import { AppError } from "@/lib/errors";
import { cruiseSupplier } from "@/lib/suppliers/cruises";
import { SupplierError } from "@/lib/suppliers/seam";
import type { CruiseCatalogue } from "@/lib/suppliers/cruises/types";

/** The line's lists change with its fleet, not per request: an hour in this process is fresh enough. */
const TTL_MS = 60 * 60 * 1000;

let kept: { at: number; catalogue: CruiseCatalogue } | null = null;

/** A supplier that cannot answer: the cruise pages and API answer 503 ("try again"), never a 500. */
export function unavailable(error: unknown): never {
  if (error instanceof SupplierError && error.reason === "UNAVAILABLE") {
    throw new AppError("SERVICE_UNAVAILABLE", "Cruises cannot be searched right now. Please try again shortly.", { headers: { "retry-after": "30" } });
  }
  throw error;
}

/**
 * The cruise line's catalogue — its cruise lines and embarkation ports — for the search form and the search's checks,
 * from the supplier's API and kept for an hour.
 */
export async function cruiseCatalogue(now = Date.now()): Promise<CruiseCatalogue> {
  if (kept && now - kept.at < TTL_MS) return kept.catalogue;
  const catalogue = await cruiseSupplier().catalogue().catch(unavailable);
  kept = { at: now, catalogue };
  return catalogue;
}
