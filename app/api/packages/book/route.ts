import { methodNotAllowed, withApi } from "@/lib/http/route";
import { answerBooking } from "@/lib/orders/booking-answer";
import { bookPackage } from "@/lib/packages/book-package";
import { ZBookPackage } from "@/lib/packages/schemas";

/** Checkout of a package, a flight and a stay in one order: see lib/packages/book-package.ts. */
export const POST = withApi({
  schema: ZBookPackage,
  handler: ({ input, ctx }) => answerBooking(ctx, (booking) => bookPackage(input, booking)),
});

export const GET = methodNotAllowed;
