import { randomInt } from "node:crypto";
import { db } from "@/lib/db";
import { memberRecord } from "@/lib/account/get-profile";
import { Prisma } from "@/lib/generated/prisma/client";

// No 0/O, 1/I/L: a code read aloud or typed from a flyer should survive.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export function newReferralCode(length = 8): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/**
 * The member's own referral code, created the first time they need one (unique across the site). A code once made
 * never changes, so the member's kept record answers (lib/account/get-profile.ts) and only a first time writes.
 */
export async function ensureReferralCode(userId: number): Promise<string> {
  const kept = await memberRecord(userId);
  if (kept?.referralCode) return kept.referralCode;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // Conditional: two tabs asking at once end with one code.
      await db.user.updateMany({ where: { id: userId, referralCode: null }, data: { referralCode: newReferralCode() } });
      const now = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { referralCode: true } });
      if (now.referralCode) return now.referralCode;
    } catch (error) {
      if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    }
  }
  throw new Error("could not allocate a referral code");
}

/** The member a code belongs to in this organisation (codes never cross organisations). */
export function findReferrerByCode(orgId: number, code: string) {
  return db.user.findFirst({ where: { orgId, referralCode: code, deletedAt: null }, select: { id: true, firstName: true, lastName: true, email: true } });
}
