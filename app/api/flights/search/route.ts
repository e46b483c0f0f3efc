import { z } from "zod";
import { methodNotAllowed, withApi } from "@/lib/http/route";
import { searchFlights } from "@/lib/suppliers/flights/search-flights";

/**
 * GET /api/flights/search?from=&to=&depart=[&return=]&adults=&children=&infants=&cabin=[&sort=&stops=&airlines=&times=&page=]
 * — the search of /flight/results as JSON: { status, data: { query, view, results } }. Bad input is a 400 with a
 * reason per field (lib/suppliers/flights/query.ts).
 */
export const GET = withApi({
  schema: z.record(z.string(), z.string().max(200)),
  handler: async ({ input, ctx }) => ({ status: 1, data: await searchFlights({ raw: input, org: ctx.org }) }),
});

export const POST = methodNotAllowed;
