import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";

export type SessionUser = {
  id: number;
  orgId: number;
  email: string;
  firstName: string;
  lastName: string;
  userType: number;
  role: string;
  languageCode: string | null;
  currencyCode: string | null;
};

export type ActiveSession = {
  id: string;
  isSso: boolean;
  sessionOutUrl: string | null;
  impersonatorId: number | null;
  user: SessionUser;
};

const USER_FIELDS = {
  id: true,
  orgId: true,
  email: true,
  firstName: true,
  lastName: true,
  userType: true,
  role: true,
  languageCode: true,
  currencyCode: true,
  deletedAt: true,
} as const;

export async function createSession(input: {
  userId: number;
  ip?: string;
  userAgent?: string;
  isSso?: boolean;
  sessionOutUrl?: string | null;
  impersonatorId?: number | null;
  /** Lifetime in seconds; SESSION_MAX_AGE unless the sign-in kind has its own (SSO). */
  maxAgeSeconds?: number;
}, tx?: Prisma.TransactionClient): Promise<{ id: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + (input.maxAgeSeconds ?? env().SESSION_MAX_AGE) * 1000);
  const row = await (tx ?? db).session.create({
    data: {
      userId: input.userId,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 500),
      isSso: input.isSso ?? false,
      sessionOutUrl: input.sessionOutUrl ?? null,
      impersonatorId: input.impersonatorId ?? null,
      expiresAt,
    },
    select: { id: true, expiresAt: true },
  });
  return row;
}

/** The session behind a cookie, if it exists, is not revoked or expired, and belongs to a live user. */
export async function getActiveSession(sessionId: string): Promise<ActiveSession | null> {
  const row = await db.session.findUnique({
    where: { id: sessionId },
    select: { id: true, isSso: true, sessionOutUrl: true, impersonatorId: true, revokedAt: true, expiresAt: true, user: { select: USER_FIELDS } },
  });
  if (!row || row.revokedAt || row.expiresAt <= new Date() || row.user.deletedAt) return null;
  const { deletedAt: _deleted, ...user } = row.user;
  return { id: row.id, isSso: row.isSso, sessionOutUrl: row.sessionOutUrl, impersonatorId: row.impersonatorId, user };
}

export async function revokeSession(sessionId: string): Promise<void> {
  await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}
