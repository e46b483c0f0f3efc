import { z } from "zod";
import { ownTrips } from "@/lib/orders/own-trips";
import { methodNotAllowed, withApi } from "@/lib/http/route";

/**
 * GET /api/trips?view=trips|history → {status: 1, data: OwnTrips}: the signed-in member's trips as the My Trips
 * (upcoming, past) or booking history page lists them, in the visitor's language and currency — what those pages,
 * served alike to every member (lib/page-cache), ask for once on screen. See docs/api.md.
 */
export const GET = withApi({
  schema: z.object({ view: z.enum(["trips", "history"]) }),
  auth: "user",
  handler: async ({ input, ctx }) => ({
    status: 1,
    data: await ownTrips({ userId: ctx.session!.user.id, org: ctx.org, locale: ctx.locale, currency: ctx.currency, view: input.view }),
  }),
});

export const POST = methodNotAllowed;
