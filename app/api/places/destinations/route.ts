import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { PRODUCT_CODES, type BookableProduct } from "@/lib/booking/pricing";
import { COOKIE } from "@/lib/cookies";
import { microCacheHeaders } from "@/lib/http/micro-cache";
import { json } from "@/lib/http/respond";
import { methodNotAllowed, withApi } from "@/lib/http/route";
import { suggestDestinations } from "@/lib/places/suggest-destinations";

const PRODUCTS = Object.keys(PRODUCT_CODES) as [BookableProduct, ...BookableProduct[]];

/**
 * GET /api/places/destinations?q=par[&product=hotel][&lang=] — the destination field's suggestions: cities, travel
 * regions, countries and landmarks with something of the product, then properties by name, in the visitor's language:
 * { status, data: [{ kind, id, name, label, context, cities? }] }. The same for every visitor of a language, so
 * identical calls are answered from the web server's micro-cache.
 */
export const GET = withApi({
  schema: z.object({
    // A NUL or a lone surrogate is refused (zText); other control characters are dropped, as the search drops them.
    q: zText()
      .transform((v) => v.replace(/[\u0000-\u001f\u007f]/g, ""))
      .pipe(zText().trim().min(1, "Type at least one letter").max(100, "Type at most 100 characters")),
    product: z.enum(PRODUCTS, { error: `Use one of ${PRODUCTS.join(", ")}` }).optional(),
    lang: zText().max(10).optional(),
  }),
  handler: async ({ input, ctx }) => {
    const data = await suggestDestinations({ text: input.q, locale: ctx.locale, productCode: input.product && PRODUCT_CODES[input.product] });
    return json({ status: 1, data }, { headers: microCacheHeaders([COOKIE.lanCode]) });
  },
});

export const POST = methodNotAllowed;
