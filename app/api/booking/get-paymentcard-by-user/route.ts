import { withApi } from "@/lib/http/route";
import { walletEntriesFor } from "@/lib/wallet/wallet-entries";
import { ZPaymentCardsByUser } from "@/lib/wallet/schemas";

/** SPEC §7: the signed-in member's wallet entries (certidata, discountcarddata, cashcarddata, details, walletOptions). */
export const POST = withApi({
  schema: ZPaymentCardsByUser,
  auth: "user",
  handler: async ({ input, ctx }) => ({
    status: 1,
    message: "SUCCESS",
    data: { data: await walletEntriesFor(ctx.session!.user.id, ctx.org, input.currency ?? ctx.currency) },
  }),
});
