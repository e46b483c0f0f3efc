import { runCruiseSearch } from "@/lib/cruises/run-search";
import { CRUISE_SEARCH_ERROR_TEXT, ZCruiseSearchRaw } from "@/lib/cruises/search-query";
import { AppError } from "@/lib/errors";
import { methodNotAllowed, withApi } from "@/lib/http/route";

/**
 * GET /api/cruises/search?region=|port=&month=&length=&line=&adults=&children=&ages=&sort=&page= — the search of /cruises/results as
 * JSON: sailings with their cheapest cabin per person in the visitor's currency. Lists are comma-separated.
 */
export const GET = withApi({
  schema: ZCruiseSearchRaw,
  handler: async ({ input, ctx }) => {
    const outcome = await runCruiseSearch({ raw: input, org: ctx.org, currency: ctx.currency, user: ctx.session?.user ?? null });
    if (outcome.kind === "not-offered") throw new AppError("NOT_FOUND", "Cruises are not offered on this site.");
    if (outcome.kind === "invalid") {
      const fields = outcome.errors.map((e) => ({ path: e.field, message: CRUISE_SEARCH_ERROR_TEXT[e.code] }));
      throw new AppError("VALIDATION_FAILED", fields[0]?.message, { fields });
    }
    return { status: 1, data: { ...outcome.page, memberPricing: outcome.memberPricing, search: outcome.search } };
  },
});

export const POST = methodNotAllowed;
