import { db } from "@/lib/db";
import { releaseWallet } from "@/lib/wallet/redeem";
import { lockOrder } from "@/lib/orders/order-lock";
import { releaseInventory } from "./inventory-items";

/**
 * Gives a pending reservation's rooms and places back (each item through its supplier) and removes it (a declined
 * card, or a checkout that never finished). The row is locked first, so a confirmation committing at the same moment
 * is seen and left alone.
 */
export async function releaseStayHold(reservationId: number): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockOrder(tx, reservationId);
    const r = await tx.order.findUnique({ where: { id: reservationId }, include: { items: true } });
    if (!r || r.status !== "PENDING") return;
    await releaseInventory(tx, r);
    await releaseWallet(tx, { reservationId: r.id, reference: r.reference, actorId: r.userId });
    await tx.order.delete({ where: { id: r.id } });
  });
}

/** Holds older than this were abandoned (the process died between hold and charge): their rooms go back. */
export const STALE_HOLD_MS = 15 * 60 * 1000;

/**
 * How often a process looks for stale holds. Every checkout calls releaseStaleHolds, but a hold only goes stale after
 * STALE_HOLD_MS: looking once a minute frees its rooms at most a minute later, and spares each booking the query.
 */
export const STALE_SWEEP_EVERY_MS = 60_000;

const sweep = globalThis as unknown as { __staleHoldsSweptAt?: number };

export async function releaseStaleHolds(now = Date.now()): Promise<void> {
  if (now - (sweep.__staleHoldsSweptAt ?? 0) < STALE_SWEEP_EVERY_MS) return;
  sweep.__staleHoldsSweptAt = now;
  const stale = await db.order.findMany({
    // One whose payer is on the provider's page is the open-checkout sweep's (lib/orders/sweep-open-checkouts.ts): it
    // may be paid, so only the provider can say whether to let it go.
    where: { status: "PENDING", createdAt: { lt: new Date(now - STALE_HOLD_MS) }, payments: { none: { status: { in: ["OPEN", "CHARGING"] } } } },
    select: { id: true },
    take: 20,
  });
  for (const s of stale) await releaseStayHold(s.id);
}
