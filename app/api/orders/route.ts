import { agentBookingFor, recordAgentBooking } from "@/lib/agent/agent-booking";
import { bookingViewKey } from "@/lib/booking/view-token";
import { db } from "@/lib/db";
import { withApi } from "@/lib/http/route";
import { bookSupplierItem } from "@/lib/orders/book-supplier-item";
import { ZPlaceSupplierOrder } from "@/lib/orders/schemas";

/** Checkout of a supplier's offer (flight, car, transfer, cruise): see lib/orders/book-supplier-item.ts. */
export const POST = withApi({
  schema: ZPlaceSupplierOrder,
  handler: async ({ input, ctx }) => {
    const user = ctx.session
      ? await db.user.findUniqueOrThrow({ where: { id: ctx.session.user.id }, select: { id: true, canUserBook: true, email: true } })
      : null;
    const agent = agentBookingFor(ctx.session);
    const booking = await bookSupplierItem(input, { org: ctx.org, user, displayCurrency: ctx.currency, agent });
    if (agent && user) await recordAgentBooking({ clientId: user.id, agentId: agent.id, reference: booking.reference, ip: ctx.ip, via: "impersonation" });
    const redirect = `/checkout-success?ref=${booking.reference}${user ? "" : `&key=${bookingViewKey(booking.reference)}`}`;
    return { status: 1, data: { ...booking, redirect } };
  },
});
