import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { methodNotAllowed, withApi } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { microCacheHeaders } from "@/lib/http/micro-cache";
import { COOKIE } from "@/lib/cookies";
import { suggestPlaces } from "@/lib/suppliers/flights/places";

/**
 * GET /api/places/airports?q= — airports and cities matching an IATA code, a city, an airport name or a country,
 * best first: { status, data: [{ code, kind, name, city, country, airports }] }, cities (in any of the site's languages)
 * and countries named in the visitor's language. The same for every caller of one language.
 */
export const GET = withApi({
  schema: z.object({ q: zText().trim().min(1, "Type at least one letter").max(60, "Type at most 60 characters") }),
  handler: async ({ input, ctx }) => json({ status: 1, data: suggestPlaces(input.q, ctx.locale) }, { headers: microCacheHeaders([COOKIE.lanCode]) }),
});

export const POST = methodNotAllowed;
