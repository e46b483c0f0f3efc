import { z } from "zod";
import { ZReference, ZReturnPath, ZTraveler } from "@/lib/booking/schemas";
import { zIsoDate } from "@/lib/zod-date";
import { zInt4 } from "@/lib/zod-int";
import { zText } from "@/lib/zod-text";
import { ZManageToken } from "@/lib/orders/guest/schemas";

/** The corrected name, checked as the checkout checked it (letters, spaces, apostrophes and hyphens). */
const ZName = ZTraveler.pick({ firstName: true, lastName: true });

/** A member corrects the lead traveller's name on their own booking. */
export const ZCorrectName = ZReference.extend(ZName.shape).strict();

/** A guest does, with their manage-booking token. */
export const ZGuestCorrectName = ZManageToken.extend(ZName.shape).strict();

const isoDay = zIsoDate();

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

/** The bags chosen: the airline's service ids (as GET …/available_services named them) and how many of each. */
const ZBagServices = z
  .array(
    z
      .object({
        id: zText()
          .trim()
          .regex(/^[A-Za-z0-9_-]{1,100}$/, "Choose a bag from the list"),
        quantity: zInt4({ min: 1, max: 9, message: "Choose between 1 and 9" }).default(1),
      })
      .strict(),
  )
  .max(20, "Too many bags")
  .default([]);

/**
 * Extra bags for the order's flight: what the airline sells (without `confirm`), or with it the checkout for the
 * chosen `services`, whose `idempotencyKey` makes a repeated confirm answer the same. `totalMinor`: the total shown.
 */
const ZBags = {
  confirm: z.boolean().default(false),
  services: ZBagServices,
  totalMinor: zInt4({ min: 0 }).optional(),
  returnPath: ZReturnPath,
  idempotencyKey: zText().uuid().optional(),
};

function bagsWhenConfirming(v: { confirm: boolean; idempotencyKey?: string; services: unknown[] }, ctx: z.RefinementCtx) {
  if (v.confirm && !v.idempotencyKey) ctx.addIssue({ code: "custom", path: ["idempotencyKey"], message: "A confirmed change needs its idempotency key" });
  if (v.confirm && v.services.length === 0) ctx.addIssue({ code: "custom", path: ["services"], message: "Choose at least one bag." });
}

/** A member adds bags to the flight on their own booking. */
export const ZAddBags = ZReference.extend(ZBags).strict().superRefine(bagsWhenConfirming);

/** A guest does, with their manage-booking token. */
export const ZGuestAddBags = ZManageToken.extend(ZBags).strict().superRefine(bagsWhenConfirming);

/**
 * A booked flight's slice (0 outbound, 1 return) on another date: the airline's change offers, or with `confirm` the
 * chosen `offerId` (its `totalMinor` as shown: negative when money comes back), keyed by `idempotencyKey`.
 */
const ZFlightChange = {
  sliceIndex: zInt4({ min: 0, max: 1, message: "Choose the outbound (0) or return (1) flight" }).default(0),
  departureDate: isoDay,
  offerId: zText()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, "Choose a flight from the list")
    .optional(),
  totalMinor: zInt4().optional(),
  confirm: z.boolean().default(false),
  returnPath: ZReturnPath,
  idempotencyKey: zText().uuid().optional(),
};

function flightWhenConfirming(v: { confirm: boolean; idempotencyKey?: string; offerId?: string }, ctx: z.RefinementCtx) {
  if (v.confirm && !v.idempotencyKey) ctx.addIssue({ code: "custom", path: ["idempotencyKey"], message: "A confirmed change needs its idempotency key" });
  if (v.confirm && !v.offerId) ctx.addIssue({ code: "custom", path: ["offerId"], message: "Choose a flight from the list" });
}

/** A member changes the flight on their own booking. */
export const ZChangeFlight = ZReference.extend(ZFlightChange).strict().superRefine(flightWhenConfirming);

/** A guest does, with their manage-booking token. */
export const ZGuestChangeFlight = ZManageToken.extend(ZFlightChange).strict().superRefine(flightWhenConfirming);
