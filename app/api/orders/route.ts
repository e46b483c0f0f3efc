import { withApi } from "@/lib/http/route";
import { answerBooking } from "@/lib/orders/booking-answer";
import { bookSupplierItem } from "@/lib/orders/book-supplier-item";
import { ZPlaceSupplierOrder } from "@/lib/orders/schemas";

/** Checkout of a supplier's offer (flight, car, transfer, cruise): see lib/orders/book-supplier-item.ts. */
export const POST = withApi({
  schema: ZPlaceSupplierOrder,
  handler: ({ input, ctx }) => answerBooking(ctx, (booking) => bookSupplierItem(input, booking)),
});
