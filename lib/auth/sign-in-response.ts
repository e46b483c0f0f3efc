import type { ApiContext } from "@/lib/http/context";
import { json } from "@/lib/http/respond";
import type { JsonSign } from "./schemas";
import { signInCookies } from "./session-cookies";
import { signInWithPassword } from "./sign-in";

/** Shared by POST /api/signIn and POST /api/auth/signIn: one service, two spellings of the payload (SPEC §7). */
export async function signInResponse(payload: JsonSign, ctx: ApiContext, claimedIp?: string | null): Promise<Response> {
  if (payload.googletoken || payload.fbtoken) {
    return json({ status: 0, message: "SOCIAL SIGN-IN IS NOT AVAILABLE ON THIS SITE", code: "SOCIAL_NOT_AVAILABLE" }, { status: 400 });
  }
  const outcome = await signInWithPassword({
    org: ctx.org,
    email: payload.email_id,
    password: payload.password,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    locale: ctx.locale,
    currency: ctx.currency,
    claimedIp,
  });
  if (!outcome.ok) return json({ status: 0, message: outcome.message, code: outcome.code }, { status: outcome.httpStatus });
  const response = json({ status: 1, message: "SUCCESS", result: outcome.result });
  for (const cookie of signInCookies({ sessionJwt: outcome.sessionJwt, legacyToken: outcome.result.token, userData: outcome.userData, secure: ctx.secure })) {
    response.headers.append("set-cookie", cookie);
  }
  return response;
}
