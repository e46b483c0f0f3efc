import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { methodNotAllowed, withApi } from "@/lib/http/route";
import { microCacheHeaders } from "@/lib/http/micro-cache";
import { json } from "@/lib/http/respond";
import { searchFlights } from "@/lib/suppliers/flights/search-flights";

/**
 * GET /api/flights/search?from=&to=&depart=[&return=]&adults=&children=&infants=&cabin=[&sort=&stops=&airlines=&times=&page=]
 * — the search of /flight/results as JSON: { status, data: { query, view, results } }. Bad input is a 400 with a
 * reason per field (lib/suppliers/flights/query.ts). The answer is the same for every visitor of the site (the
 * supplier's prices; each visitor's price is worked out where it is shown), so the web server may answer the same
 * search from memory for a few seconds; a booking or a cancellation in this process drops it (duffel-supplier.ts).
 */
export const GET = withApi({
  schema: z.record(zText(), zText().max(200)),
  handler: async ({ input, ctx }) => json({ status: 1, data: await searchFlights({ raw: input, org: ctx.org }) }, { headers: microCacheHeaders([]) }),
});

export const POST = methodNotAllowed;
