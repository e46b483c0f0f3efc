import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { withApi } from "@/lib/http/route";
import { returnFromPayment } from "@/lib/orders/payment-return";
import { seeOther } from "@/lib/http/see-other";

/** The payer back from the provider's payment page: the checkout settles, then on to the confirmation (lib/orders/payment-return.ts). */
export const GET = withApi({
  schema: z.object({ session_id: zText().regex(/^cs_[A-Za-z0-9_]{1,200}$/, "Not a checkout session") }),
  handler: async ({ input }) => seeOther(await returnFromPayment(input.session_id)),
});
