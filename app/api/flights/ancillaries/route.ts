import { z } from "zod";
import { methodNotAllowed, withApi } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { zOfferId } from "@/lib/suppliers/offer-id-shape";
import { offerAncillaries } from "@/lib/orders/offer-ancillaries";

/**
 * GET /api/flights/ancillaries?offerId= — the seat map of each flight (seats with their price per passenger; none:
 * taken) and the extra checked bags of each passenger and slice, as the airline sells them now:
 * { status, data: { currency, seatMaps, bags } }. Choosing them is POST /api/orders' `services` (ids and quantities).
 */
export const GET = withApi({
  schema: z.object({ offerId: zOfferId("flight", "Choose a flight") }).strict(),
  handler: async ({ input, ctx }) => json({ status: 1, data: await offerAncillaries({ offerId: input.offerId, org: ctx.org }) }),
});

export const POST = methodNotAllowed;
