import { z } from "zod";
import { db } from "@/lib/db";
import { zText } from "@/lib/zod-text";
import { deliverQueued, queueEmail } from "@/lib/email";
import type { OrgConfig } from "@/lib/org/org-config";
import { accountMailWords, verificationMail } from "./emails";
import { createToken } from "./tokens";

/** What a sign-up needs to know of an existing account with its address. */
export const CLAIM_SELECT = {
  id: true,
  firstName: true,
  languageCode: true,
  agentId: true,
  password: { select: { userId: true } },
  _count: { select: { identities: true } },
} as const;

type Existing = {
  id: number;
  firstName: string;
  languageCode: string | null;
  agentId: number | null;
  password: { userId: number } | null;
  _count: { identities: number };
};

/** An account an agent made for this address that nobody has signed in to yet: its owner may claim it by signing up. */
export function isClaimable(user: Existing): boolean {
  return user.agentId !== null && user.password === null && user._count.identities === 0;
}

/** The confirmation token's payload of a claim: the chosen password, hashed. */
export const ZClaimPayload = z.object({ claimHash: zText().min(1) });

/**
 * A sign-up with the address of a claimable account: the password waits, hashed, in the confirmation link's token,
 * and only opening that link (verifyAccount) sets it and ends the agent link — until then nothing changes, so someone
 * else signing up with the address gains nothing. The answer is a new sign-up's.
 */
export async function offerAccountClaim(
  user: Existing,
  email: string,
  passwordHash: string,
  ctx: { org: OrgConfig; origin: string; locale: string },
): Promise<void> {
  const words = await accountMailWords(ctx.org, user.languageCode, ctx.locale);
  const emailId = await db.$transaction(async (tx) => {
    const token = await createToken(tx, user.id, "VERIFY_EMAIL", { claimHash: passwordHash });
    const mail = verificationMail(words, ctx.org.name, user.firstName, `${ctx.origin}/verify-account?key=${token}`);
    return queueEmail(tx, { orgId: ctx.org.id, to: email, ...mail });
  });
  await deliverQueued(emailId);
}
