import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { SIGNUP_MESSAGES, type SignupMessageCode } from "./messages";

export type AccessCodeCheck = { ok: true; id: number; planName: string | null; kind: "ACCESS" | "MASTER" } | { ok: false; code: SignupMessageCode };

/** An organisation's code: active, unexpired and with uses left (null maxUses = unlimited, 1 = single-use). */
export async function checkAccessCode(orgId: number, code: string, kind?: "ACCESS" | "MASTER"): Promise<AccessCodeCheck> {
  const row = await db.accessCode.findUnique({ where: { orgId_code: { orgId, code: code.trim().toUpperCase() } } });
  if (!row || !row.active || (kind && row.kind !== kind)) return { ok: false, code: "INVALID_ACCESS_CODE" };
  if (row.expiresAt && row.expiresAt <= new Date()) return { ok: false, code: "ACCESS_CODE_EXPIRED" };
  if (row.maxUses !== null && row.usedCount >= row.maxUses) return { ok: false, code: "ACCESS_CODE_USED" };
  return { ok: true, id: row.id, planName: row.planName, kind: row.kind };
}

/**
 * Takes one use of a code inside the sign-up transaction. The conditional UPDATE lets exactly one of two racing
 * sign-ups have the last use of a single-use code.
 */
export async function consumeAccessCode(tx: Prisma.TransactionClient, id: number): Promise<boolean> {
  const n = await tx.$executeRaw`
    UPDATE "AccessCode" SET "usedCount" = "usedCount" + 1
    WHERE id = ${id} AND active AND ("maxUses" IS NULL OR "usedCount" < "maxUses") AND ("expiresAt" IS NULL OR "expiresAt" > now())`;
  return n === 1;
}

export function accessCodeMessage(code: SignupMessageCode): string {
  return SIGNUP_MESSAGES[code];
}

/**
 * SPEC §2: the access-code field shows "only when the access-code feature flag equals 1 and no master code is hidden
 * by referral". A master code (from an invitation or a referral link) stands in for the access code.
 */
export function accessCodeRequired(org: { accessCodeFlag: number }, masterCodeAccepted: boolean): boolean {
  return org.accessCodeFlag === 1 && !masterCodeAccepted;
}
