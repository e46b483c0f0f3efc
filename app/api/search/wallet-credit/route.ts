import { methodNotAllowed, withApi } from "@/lib/http/route";
import { walletCreditsFor } from "@/lib/wallet/wallet-credit";
import { ZWalletCreditAsks } from "@/lib/wallet/schemas";

/**
 * POST /api/search/wallet-credit {asks: [{key, product, totalMinor, currency, displayCurrency}]} → {status: 1, data:
 * {<key>: {currency, upToMinor}}}: the "Up to … applies from your wallet" line of each result of a results page
 * served alike to every member (lib/page-cache), for the signed-in member's own wallet.
 */
export const POST = withApi({
  schema: ZWalletCreditAsks,
  auth: "user",
  handler: async ({ input, ctx }) => ({ status: 1, data: await walletCreditsFor({ userId: ctx.session!.user.id, org: ctx.org, asks: input.asks }) }),
});

export const GET = methodNotAllowed;
