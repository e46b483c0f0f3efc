import { randomBytes } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Adds money to a member's cash card inside the caller's transaction (SPEC §1 "pay partly with wallet credit"): the
 * member's active cash card in that currency grows, or a new one is issued for it, with an ISSUE ledger row either
 * way. Used where the organisation lets referral credits be spent as wallet cash (lib/referral/credits.ts).
 */
export async function creditCashCard(
  tx: Prisma.TransactionClient,
  input: { userId: number; orgId: number; amountMinor: number; currency: string; note: string; actorId?: number | null },
): Promise<{ cardId: number; balanceMinor: number }> {
  if (!Number.isInteger(input.amountMinor) || input.amountMinor <= 0) throw new Error("creditCashCard needs a positive amount in minor units");
  const card = await tx.paymentCard.findFirst({
    where: {
      userId: input.userId,
      orgId: input.orgId,
      type: "CASH_CARD",
      status: "ACTIVE",
      currency: input.currency,
      OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }],
    },
    orderBy: { id: "asc" },
  });
  if (card) {
    // A conditional increment: concurrent redemptions and top-ups each see the balance they changed.
    const [after] = await tx.$queryRaw<{ balanceMinor: number }[]>`
      UPDATE "PaymentCard" SET "balanceMinor" = "balanceMinor" + ${input.amountMinor}, "amountMinor" = "amountMinor" + ${input.amountMinor}
      WHERE id = ${card.id} RETURNING "balanceMinor"`;
    const balanceAfter = after!.balanceMinor;
    await tx.walletLedger.create({
      data: {
        cardId: card.id,
        kind: "ISSUE",
        amountMinor: input.amountMinor,
        balanceBefore: balanceAfter - input.amountMinor,
        balanceAfter,
        actorId: input.actorId ?? null,
        note: input.note,
      },
    });
    return { cardId: card.id, balanceMinor: balanceAfter };
  }
  const created = await tx.paymentCard.create({
    data: {
      orgId: input.orgId,
      userId: input.userId,
      type: "CASH_CARD",
      cardCode: `CASH-${randomBytes(5).toString("hex").toUpperCase()}`,
      proCode: "Cash card",
      services: [],
      currency: input.currency,
      amountMinor: input.amountMinor,
      balanceMinor: input.amountMinor,
      issuedById: input.actorId ?? null,
    },
  });
  await tx.walletLedger.create({
    data: {
      cardId: created.id,
      kind: "ISSUE",
      amountMinor: input.amountMinor,
      balanceBefore: 0,
      balanceAfter: input.amountMinor,
      actorId: input.actorId ?? null,
      note: input.note,
    },
  });
  return { cardId: created.id, balanceMinor: input.amountMinor };
}
