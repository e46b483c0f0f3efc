import { db } from "@/lib/db";
import { accessCodeRequired, checkAccessCode, type AccessCodeCheck } from "./access-codes";
import type { SignupMessageCode } from "./messages";

/** The parts of a registration (SPEC §3 jsonRegister) that decide its code. */
export type CodeFields = { accesscode?: string | null; mastercode?: string | null; referral_code?: string | null };

export type MasterCode = { accepted: boolean; check?: AccessCodeCheck; referrerId?: number };

/**
 * Which code a sign-up uses and whether it passes — the one rule behind both validateAccessCode and the sign-ups
 * (e-mail and social), so the dialog's Continue and the registration that follows can never disagree.
 *
 * SPEC §2: the access-code field is "shown only when the access-code feature flag equals 1 and no master code is
 * hidden by referral", and §5: "access code required if shown". So the typed access code counts only while the field
 * is shown: then it is required and must be a valid ACCESS code of the organisation. When a master code is accepted
 * the field is hidden and whatever came in it is not the member's answer to anything — it is ignored, and the master
 * code (with its plan, if any) is the sign-up's code. With the flag off, no access code is asked for at all.
 *
 * `refusal`: null when the sign-up may go on; "ACCESS_CODE_MISSING" when the shown field is empty; otherwise the
 * catalogue code of the typed access code's refusal (unknown, expired, used up).
 */
export type SignUpCode = {
  master: MasterCode;
  needsCode: boolean;
  code?: AccessCodeCheck;
  refusal: SignupMessageCode | "ACCESS_CODE_MISSING" | null;
};

export async function decideSignUpCode(org: { id: number; accessCodeFlag: number }, r: CodeFields): Promise<SignUpCode> {
  const master = await resolveMasterCode(org.id, r);
  const needsCode = accessCodeRequired(org, master.accepted);
  if (!needsCode) return { master, needsCode, code: master.check, refusal: null };
  if (!r.accesscode) return { master, needsCode, refusal: "ACCESS_CODE_MISSING" };
  const code = await checkAccessCode(org.id, r.accesscode, "ACCESS");
  return { master, needsCode, code, refusal: code.ok ? null : code.code };
}

/** A master code is accepted from a valid MASTER code of the org, or implied by a referral from one of its members. */
async function resolveMasterCode(orgId: number, r: CodeFields): Promise<MasterCode> {
  const referrer = r.referral_code ? await db.user.findFirst({ where: { orgId, referralCode: r.referral_code, deletedAt: null }, select: { id: true } }) : null;
  if (r.mastercode) {
    const check = await checkAccessCode(orgId, r.mastercode, "MASTER");
    if (check.ok) return { accepted: true, check, referrerId: referrer?.id };
  }
  return { accepted: !!referrer, referrerId: referrer?.id };
}
