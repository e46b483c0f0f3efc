import type { OrgConfig } from "@/lib/org/org-config";
import { limit } from "@/lib/rate-limit";
import { AUTH_TEXT, SIGNUP_MESSAGES } from "./messages";
import type { JsonRegister } from "./schemas";
import { decideSignUpCode } from "./sign-up-code";

/**
 * SPEC §7 validateAccessCode: { data: { status, resp } }. Passes exactly when the sign-up would (decideSignUpCode):
 * the org asks for no code, a master code (invitation or referral) stands in, or the access code is valid; status 0
 * carries the text the dialog shows.
 */
export async function validateAccessCode(org: OrgConfig, r: JsonRegister, ip: string) {
  await limit("accessCodeIp", ip);
  const { refusal } = await decideSignUpCode(org, r);
  if (!refusal) return { status: 1, data: { status: 1, resp: "" } };
  return { status: 1, data: { status: 0, resp: refusal === "ACCESS_CODE_MISSING" ? AUTH_TEXT.accessCodeRequired : SIGNUP_MESSAGES[refusal] } };
}
