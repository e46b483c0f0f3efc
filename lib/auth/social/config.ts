import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { OrgConfig } from "@/lib/org/org-config";

export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

export const PROVIDER_LABEL: Record<SocialProviderId, string> = { google: "Google", facebook: "Facebook" };

export function isSocialProvider(value: unknown): value is SocialProviderId {
  return typeof value === "string" && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** The org's own app id wins over the environment's; the secret follows the same rule. */
function clientIdFor(org: OrgConfig, provider: SocialProviderId): string | undefined {
  const e = env();
  return org.socialApps[provider].clientId ?? (provider === "google" ? e.GOOGLE_CLIENT_ID : e.FACEBOOK_APP_ID);
}

function envSecret(provider: SocialProviderId): string | undefined {
  return provider === "google" ? env().GOOGLE_CLIENT_SECRET : env().FACEBOOK_APP_SECRET;
}

/**
 * SPEC §2 "Social sign-in buttons appear only when the provider is enabled by configuration": the organisation lists
 * it in socialProviders AND an id and a secret exist for it. Computed on the server; the dialogs only render it.
 */
export function enabledSocialProviders(org: OrgConfig): SocialProviderId[] {
  return SOCIAL_PROVIDERS.filter((p) => org.socialProviders.includes(p) && !!clientIdFor(org, p) && (org.socialApps[p].hasSecret || !!envSecret(p)));
}

export type SocialCredentials = { clientId: string; clientSecret: string };

/** Id and secret for one provider of one org, or null when it is not enabled there. Reads the org's secret on demand. */
export async function socialCredentials(org: OrgConfig, provider: SocialProviderId): Promise<SocialCredentials | null> {
  if (!enabledSocialProviders(org).includes(provider)) return null;
  let clientSecret = envSecret(provider);
  if (org.socialApps[provider].hasSecret) {
    const row = await db.organization.findUnique({ where: { id: org.id }, select: { googleClientSecret: true, facebookAppSecret: true } });
    clientSecret = (provider === "google" ? row?.googleClientSecret : row?.facebookAppSecret) ?? clientSecret;
  }
  const clientId = clientIdFor(org, provider);
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}
