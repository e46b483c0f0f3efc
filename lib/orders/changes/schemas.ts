import { z } from "zod";
import { ZReference, ZReturnPath, ZTraveler } from "@/lib/booking/schemas";
import { realIsoDay } from "@/lib/org/calendar";
import { zInt4 } from "@/lib/zod-int";
import { zText } from "@/lib/zod-text";
import { ZManageToken } from "@/lib/orders/guest/schemas";

/** The corrected name, checked as the checkout checked it (letters, spaces, apostrophes and hyphens). */
const ZName = ZTraveler.pick({ firstName: true, lastName: true });

/** A member corrects the lead traveller's name on their own booking. */
export const ZCorrectName = ZReference.extend(ZName.shape).strict();

/** A guest does, with their manage-booking token. */
export const ZGuestCorrectName = ZManageToken.extend(ZName.shape).strict();

const isoDay = zText().refine((v) => realIsoDay(v) !== undefined, "Use a date like 2027-01-31");

/**
 * New dates for the order's stay: a quote, or with `confirm` the change itself, whose `idempotencyKey` makes a
 * repeated confirm answer the same change. `totalMinor`: the new price the traveller was shown.
 */
const ZChange = {
  checkIn: isoDay,
  checkOut: isoDay,
  confirm: z.boolean().default(false),
  totalMinor: zInt4({ min: 0 }).optional(),
  returnPath: ZReturnPath,
  idempotencyKey: zText().uuid().optional(),
};

function keyWhenConfirming(v: { confirm: boolean; idempotencyKey?: string; checkIn: string; checkOut: string }, ctx: z.RefinementCtx) {
  if (v.confirm && !v.idempotencyKey) ctx.addIssue({ code: "custom", path: ["idempotencyKey"], message: "A confirmed change needs its idempotency key" });
  if (v.checkOut <= v.checkIn) ctx.addIssue({ code: "custom", path: ["checkOut"], message: "Check-out must be after check-in" });
}

/** A member changes the dates of the stay on their own booking. */
export const ZChangeDates = ZReference.extend(ZChange).strict().superRefine(keyWhenConfirming);

/** A guest does, with their manage-booking token. */
export const ZGuestChangeDates = ZManageToken.extend(ZChange).strict().superRefine(keyWhenConfirming);
