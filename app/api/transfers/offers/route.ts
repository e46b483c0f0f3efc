import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { AppError } from "@/lib/errors";
import { methodNotAllowed, withApi } from "@/lib/http/route";
import { minCheckinDate } from "@/lib/org/calendar";
import { orgSellsCode } from "@/lib/products/codes";
import { searchTransfers } from "@/lib/suppliers/transfers/search";
import { transferErrorText } from "@/lib/suppliers/transfers/search-input";

/**
 * GET /api/transfers/offers?direction=&airport=&hotel=|address=&date=&time=&passengers=&luggage=[&flight=&sort=&type=
 * &vehicle=] — the same search as /transfers/results, as JSON. Values are checked by parseTransferSearch (400 with a
 * reason per field); the schema here only bounds their size.
 */
export const GET = withApi({
  schema: z.record(zText(), zText().max(500)),
  handler: async ({ input, ctx }) => {
    if (!orgSellsCode(ctx.org.eligibleProducts, "TRF")) throw new AppError("NOT_FOUND", "Airport transfers are not offered on this site.");
    const outcome = await searchTransfers(input, { minDate: minCheckinDate(ctx.org) });
    if (outcome.kind === "invalid") {
      const fields = outcome.errors.map((e) => ({ path: e.field, message: transferErrorText(e) }));
      throw new AppError("VALIDATION_FAILED", fields[0]?.message, { fields });
    }
    if (outcome.kind === "unavailable") throw new AppError("SERVICE_UNAVAILABLE", "Transfers cannot be searched just now; please try again shortly.");
    return { status: 1, data: { total: outcome.shown.length, found: outcome.all.length, offers: outcome.shown } };
  },
});

export const POST = methodNotAllowed;
