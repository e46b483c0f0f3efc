import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { withApi } from "@/lib/http/route";
import { cancelFromPayment } from "@/lib/orders/payment-return";
import { seeOther } from "@/lib/http/see-other";

/** "Cancel and go back" on the provider's payment page: the checkout closed, its hold let go (lib/orders/payment-return.ts). */
export const GET = withApi({
  schema: z.object({
    ref: zText().regex(/^[A-Z0-9-]{6,20}$/, "Not a booking reference"),
    key: zText().max(64),
  }),
  handler: async ({ input }) => seeOther(await cancelFromPayment(input)),
});
