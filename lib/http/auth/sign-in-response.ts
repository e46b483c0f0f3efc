import type { JsonSign } from "@/lib/auth/schemas";
import { withSessionCookies } from "@/lib/auth/session-cookies";
import { signInWithPassword } from "@/lib/auth/sign-in";
import type { ApiContext } from "../api-context";
import { json } from "../respond";
import { socialTokenSignIn } from "./social-token";

/** Shared by POST /api/signIn and POST /api/auth/signIn: one service, two spellings of the payload (SPEC §7). */
export async function signInResponse(payload: JsonSign, ctx: ApiContext, request: Request, claimedIp?: string | null): Promise<Response> {
  if (payload.googletoken || payload.fbtoken) return socialTokenSignIn(payload, ctx, request);
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
  return withSessionCookies(json({ status: 1, message: "SUCCESS", result: outcome.result }), outcome, ctx.https);
}
