import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { runSailingView } from "@/lib/cruises/run-search";
import { CRUISE_PARTY_ERROR_TEXT } from "@/lib/cruises/party";
import { AppError } from "@/lib/errors";
import { methodNotAllowed, withApi } from "@/lib/http/route";

const param = zText().max(20).optional();

/**
 * GET /api/cruises/sailings/{sailingId}?adults=&children=&ages= (or ?guests=, everyone an adult) — one sailing:
 * itinerary, inclusions, refund rule, cabins priced for the party, each child by age.
 */
export const GET = withApi({
  schema: z.object({ guests: param, adults: param, children: param, ages: param }),
  handler: async ({ input, ctx, params }) => {
    const outcome = await runSailingView({
      sailingId: params.id ?? "",
      raw: input,
      org: ctx.org,
      currency: ctx.currency,
      user: ctx.session?.user ?? null,
    });
    if (outcome.kind === "invalid-party") {
      const fields = outcome.errors.map((e) => ({ path: e.field, message: CRUISE_PARTY_ERROR_TEXT[e.code] }));
      throw new AppError("VALIDATION_FAILED", fields[0]?.message, { fields });
    }
    if (outcome.kind === "not-found") throw new AppError("NOT_FOUND", "This sailing is not offered.");
    const { guests, childAges } = outcome.party;
    return { status: 1, data: { ...outcome.sailing, guests, childAges, memberPricing: outcome.memberPricing } };
  },
});

export const POST = methodNotAllowed;
