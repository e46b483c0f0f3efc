import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { runSailingView } from "@/lib/cruises/run-search";
import { AppError } from "@/lib/errors";
import { methodNotAllowed, withApi } from "@/lib/http/route";
import { MAX_GUESTS } from "@/lib/suppliers/cruises/types";

/** GET /api/cruises/sailings/{sailingId}?guests= — one sailing: itinerary, inclusions, refund rule, cabins priced for the party. */
export const GET = withApi({
  schema: z.object({ guests: zText().max(20).optional() }),
  handler: async ({ input, ctx, params }) => {
    const outcome = await runSailingView({
      sailingId: params.id ?? "",
      guests: input.guests,
      org: ctx.org,
      currency: ctx.currency,
      user: ctx.session?.user ?? null,
    });
    if (outcome.kind === "invalid-guests") {
      const message = `Use a number of guests from 1 to ${MAX_GUESTS}`;
      throw new AppError("VALIDATION_FAILED", message, { fields: [{ path: "guests", message }] });
    }
    if (outcome.kind === "not-found") throw new AppError("NOT_FOUND", "This sailing is not offered.");
    return { status: 1, data: { ...outcome.sailing, guests: outcome.guests, memberPricing: outcome.memberPricing } };
  },
});

export const POST = methodNotAllowed;
