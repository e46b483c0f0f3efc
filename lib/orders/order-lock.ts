import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";

/**
 * Money steps on one order take turns: paying what is due, the due-charge job's claim and record, and cancelling
 * each run inside a transaction that first locks the order's row, and read the order again after the lock. So a
 * cancellation sees a payment that committed before it (and refunds it), and a payment sees a cancellation (and
 * charges nothing); a step that finds another one's charge in flight refuses with 409 instead of guessing.
 */
export async function lockOrder(tx: Prisma.TransactionClient, reservationId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Reservation" WHERE id = ${reservationId} FOR UPDATE`;
}

/**
 * A step that calls a supplier or the payment provider while it holds the lock needs longer than Prisma's default
 * five seconds; a waiting step gives up after `maxWait` for a connection, and after the database's statement timeout
 * for the lock itself (answered 503, safe to retry).
 */
export const LOCKED_STEP = { timeout: 30_000, maxWait: 5_000 } as const;

/** Runs `step` with the order locked (see lockOrder). */
export function withOrderLocked<T>(reservationId: number, step: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    await lockOrder(tx, reservationId);
    return step(tx);
  }, LOCKED_STEP);
}
