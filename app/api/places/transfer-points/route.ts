import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { AppError } from "@/lib/errors";
import { methodNotAllowed, withApi } from "@/lib/http/route";
import { orgSellsCode } from "@/lib/products/codes";
import { CONTROL } from "@/lib/suppliers/transfers/search-input";
import { transferPoints } from "@/lib/suppliers/transfers/transfer-points";

/**
 * GET /api/places/transfer-points?kind=airport|hotel&q=<at least 2 characters>[&near=<IATA>] — the transfer search's
 * suggestions: airports by code, city or name; hotels of the catalogue by name or city, within reach of `near`.
 */
const ZQuery = z.object({
  kind: z.enum(["airport", "hotel"], { error: "Use airport or hotel" }),
  q: zText()
    .trim()
    .min(2, "Type at least 2 characters")
    .max(60, "Type at most 60 characters")
    .refine((q) => !CONTROL.test(q), "Type letters, digits and punctuation only"),
  near: zText()
    .trim()
    .regex(/^[A-Za-z]{3}$/, "Use an airport's 3-letter IATA code")
    .optional(),
});

export const GET = withApi({
  schema: ZQuery,
  handler: async ({ input, ctx }) => {
    if (!orgSellsCode(ctx.org.eligibleProducts, "TRF")) throw new AppError("NOT_FOUND", "Airport transfers are not offered on this site.");
    return { status: 1, data: await transferPoints({ ...input, locale: ctx.locale }) };
  },
});

export const POST = methodNotAllowed;
