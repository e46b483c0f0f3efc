import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { OrgConfig } from "@/lib/org/org-config";
import { openDueCheckout } from "./pay-due-hosted";

export const CHARGE_IN_PROGRESS = "A payment for this booking is being processed. Please try again in a minute.";

type Payer = {
  reference: string;
  org: OrgConfig;
  /** Where the payer goes back to once paid (the trip page, a guest's manage page): a path on this site. */
  returnPath?: string;
  idempotencyKey: string;
} & ({ userId: number } | { guestEmail: string });

/**
 * Pays what a pay-later booking still owes, now, on the provider's page (./pay-due-hosted.ts): before its day (paying
 * early), or after the kept card was declined (the booking is then marked "payment failed" until this or a
 * cancellation). Only the booking's owner — its member, or the guest holding its manage link — may; anyone else is
 * told there is no such booking.
 */
export async function payDueNow(input: Payer) {
  const found = await db.order.findUnique({ where: { reference: input.reference }, select: { id: true, userId: true, guestEmail: true, orgId: true } });
  const owns =
    found && ("userId" in input ? found.userId === input.userId : found.userId === null && found.guestEmail !== null && found.guestEmail === input.guestEmail);
  if (!found || !owns || found.orgId !== input.org.id) throw new AppError("NOT_FOUND", "No such booking.");
  return openDueCheckout({ orderId: found.id, org: input.org, returnPath: input.returnPath, idempotencyKey: input.idempotencyKey });
}
