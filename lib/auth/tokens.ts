import { createHash, randomBytes } from "node:crypto";
import type { Prisma, TokenPurpose } from "@/lib/generated/prisma/client";

/** How long each kind of e-mailed link stays valid. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  VERIFY_EMAIL: 48 * 60 * 60 * 1000,
  RESET_PASSWORD: 60 * 60 * 1000,
  CHANGE_EMAIL: 24 * 60 * 60 * 1000,
  LINK_IDENTITY: 60 * 60 * 1000,
  AGENT_LINK: 30 * 24 * 60 * 60 * 1000,
};

export function hashToken(raw: string): string {
  return createHash("sha256").update(raw).digest("hex");
}

/** A new single-use token; only its hash is stored, the raw value goes into the e-mailed link. */
export async function createToken(tx: Prisma.TransactionClient, userId: number, purpose: TokenPurpose, payload?: Prisma.InputJsonValue): Promise<string> {
  const raw = randomBytes(32).toString("base64url");
  await tx.verificationToken.create({
    data: { userId, purpose, tokenHash: hashToken(raw), payload, expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]) },
  });
  return raw;
}

/**
 * Uses a token once: the conditional update succeeds for exactly one caller, and only while it is unexpired.
 * Returns the user id, or null for an unknown, used or expired token.
 */
export async function consumeToken(
  tx: Prisma.TransactionClient,
  raw: string,
  purpose: TokenPurpose,
): Promise<{ userId: number; payload: Prisma.JsonValue } | null> {
  if (!raw || raw.length > 200) return null;
  const tokenHash = hashToken(raw);
  const used = await tx.verificationToken.updateMany({
    where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (used.count !== 1) return null;
  const row = await tx.verificationToken.findUnique({ where: { tokenHash }, select: { userId: true, payload: true } });
  return row;
}

/**
 * An unexpired token that stays usable after being read (the agent link's accept and decline: the owner may change
 * their mind while the link lasts). Returns the user id, or null for an unknown or expired token.
 */
export async function findOpenToken(tx: Prisma.TransactionClient, raw: string, purpose: TokenPurpose): Promise<{ userId: number } | null> {
  if (!raw || raw.length > 200) return null;
  return tx.verificationToken.findFirst({ where: { tokenHash: hashToken(raw), purpose, expiresAt: { gt: new Date() } }, select: { userId: true } });
}

/** Invalidates a user's open tokens of one purpose (a newer link replaces older ones). */
export async function expireOpenTokens(tx: Prisma.TransactionClient, userId: number, purpose: TokenPurpose): Promise<void> {
  await tx.verificationToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { expiresAt: new Date() } });
}
