import { db } from "@/lib/db";
import { errorFields, log } from "@/lib/log";
import { releaseStayHold, STALE_HOLD_MS } from "./holds";

/**
 * A checkout paid by the wallet whose last database write failed. When a connection drops during COMMIT, PostgreSQL
 * may have applied the transaction although its answer never arrived, so "the write failed" does not mean "nothing
 * was written". Settling reads what is actually stored: a confirmed booking stands; anything else has its hold (the
 * rooms or places, and the wallet's credit) let go. A card payment settles through its own claim on the provider's
 * side instead (lib/orders/settle-hosted-checkout.ts).
 */
export type Checkout = { reference: string };

export type Settlement = "CONFIRMED" | "RELEASED";

/** Settles from what the database holds now; throws if the database cannot be read. */
export async function settleCheckout(checkout: Checkout): Promise<Settlement> {
  const stored = await db.order.findUnique({ where: { reference: checkout.reference }, select: { id: true, status: true } });
  if (stored?.status === "CONFIRMED") return "CONFIRMED";
  if (stored) await releaseStayHold(stored.id);
  return "RELEASED";
}

type Retry = { firstDelayMs?: number; maxDelayMs?: number; giveUpAfterMs?: number; settle?: (checkout: Checkout) => Promise<Settlement> };

/**
 * Settles once the database answers again, retrying with back-off in this process. Gives up after the stale-hold
 * window, by which time any process's stale-hold sweep has let the hold go (logged). Answers how it ended; callers need not wait for it.
 */
export function settleInBackground(
  checkout: Checkout,
  { firstDelayMs = 1_000, maxDelayMs = 15_000, giveUpAfterMs = STALE_HOLD_MS, settle = settleCheckout }: Retry = {},
): Promise<Settlement | null> {
  const deadline = Date.now() + giveUpAfterMs;
  log("warn", "booking: outcome unknown, settling once the database answers", { reference: checkout.reference });
  return new Promise((resolve) => {
    const attempt = (delayMs: number) => {
      const timer = setTimeout(() => {
        settle(checkout).then(
          (settled) => {
            log("info", "booking: settled after an unknown outcome", { reference: checkout.reference, settled });
            resolve(settled);
          },
          (error: unknown) => {
            if (Date.now() + delayMs > deadline) {
              log("error", "booking: could not be settled; its hold is left to the stale-hold sweep", {
                reference: checkout.reference,
                ...errorFields(error),
              });
              resolve(null);
            } else attempt(Math.min(delayMs * 2, maxDelayMs));
          },
        );
      }, delayMs);
      // A pending settlement must not keep a stopping process alive.
      timer.unref();
    };
    attempt(firstDelayMs);
  });
}

/**
 * Settles now if the database can say what happened, else in the background. Answers "CONFIRMED" when the
 * failed write had in fact confirmed the booking, null when the outcome is not known yet.
 */
export async function settleOrDefer(checkout: Checkout, retry?: Retry): Promise<Settlement | null> {
  try {
    return await (retry?.settle ?? settleCheckout)(checkout);
  } catch {
    void settleInBackground(checkout, retry);
    return null;
  }
}
