import { agentBookingFor, recordAgentBooking } from "@/lib/agent/agent-booking";
import { bookStay } from "@/lib/booking/book-stay";
import { ZBookStay } from "@/lib/booking/schemas";
import { bookingViewKey } from "@/lib/booking/view-token";
import { db } from "@/lib/db";
import { withApi } from "@/lib/http/route";

/** Checkout: books a room stay and pays for it (see lib/booking/book-stay.ts). */
export const POST = withApi({
  schema: ZBookStay,
  handler: async ({ input, ctx }) => {
    const user = ctx.session
      ? await db.user.findUniqueOrThrow({ where: { id: ctx.session.user.id }, select: { id: true, canUserBook: true, email: true } })
      : null;
    const agent = agentBookingFor(ctx.session);
    const booking = await bookStay(input, { org: ctx.org, user, displayCurrency: ctx.currency, agent });
    if (agent && user) await recordAgentBooking({ clientId: user.id, agentId: agent.id, reference: booking.reference, ip: ctx.ip, via: "impersonation" });
    // A guest has no My Trips: their confirmation link carries a key only they received.
    const redirect = `/checkout-success?ref=${booking.reference}${user ? "" : `&key=${bookingViewKey(booking.reference)}`}`;
    return { status: 1, data: { ...booking, redirect } };
  },
});
