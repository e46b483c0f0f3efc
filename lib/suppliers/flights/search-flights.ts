import { AppError } from "@/lib/errors";
import { validationError } from "@/lib/zod-errors";
import { minCheckinDate } from "@/lib/org/calendar";
import { SupplierError } from "@/lib/suppliers/seam";
import { flightModule } from "./index";
import { flightQuerySchema } from "./query";
import { cachedViewResults, resultViewSchema } from "./results";
import type { FlightQuery } from "./types";

type Org = { eligibleProducts: readonly string[]; minCheckinDays: number; timeZone: string };

/**
 * A flight search from URL parameters for an organisation: refused when it does not sell flights, 400 with a reason
 * per field for a bad query (departure no earlier than its first bookable day), then the supplier's offers filtered,
 * sorted and paged.
 */
export async function searchFlights({ raw, org }: { raw: Record<string, string>; org: Org }) {
  if (!org.eligibleProducts.includes("flight")) throw new AppError("NOT_FOUND", "Flights are not offered on this site.");
  const parsed = flightQuerySchema(minCheckinDate(org)).safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  const view = resultViewSchema.parse(raw);
  const offers = await findOffers(parsed.data);
  return { query: parsed.data, view, results: cachedViewResults(offers, view) };
}

async function findOffers(query: FlightQuery) {
  try {
    return await flightModule.supplier().search(query);
  } catch (error) {
    if (error instanceof SupplierError) throw new AppError("SERVICE_UNAVAILABLE", "Flights cannot be searched right now. Please try again shortly.");
    throw error;
  }
}
