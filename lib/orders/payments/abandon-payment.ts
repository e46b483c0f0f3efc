import type { Prisma } from "@/lib/generated/prisma/client";
import type { Db } from "@/lib/db";

/** Why a checkout's payment ended unpaid or was handed back (Payment.failure). */
export type AbandonedWhy =
  | "NOT_PAID"
  | "CARD_EXPIRES_BEFORE_DUE"
  | "SUPPLIER_REFUSED"
  | "REFUNDED_SUPPLIER_REFUSED"
  | "REFUNDED_NOTHING_DUE"
  /** A date change paid for that could no longer be made (lib/orders/changes/settle-change-checkout.ts): given back. */
  | "REFUNDED_CHANGE_REFUSED";

/**
 * A checkout's payment that will not book anything: marked ABANDONED with why, and its page's address dropped so
 * nobody is sent back to pay it. Only a payment still open or being settled changes; one already recorded as paid or
 * ended stays as it is, so a late caller cannot undo another's outcome.
 */
export async function abandonPayment(client: Prisma.TransactionClient | Db, paymentId: number, failure: AbandonedWhy): Promise<void> {
  await client.payment.updateMany({
    where: { id: paymentId, status: { in: ["OPEN", "CHARGING"] } },
    data: { status: "ABANDONED", failure, checkoutUrl: null },
  });
}
