import { methodNotAllowed, withApi } from "@/lib/http/route";
import { checkoutDetails } from "@/lib/booking/checkout-details";
import { ZCheckoutDetails } from "@/lib/booking/schemas";

/**
 * POST /api/booking/checkout-details {product, totalMinor, currency} → {status: 1, data: {canBook, prefill, travelers,
 * wallet}}: the signed-in member's own part of a checkout page served alike to every member (lib/page-cache).
 */
export const POST = withApi({
  schema: ZCheckoutDetails,
  auth: "user",
  handler: async ({ input, ctx }) => ({
    status: 1,
    data: await checkoutDetails({ userId: ctx.session!.user.id, org: ctx.org, ...input, displayCurrency: ctx.currency }),
  }),
});

export const GET = methodNotAllowed;
