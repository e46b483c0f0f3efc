import { memberPricingFor } from "@/lib/booking/member-pricing";
import { methodNotAllowed, withApi } from "@/lib/http/route";
import { ZPackageSwap } from "@/lib/packages/schemas";
import { packageSwaps } from "@/lib/packages/swaps";

/**
 * GET /api/packages/swap?part=flight|stay&flight=&to=&property=&room=&checkin=&checkout=&rooms=&adults=&children=
 * [&from=&ages=] — the other flights (trips with their fare families) or stays a package can take, each with the
 * package price it makes and the difference from the package as it is, priced now (lib/packages/swaps.ts).
 */
export const GET = withApi({
  schema: ZPackageSwap,
  handler: async ({ input, ctx }) => ({
    status: 1,
    data: await packageSwaps(input, { org: ctx.org, memberPricing: await memberPricingFor(ctx.session?.user.id) }),
  }),
});

export const POST = methodNotAllowed;
