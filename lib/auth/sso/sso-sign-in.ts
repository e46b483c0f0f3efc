import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { listCurrencies } from "@/lib/locale/currencies";
import { matchLocale, type Locale } from "@/lib/locale/locales";
import type { OrgConfig } from "@/lib/org/org-config";
import { mintLegacyToken } from "../legacy-token";
import { createSession } from "../sessions";
import { mintSessionToken } from "../session-token";
import { buildSignInResult, userDataCookie } from "../sign-in-result";
import { SsoRefusal, type SsoErrorCode } from "./errors";
import { safeLandingPath } from "@/lib/local-path";
import { loadSsoSettings, ssoUsable } from "./sso-settings";
import { findOrCreateSsoUser } from "./sso-user";
import { forgetExpiredTokenUses, recordTokenUse } from "./token-use";
import { verifySsoToken } from "./verify-sso-token";
import { attributeSignup } from "@/lib/referral/attribute-signup";
import type { RequestAttribution } from "@/lib/referral/request-attribution";
import { deliverQueued } from "@/lib/email";
import { publishChange } from "@/lib/events/publish";

type Input = {
  org: OrgConfig;
  token: string | undefined;
  ip: string;
  userAgent: string;
  /** This request's language and currency, for the result when the token names none. */
  locale: string;
  currency: string;
  /** The session this browser already had on this organisation, if any: a new SSO sign-in replaces it. */
  previousSessionId: string | null;
  /** The request's referral cookies and address, for an account this sign-in creates. */
  attribution: RequestAttribution;
};

export type SsoSignInSuccess = {
  ok: true;
  landingPath: string;
  sessionJwt: string;
  legacyToken: string;
  userData: Record<string, unknown>;
  /** The member's language and currency from the token, when they are ones we offer (for the locale cookies). */
  language?: Locale;
  currency?: string;
};
export type SsoSignInFailure = { ok: false; error: SsoErrorCode };

/**
 * Partner single sign-on (SPEC §6): verify the partner's token for this host's organisation, find or create the
 * member, and open an SSO session — marked is_sso with the organisation's session-out URL and living
 * SSO_SESSION_MAX_AGE — in one transaction with the jti's single use. Returns what the response needs to set the
 * cookies (as password sign-in does) and where to land (a path on this site, else "/").
 */
export async function signInWithSso(input: Input): Promise<SsoSignInSuccess | SsoSignInFailure> {
  if (!input.token) return { ok: false, error: "missing" };
  const settings = await loadSsoSettings(input.org.id);
  if (!ssoUsable(settings)) return { ok: false, error: "not-enabled" };

  const verified = await verifySsoToken(input.token, { slug: settings.slug, secret: settings.secret, jwksUrl: settings.jwksUrl });
  if (!verified.ok) {
    log("info", "sso sign-in refused", { org: settings.slug, reason: verified.error });
    return verified;
  }
  const claims = verified.claims;
  const language = matchLocale(claims.language) ?? undefined;
  const currency = claims.currency && (await listCurrencies()).some((c) => c.code === claims.currency) ? claims.currency : undefined;

  const now = new Date();
  let opened;
  try {
    opened = await db.$transaction(async (tx) => {
      if (!(await recordTokenUse(tx, { orgId: input.org.id, jti: claims.jti, exp: claims.exp }))) throw new SsoRefusal("replayed");
      const user = await findOrCreateSsoUser(tx, { orgId: input.org.id, orgSlug: settings.slug, claims, language, currency, now });
      await attributeSignup(tx, { orgId: input.org.id, userId: user.id, newAccountOnly: true, now, attribution: input.attribution });
      if (input.previousSessionId) {
        await tx.session.updateMany({ where: { id: input.previousSessionId, revokedAt: null }, data: { revokedAt: now } });
      }
      const session = await createSession(
        {
          userId: user.id,
          ip: input.ip,
          userAgent: input.userAgent,
          isSso: true,
          sessionOutUrl: settings.sessionOutUrl,
          maxAgeSeconds: env().SSO_SESSION_MAX_AGE,
        },
        tx,
      );
      await tx.userActivity.create({
        data: { userId: user.id, action: "sso-login", ip: input.ip, userAgent: input.userAgent, meta: { provider: `sso:${settings.slug}` } },
      });
      return { user, session };
    });
  } catch (error) {
    if (!(error instanceof SsoRefusal)) throw error;
    log("info", "sso sign-in refused", { org: settings.slug, reason: error.code });
    return { ok: false, error: error.code };
  }
  // Housekeeping outside the transaction: a failure here must not undo a good sign-in.
  await forgetExpiredTokenUses(now).catch(() => undefined);

  const { user, session } = opened;
  if (user.agentLinkMail !== null) {
    publishChange({ topic: "session", userId: user.id });
    await deliverQueued(user.agentLinkMail);
  }
  const sessionJwt = await mintSessionToken({ sub: String(user.id), sid: session.id, orgId: input.org.id });
  const result = buildSignInResult(user, mintLegacyToken(session.id), { language: input.locale, currency: input.currency });
  return {
    ok: true,
    landingPath: safeLandingPath(claims.landing_path),
    sessionJwt,
    legacyToken: result.token,
    userData: userDataCookie(result),
    language,
    currency,
  };
}
