import { db } from "@/lib/db";
import { errorFields, log } from "@/lib/log";
import type { HostedPaymentProvider } from "@/lib/payments/provider";
import { CHECKOUT_OPEN_MINUTES } from "./hosted-checkout";
import { settleHostedCheckout, STALE_SETTLEMENT_MS } from "./settle-hosted-checkout";

/**
 * Checkouts nobody came back from: past the provider page's life, each is settled from what the provider says — paid
 * (the payer closed the tab after paying, and the event was lost) books, closed unpaid lets its hold go — and a
 * settlement that stopped half-way is taken over. Run by the due-charge round. Answers how many it settled.
 */
export async function sweepOpenCheckouts({
  now = new Date(),
  provider,
  limit = 50,
}: { now?: Date; provider?: HostedPaymentProvider | null; limit?: number } = {}): Promise<number> {
  const stale = await db.payment.findMany({
    where: {
      checkoutRef: { not: null },
      OR: [
        { status: "OPEN", createdAt: { lt: new Date(now.getTime() - (CHECKOUT_OPEN_MINUTES + 1) * 60_000) } },
        { status: "CHARGING", attemptedAt: { lt: new Date(now.getTime() - STALE_SETTLEMENT_MS) } },
      ],
    },
    select: { checkoutRef: true },
    orderBy: { id: "asc" },
    take: limit,
  });
  let settled = 0;
  for (const p of stale) {
    try {
      const done = await settleHostedCheckout(p.checkoutRef!, provider);
      if (done.status === "CONFIRMED" || done.status === "ENDED") settled++;
    } catch (error) {
      log("error", "payments: an open checkout could not be settled", { checkoutRef: p.checkoutRef, ...errorFields(error) });
    }
  }
  return settled;
}
