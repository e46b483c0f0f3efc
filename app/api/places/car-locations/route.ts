import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { methodNotAllowed, withApi } from "@/lib/http/route";
import { suggestCarPlaces } from "@/lib/suppliers/cars/places";

/**
 * GET /api/places/car-locations?q=lon — pick-up and drop-off suggestions: the site's cities, then airports, found by
 * their names in any of the site's languages and named in the visitor's.
 */
export const GET = withApi({
  schema: z.object({ q: zText().trim().min(2, "Type at least two letters").max(60) }),
  handler: async ({ input, ctx }) => {
    const places = await suggestCarPlaces(input.q, ctx.locale);
    return { status: 1, data: places.map(({ ref, kind, name, code, city, country }) => ({ ref, kind, name, code, city, country })) };
  },
});

export const POST = methodNotAllowed;
