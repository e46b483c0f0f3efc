import { db } from "@/lib/db";
import type { OrgConfig } from "@/lib/org/org-config";
import { limit } from "@/lib/rate-limit";
import { accessCodeRequired, checkAccessCode } from "./access-codes";
import { AUTH_TEXT, SIGNUP_MESSAGES } from "./messages";
import type { JsonRegister } from "./schemas";

/**
 * SPEC §7 validateAccessCode: { data: { status, resp } }. Passes when the org asks for no code, when a master code
 * (invitation or referral) stands in, or when the access code is valid; status 0 carries the text the dialog shows.
 */
export async function validateAccessCode(org: OrgConfig, r: JsonRegister, ip: string) {
  await limit("accessCodeIp", ip);
  let masterAccepted = false;
  if (r.mastercode) masterAccepted = (await checkAccessCode(org.id, r.mastercode, "MASTER")).ok;
  if (!masterAccepted && r.referral_code) {
    masterAccepted = !!(await db.user.findFirst({ where: { orgId: org.id, referralCode: r.referral_code, deletedAt: null }, select: { id: true } }));
  }
  if (!accessCodeRequired(org, masterAccepted)) return { status: 1, data: { status: 1, resp: "" } };
  if (!r.accesscode) return { status: 1, data: { status: 0, resp: AUTH_TEXT.accessCodeRequired } };
  const check = await checkAccessCode(org.id, r.accesscode, "ACCESS");
  return check.ok ? { status: 1, data: { status: 1, resp: "" } } : { status: 1, data: { status: 0, resp: SIGNUP_MESSAGES[check.code] } };
}
