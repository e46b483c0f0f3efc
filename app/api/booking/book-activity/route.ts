import { bookSlot } from "@/lib/orders/book-stay";
import { ZBookSlot } from "@/lib/booking/schemas";
import { withApi } from "@/lib/http/route";
import { answerBooking } from "@/lib/orders/booking-answer";

/** Checkout of an activity slot: books places and pays for them (see lib/orders/book-stay.ts bookSlot). */
export const POST = withApi({
  schema: ZBookSlot,
  handler: ({ input, ctx }) => answerBooking(ctx, (booking) => bookSlot(input, booking)),
});
