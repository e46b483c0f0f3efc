import type { Account, AuthOptions } from "next-auth";
import FacebookProvider from "next-auth/providers/facebook";
import GoogleProvider from "next-auth/providers/google";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { env } from "@/lib/env";
import { errorFields, log } from "@/lib/log";
import type { OrgConfig } from "@/lib/org/org-config";
import { limit } from "@/lib/rate-limit";
import { authSecret } from "./secret";
import { enabledSocialProviders, isSocialProvider, socialCredentials, type SocialCredentials } from "./social/config";
import type { SocialContext } from "./social/oauth-context";
import { safeReturnPath, withSocialMarker } from "./social/return-path";
import { socialSignIn, type SocialCtx, type SocialOutcome } from "./social/social-sign-in";
import { verifySocialToken } from "./social/verify-social-token";

/** One social redirect as the route handler sees it; the callbacks below fill `result` for it to finish the answer. */
export type SocialFlow = {
  org: OrgConfig;
  /** This host's own origin: the provider calls back here and the user comes back here (one origin per white label). */
  origin: string;
  ctx: SocialCtx;
  /** The OAuthState record of this sign-in (callback requests only). */
  context: SocialContext | null;
  result: { outcome?: SocialOutcome };
};

const HTTP_TIMEOUT = { timeout: 3000 };

/**
 * next-auth 4 derives redirect_uri from NEXTAUTH_URL, one origin for the whole site. Each white-label host must get
 * the provider's answer itself (its cookies — state, PKCE, session — live there), so the redirect_uri is set per
 * request in the authorization parameters and the code is exchanged with the same value.
 */
const callbackOn = (origin: string, provider: string) => `${origin}/api/auth/callback/${provider}`;

function googleProvider(c: SocialCredentials, origin: string): OAuthConfig<Record<string, unknown>> {
  const redirectUri = callbackOn(origin, "google");
  return GoogleProvider({
    clientId: c.clientId,
    clientSecret: c.clientSecret,
    // Discovery from GOOGLE_ISSUER, so a local OpenID provider can stand in for Google.
    wellKnown: `${env().GOOGLE_ISSUER}/.well-known/openid-configuration`,
    authorization: { params: { scope: "openid email profile", redirect_uri: redirectUri } },
    // openid-client's callback() checks state, PKCE and the ID token (signature, iss, aud, exp) itself.
    token: { request: async ({ client, params, checks }) => ({ tokens: await client.callback(redirectUri, params, checks) }) },
    httpOptions: HTTP_TIMEOUT,
  }) as OAuthConfig<Record<string, unknown>>;
}

function facebookProvider(c: SocialCredentials, origin: string): OAuthConfig<Record<string, unknown>> {
  const redirectUri = callbackOn(origin, "facebook");
  const graph = env().FACEBOOK_GRAPH_URL;
  return FacebookProvider({
    clientId: c.clientId,
    clientSecret: c.clientSecret,
    authorization: { url: env().FACEBOOK_AUTH_URL, params: { scope: "email", redirect_uri: redirectUri } },
    token: {
      url: `${graph}/oauth/access_token`,
      request: async ({ client, params, checks }) => ({ tokens: await client.oauthCallback(redirectUri, params, checks) }),
    },
    userinfo: { url: `${graph}/me`, params: { fields: "id,email,first_name,last_name" } },
    client: { token_endpoint_auth_method: "client_secret_post" },
    // next-auth's default reads profile.picture.data.url, which a profile without a picture does not have.
    profile: (p: Record<string, unknown>) => ({
      id: String(p.id),
      name: [p.first_name, p.last_name].filter(Boolean).join(" "),
      email: typeof p.email === "string" ? p.email : null,
      image: null,
    }),
    httpOptions: HTTP_TIMEOUT,
  } as Parameters<typeof FacebookProvider>[0]) as OAuthConfig<Record<string, unknown>>;
}

/**
 * next-auth's signIn callback: the provider's token is verified again with OUR checks (the same as for googletoken /
 * fbtoken), then our domain function decides. true lets next-auth write the session cookie (with our claims, via the
 * jwt callback); a URL sends the user back without a session — quietly on failure (SPEC §8).
 */
async function onProviderSignIn(flow: SocialFlow, account: Account | null): Promise<true | string> {
  const returnTo = flow.context?.returnTo ?? "/";
  const back = `${flow.origin}${returnTo}`;
  const provider = account?.provider;
  if (!account || !isSocialProvider(provider)) return back;
  try {
    await limit("signInIp", flow.ctx.ip);
    const token = provider === "google" ? account.id_token : account.access_token;
    const check = await verifySocialToken(flow.org, provider, token ?? "");
    if (!check.ok) {
      log("warn", "social sign-in refused", { provider, orgId: flow.org.id, reason: check.reason });
      return back;
    }
    const registration = flow.context ?? {};
    const outcome = await socialSignIn(check.profile, { allowCreate: true, allowExisting: true, registration }, flow.ctx);
    flow.result.outcome = outcome;
    if (outcome.kind === "signed-in") return true;
    if (outcome.kind === "link-sent") return `${flow.origin}${withSocialMarker(returnTo, "link-sent")}`;
    return back;
  } catch (error) {
    log("warn", "social sign-in failed", { provider, orgId: flow.org.id, ...errorFields(error) });
    return back;
  }
}

/** next-auth options for one request on one host: only the providers enabled for its organisation. */
export async function buildNextAuthOptions(flow: SocialFlow): Promise<AuthOptions> {
  const providers: OAuthConfig<Record<string, unknown>>[] = [];
  for (const id of enabledSocialProviders(flow.org)) {
    const credentials = await socialCredentials(flow.org, id);
    if (credentials) providers.push(id === "google" ? googleProvider(credentials, flow.origin) : facebookProvider(credentials, flow.origin));
  }
  const maxAge = env().SESSION_MAX_AGE;
  return {
    providers,
    secret: authSecret(),
    session: { strategy: "jwt", maxAge },
    jwt: { maxAge },
    useSecureCookies: flow.origin.startsWith("https://"),
    pages: { signIn: "/?action=login", error: "/" },
    callbacks: {
      signIn: ({ account }) => onProviderSignIn(flow, account),
      // The cookie next-auth writes carries OUR claims (lib/auth/session-token.ts), which the whole app reads.
      jwt: ({ token }) => (flow.result.outcome?.kind === "signed-in" ? { ...flow.result.outcome.session.claims } : token),
      redirect: ({ url }) => `${flow.origin}${safeReturnPath(url.startsWith(flow.origin) ? url.slice(flow.origin.length) || "/" : url)}`,
    },
    logger: {
      error: (code, metadata) => {
        const cause = metadata instanceof Error ? metadata : (metadata as { error?: unknown })?.error;
        log("warn", "next-auth error", { code, ...(cause instanceof Error ? errorFields(cause) : {}) });
      },
      warn: (code) => log("debug", "next-auth warning", { code }),
      debug: () => undefined,
    },
  };
}
