import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { SSO_CLOCK_TOLERANCE_SECONDS } from "./claims";

/**
 * Records a token's jti as used; false when it already was (a replay). Runs inside the sign-in transaction, so the
 * record and the session stand or fall together, and a concurrent second use waits on the primary key and then
 * finds the row. The key is prefixed with the organisation id: two partners may well pick the same jti values.
 */
export async function recordTokenUse(tx: Prisma.TransactionClient, input: { orgId: number; jti: string; exp: number }): Promise<boolean> {
  const { count } = await tx.ssoTokenUse.createMany({
    data: [{ jti: `${input.orgId}:${input.jti}`, orgId: input.orgId, expiresAt: new Date((input.exp + SSO_CLOCK_TOLERANCE_SECONDS) * 1000) }],
    skipDuplicates: true,
  });
  return count === 1;
}

/** Forgets token ids that can no longer be replayed anyway (their token has expired); the table stays tiny. */
export async function forgetExpiredTokenUses(now: Date = new Date()): Promise<void> {
  await db.ssoTokenUse.deleteMany({ where: { expiresAt: { lt: now } } });
}
