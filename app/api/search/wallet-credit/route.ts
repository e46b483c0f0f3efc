import { z } from "zod";
import { methodNotAllowed, withApi } from "@/lib/http/route";
import { zInt4 } from "@/lib/http/zod-int";
import { walletCreditsFor } from "@/lib/wallet/wallet-credit";

const Code = z.string().regex(/^[A-Z]{3}$/, "A three-letter code");

/**
 * POST /api/search/wallet-credit {asks: [{key, product, totalMinor, currency, displayCurrency}]} → {status: 1, data:
 * {<key>: {currency, upToMinor}}}: the "Up to … applies from your wallet" line of each result of a results page
 * served alike to every member (lib/page-cache), for the signed-in member's own wallet.
 */
export const POST = withApi({
  schema: z.object({
    asks: z
      .array(
        z.object({
          key: z.string().min(1).max(40),
          product: Code,
          totalMinor: zInt4({ min: 0 }),
          currency: Code,
          displayCurrency: Code,
        }),
      )
      .max(100),
  }),
  auth: "user",
  handler: async ({ input, ctx }) => ({ status: 1, data: await walletCreditsFor({ userId: ctx.session!.user.id, org: ctx.org, asks: input.asks }) }),
});

export const GET = methodNotAllowed;
