import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { isValidEmail } from "@/lib/auth/rules";
import { ZNoCard, ZReturnPath } from "@/lib/booking/schemas";

/** The manage-booking form: the booking reference and the e-mail it was booked with. */
export const ZFindGuestBooking = z
  .object({
    reference: zText()
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(zText().regex(/^[A-Z0-9-]{6,20}$/, "Please enter your booking reference, such as TS-AB23CD45")),
    email: zText().trim().max(254).refine(isValidEmail, "Invalid Mail"),
  })
  .strict();

/** A manage-booking token: from the confirmation e-mail's link, or from the form's answer. */
export const ZManageToken = z.object({ token: zText().trim().min(1, "This link is not valid").max(200, "This link is not valid") }).strict();

/** A guest pays what their pay-later booking still owes, now, with another card. */
export const ZGuestPayDue = ZManageToken.extend({ card: ZNoCard, returnPath: ZReturnPath, idempotencyKey: zText().uuid() }).strict();
