import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { memberPricingFor } from "@/lib/booking/member-pricing";
import { methodNotAllowed, withApi } from "@/lib/http/route";
import { searchPackages } from "@/lib/packages/search-packages";

/**
 * GET /api/packages/search?from=&to=&checkin=&checkout=&rooms=&adults=&children=[&sort=&page=][&stars=4,5&types=
 * hotel,apartment&freeCancel=1&minPrice=&maxPrice=] — the search of /packages/results as JSON: { status, data: { query,
 * destination, flight, results, facets, priceCurrency, asOf } }, every price in the flight's currency, the price filter
 * in the caller's currency. Bad input is a 400 with a reason per field (lib/packages/query.ts).
 */
export const GET = withApi({
  schema: z.record(zText(), zText().max(200)),
  handler: async ({ input, ctx }) => ({
    status: 1,
    data: await searchPackages({ raw: input, org: ctx.org, memberPricing: await memberPricingFor(ctx.session?.user.id), currency: ctx.currency }),
  }),
});

export const POST = methodNotAllowed;
