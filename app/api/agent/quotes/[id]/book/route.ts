import { convertQuote } from "@/lib/agent/convert-quote";
import { idParam } from "@/lib/http/id-param";
import { ZBookQuote } from "@/lib/agent/schemas";
import { withApi } from "@/lib/http/route";

/** The agent converts their quote into a booking for the client, at the quoted price. */
export const POST = withApi({
  schema: ZBookQuote,
  auth: "agent",
  handler: async ({ input, ctx, params }) => {
    const booking = await convertQuote(ctx.session!.user.id, idParam(params, "Quote"), input, { org: ctx.org, displayCurrency: ctx.currency, ip: ctx.ip });
    // Held for the card: on to the provider's page (lib/orders/hosted-checkout.ts).
    return { status: 1, data: { ...booking, ...(booking.paymentUrl ? { redirect: booking.paymentUrl } : {}) } };
  },
});
