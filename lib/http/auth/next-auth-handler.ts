import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { buildNextAuthOptions, type SocialFlow } from "@/lib/auth/next-auth-options";
import { expiredCookie, legacyCookies } from "@/lib/auth/session-cookies";
import { isSocialProvider } from "@/lib/auth/social/config";
import { SOCIAL_CONTEXT_COOKIE, takeSocialContext } from "@/lib/auth/social/oauth-context";
import { withSocialMarker } from "@/lib/auth/social/return-path";
import { AppError } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";
import { attributionOf } from "@/lib/referral/request-attribution";
import { resolveApiContext, type ApiContext } from "../api-context";
import { proxyTrust } from "../client-ip";
import { isCrossSiteWrite } from "../csrf";
import { linkOrigin } from "../link-origin";
import { requestCookies } from "../request-parts";
import { errorResponse } from "../respond";
import { toErrorResponse } from "../route";

type RouteContext = { params: Promise<{ nextauth?: string[] }> };

/**
 * next-auth's catch-all (/api/auth/signin/…, /api/auth/callback/…, /api/auth/csrf …) with options built for the
 * host's organisation. On the provider's callback it first takes the OAuthState record this browser's dialog wrote,
 * and afterwards finishes next-auth's answer: the legacy userToken/userData cookies of a sign-in (SPEC §9), the
 * ?social=welcome marker after a sign-up, and every redirect kept on the host the user started on.
 */
export async function nextAuthHandler(request: NextRequest, routeContext: RouteContext): Promise<Response> {
  const [action, providerId] = (await routeContext.params).nextauth ?? [];
  // next-auth's own POSTs (sign-in, sign-out) also check its csrfToken; a browser write from another site stops here.
  if (isCrossSiteWrite(request, proxyTrust())) return errorResponse(new AppError("FORBIDDEN", "This request came from another site and was refused."));
  let api: ApiContext;
  try {
    api = await resolveApiContext(request);
  } catch (error) {
    return toErrorResponse(error, request);
  }
  const origin = linkOrigin(api.org, request);
  const isCallback = action === "callback" && isSocialProvider(providerId);
  try {
    const context = isCallback ? await takeSocialContext(request.cookies.get(SOCIAL_CONTEXT_COOKIE)?.value, { orgId: api.org.id, provider: providerId }) : null;
    // Only the provider's callback can create an account, so only it reads the referral cookies.
    const attribution = isCallback ? attributionOf(requestCookies(request), api.ip) : { clickId: null, deviceId: null, ip: api.ip };
    const flow: SocialFlow = { org: api.org, origin, ctx: { ...api, origin, attribution }, context, result: {} };
    const response: Response = await NextAuth(await buildNextAuthOptions(flow))(request, routeContext);
    return finish(response, flow, { isCallback, secure: api.https });
  } catch (error) {
    // A body next-auth cannot parse is the client's mistake, not ours: 400, and no error in the logs.
    if (error instanceof SyntaxError) return errorResponse(new AppError("INVALID_JSON"));
    log("error", "social sign-in handler failed", { action, providerId, ...errorFields(error) });
    return Response.redirect(`${origin}/`, 302);
  }
}

/** next-auth writes its own error and sign-in redirects on NEXTAUTH_URL; keep them on this host. */
function onThisHost(location: string, origin: string): string {
  const canonical = env().NEXTAUTH_URL ? new URL(env().NEXTAUTH_URL!).origin : null;
  return canonical && canonical !== origin && location.startsWith(canonical) ? `${origin}${location.slice(canonical.length)}` : location;
}

function finish(response: Response, flow: SocialFlow, opts: { isCallback: boolean; secure: boolean }): Response {
  const headers = new Headers(response.headers);
  let location = headers.get("location");
  if (location) location = onThisHost(location, flow.origin);
  // A failure at the provider (cancelled, state mismatch …) is logged by next-auth; the user just goes back to the
  // page they started on, rather than to an error address (SPEC §8 "Social sign-in failure does nothing").
  if (location && new URL(location, flow.origin).pathname === "/api/auth/error") location = `${flow.origin}${flow.context?.returnTo ?? "/"}`;
  const outcome = flow.result.outcome;
  if (outcome?.kind === "signed-in") {
    const { session } = outcome;
    for (const cookie of legacyCookies({ legacyToken: session.result.token, userData: session.userData, secure: opts.secure }))
      headers.append("set-cookie", cookie);
    if (outcome.created && location?.startsWith(flow.origin))
      location = `${flow.origin}${withSocialMarker(location.slice(flow.origin.length) || "/", "welcome")}`;
  }
  if (location) headers.set("location", location);
  if (opts.isCallback) headers.append("set-cookie", expiredCookie(SOCIAL_CONTEXT_COOKIE, opts.secure));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
