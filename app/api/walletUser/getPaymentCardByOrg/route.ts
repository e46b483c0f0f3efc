import { withApi } from "@/lib/http/route";
import { rateSnapshot } from "@/lib/locale/rates";
import { loadOrgCertificates } from "@/lib/wallet/cards";
import { ZPaymentCardsByOrg } from "@/lib/wallet/schemas";

/** SPEC §7: the organisation's certificates for a filter; the client reads data.data (a list). */
export const POST = withApi({
  schema: ZPaymentCardsByOrg,
  auth: "user",
  handler: async ({ input, ctx }) => {
    const { minorUnits } = await rateSnapshot();
    const list = await loadOrgCertificates(ctx.org.id, {
      product: input.payment_product_code,
      currency: input.payment_card_currency,
      userId: ctx.session!.user.id,
      units: minorUnits,
    });
    return { status: 1, message: "SUCCESS", data: { data: list } };
  },
});
