import { AUTH_TEXT } from "@/lib/auth/messages";
import type { JsonRegister, JsonSign } from "@/lib/auth/schemas";
import { withSessionCookies } from "@/lib/auth/session-cookies";
import { answer } from "@/lib/auth/sign-up";
import { socialSignIn, type SocialCtx } from "@/lib/auth/social/social-sign-in";
import { verifySocialToken } from "@/lib/auth/social/verify-social-token";
import { log } from "@/lib/log";
import { limit } from "@/lib/rate-limit";
import { attributionOf } from "@/lib/referral/request-attribution";
import type { ApiContext } from "../api-context";
import { linkOrigin } from "../link-origin";
import { requestCookies } from "../request-parts";
import { json } from "../respond";

/**
 * The spec's token fields (SPEC §3 jsonSign / jsonRegister `googletoken`, `fbtoken`): a client that obtained a
 * Google ID token or a Facebook user token itself sends it to /api/signIn or /api/signUp. Every refusal is logged
 * with its reason and answered generically (SPEC §8 "Social sign-in failure does nothing").
 */
type Token = { provider: "google" | "facebook"; token: string };

function tokenOf(p: { googletoken?: string | null; fbtoken?: string | null }): Token {
  return p.googletoken ? { provider: "google", token: p.googletoken } : { provider: "facebook", token: p.fbtoken ?? "" };
}

const notAvailable = () => json({ status: 0, message: "SOCIAL SIGN-IN IS NOT AVAILABLE ON THIS SITE", code: "SOCIAL_NOT_AVAILABLE" }, { status: 400 });

async function verified(t: Token, ctx: ApiContext) {
  // Every token check counts as a sign-in attempt from this address, so tokens cannot be guessed at speed.
  await limit("signInIp", ctx.ip);
  const check = await verifySocialToken(ctx.org, t.provider, t.token);
  if (!check.ok && check.reason !== "not-enabled") log("warn", "social token refused", { provider: t.provider, orgId: ctx.org.id, reason: check.reason });
  return check;
}

const socialCtx = (ctx: ApiContext, request: Request): SocialCtx => ({
  ...ctx,
  origin: linkOrigin(ctx.org, request),
  attribution: attributionOf(requestCookies(request), ctx.ip),
});

/** POST /api/signIn with googletoken or fbtoken: signs in (linking or registering per the rules), or sends the link e-mail. */
export async function socialTokenSignIn(payload: JsonSign, ctx: ApiContext, request: Request): Promise<Response> {
  const check = await verified(tokenOf(payload), ctx);
  if (!check.ok)
    return check.reason === "not-enabled"
      ? notAvailable()
      : json({ status: 0, message: AUTH_TEXT.socialSignInFailed, code: "SOCIAL_SIGN_IN_FAILED" }, { status: 401 });
  const registration = { accesscode: payload.accesscode, mastercode: payload.userdetails?.mastercode, site_url: payload.site_url };
  const outcome = await socialSignIn(check.profile, { allowCreate: true, allowExisting: true, registration }, socialCtx(ctx, request));
  if (outcome.kind === "signed-in")
    return withSessionCookies(json({ status: 1, message: "SUCCESS", result: outcome.session.result }), outcome.session, ctx.https);
  if (outcome.kind === "link-sent") return json({ status: 0, message: AUTH_TEXT.linkConfirmationSent, code: "LINK_CONFIRMATION_SENT" }, { status: 202 });
  return json({ status: 0, message: AUTH_TEXT.socialSignInFailed, code: "SOCIAL_SIGN_IN_FAILED" }, { status: 401 });
}

/**
 * POST /api/signUp with googletoken or fbtoken: registers directly — no password, no title, the provider's verified
 * e-mail — and answers with the welcome message and a session. An existing account is "User Already Exists" and is
 * left as it is (signing in is what links it).
 */
export async function socialTokenSignUp(r: JsonRegister, ctx: ApiContext, request: Request): Promise<Response> {
  const check = await verified(tokenOf(r), ctx);
  if (!check.ok) return check.reason === "not-enabled" ? notAvailable() : json({ ...answer(0, 401, "SIGNUP_FAILED") }, { status: 401 });
  const outcome = await socialSignIn(check.profile, { allowCreate: true, allowExisting: false, registration: r }, socialCtx(ctx, request));
  if (outcome.kind === "signed-in") return withSessionCookies(json(answer(1, 200, "SOCIAL_USER_CREATED", true)), outcome.session, ctx.https);
  if (outcome.kind === "refused" && outcome.answer) return json(outcome.answer);
  if (outcome.kind === "refused" && outcome.reason === "exists") return json(answer(1, 201, "USER_ALREADY_CREATED"));
  return json(answer(0, 400, "SIGNUP_FAILED"));
}
