import { bookSlot } from "@/lib/booking/book-stay";
import { ZBookSlot } from "@/lib/booking/schemas";
import { bookingViewKey } from "@/lib/booking/view-token";
import { db } from "@/lib/db";
import { withApi } from "@/lib/http/route";

/** Checkout of an activity slot: books places and pays for them (see lib/booking/book-stay.ts bookSlot). */
export const POST = withApi({
  schema: ZBookSlot,
  handler: async ({ input, ctx }) => {
    const user = ctx.session
      ? await db.user.findUniqueOrThrow({ where: { id: ctx.session.user.id }, select: { id: true, canUserBook: true, email: true } })
      : null;
    const booking = await bookSlot(input, { org: ctx.org, user, displayCurrency: ctx.currency });
    const redirect = `/checkout-success?ref=${booking.reference}${user ? "" : `&key=${bookingViewKey(booking.reference)}`}`;
    return { status: 1, data: { ...booking, redirect } };
  },
});
