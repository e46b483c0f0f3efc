import { bookStay } from "@/lib/orders/book-stay";
import { ZBookStay } from "@/lib/booking/schemas";
import { withApi } from "@/lib/http/route";
import { answerBooking } from "@/lib/orders/booking-answer";

/** Checkout: books a room stay and pays for it (see lib/orders/book-stay.ts). */
export const POST = withApi({
  schema: ZBookStay,
  handler: ({ input, ctx }) => answerBooking(ctx, (booking) => bookStay(input, booking)),
});
