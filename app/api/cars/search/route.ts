import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { memberPricingFor } from "@/lib/booking/member-pricing";
import { AppError } from "@/lib/errors";
import { methodNotAllowed, withApi } from "@/lib/http/route";
import { orgSellsCode } from "@/lib/products/codes";
import { carSearchErrorText } from "@/lib/suppliers/cars/search-input";
import { searchCars } from "@/lib/cars/search-cars";
import { SupplierError } from "@/lib/suppliers/seam";

/**
 * GET /api/cars/search?pickup=airport:LHR|city:<slug>[&dropoff=…]&pickupDate=&pickupTime=&dropoffDate=&dropoffTime=
 * &age=31-40&residence=GB[&sort=price|size&class=&supplier=&transmission=&location=airport|rail_station|city&page=] — the /cars/results search as JSON.
 */
export const GET = withApi({
  schema: z.record(zText(), zText().max(500)),
  handler: async ({ input, ctx }) => {
    if (!orgSellsCode(ctx.org.eligibleProducts, "CAR")) throw new AppError("NOT_FOUND", "Car rental is not offered on this site.");
    const memberPricing = await memberPricingFor(ctx.session?.user.id);
    const outcome = await searchCars({ raw: input, org: ctx.org, currency: ctx.currency, memberPricing }).catch((error: unknown) => {
      if (error instanceof SupplierError) throw new AppError("SERVICE_UNAVAILABLE", error.message);
      throw error;
    });
    if (outcome.kind === "invalid") {
      const fields = outcome.errors.map((e) => ({ path: e.field, message: carSearchErrorText(e) }));
      throw new AppError("VALIDATION_FAILED", fields[0]?.message, { fields });
    }
    const { results, ...page } = outcome.page;
    return { status: 1, data: { ...page, results: results.map((r) => ({ ...r.offer, shown: r.shown })) } };
  },
});

export const POST = methodNotAllowed;
