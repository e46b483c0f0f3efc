import { ZManageToken } from "@/lib/orders/guest/schemas";
import { methodNotAllowed, withApi } from "@/lib/http/route";
import { icsResponse } from "@/lib/http/ics-response";
import { guestTripCalendarFile } from "@/lib/orders/trip-calendar-file";

/** GET /api/booking/manage/calendar?token=…: the trip a guest's manage token opens, as an .ics file (add to calendar). */
export const GET = withApi({
  schema: ZManageToken,
  handler: async ({ input, ctx }) => icsResponse(await guestTripCalendarFile(input.token, { org: ctx.org, locale: ctx.locale })),
});

export const POST = methodNotAllowed;
