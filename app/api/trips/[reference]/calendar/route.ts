import { z } from "zod";
import { ZReference } from "@/lib/booking/schemas";
import { methodNotAllowed, withApi } from "@/lib/http/route";
import { icsResponse } from "@/lib/http/ics-response";
import { validationError } from "@/lib/zod-errors";
import { ownTripCalendarFile } from "@/lib/orders/trip-calendar-file";

/** GET /api/trips/{reference}/calendar: the signed-in member's trip as an .ics file (add to calendar). */
export const GET = withApi({
  schema: z.object({}),
  auth: "user",
  handler: async ({ ctx, params }) => {
    const parsed = ZReference.safeParse({ reference: params.reference });
    if (!parsed.success) throw validationError(parsed.error);
    return icsResponse(await ownTripCalendarFile(parsed.data.reference, { org: ctx.org, userId: ctx.session!.user.id, locale: ctx.locale }));
  },
});

export const POST = methodNotAllowed;
