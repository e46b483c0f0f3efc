import { env } from "@/lib/env";
import type { OrgConfig } from "@/lib/org/org-config";
import { socialCredentials, type SocialProviderId } from "./config";
import type { TokenCheck } from "./profile";
import { verifyFacebookToken } from "./verify-facebook-token";
import { verifyGoogleIdToken } from "./verify-google-id-token";

/**
 * Checks a provider token against THIS organisation's app: a Google ID token's audience must be its client id, a
 * Facebook token must have been issued to its app. A provider the org has not enabled accepts nothing.
 */
export async function verifySocialToken(org: OrgConfig, provider: SocialProviderId, token: string): Promise<TokenCheck | { ok: false; reason: "not-enabled" }> {
  const credentials = await socialCredentials(org, provider);
  if (!credentials) return { ok: false, reason: "not-enabled" };
  if (provider === "google") return verifyGoogleIdToken(token, { issuer: env().GOOGLE_ISSUER, clientId: credentials.clientId });
  return verifyFacebookToken(token, { graphUrl: env().FACEBOOK_GRAPH_URL, appId: credentials.clientId, appSecret: credentials.clientSecret });
}
