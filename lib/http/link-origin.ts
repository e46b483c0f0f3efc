import { env } from "@/lib/env";
import { trustedOrigin } from "@/lib/org/host";
import type { OrgConfig } from "@/lib/org/org-config";

/** The configured site URL: NEXTAUTH_URL, else http://localhost:PORT. */
export function siteUrl(): string {
  return env().NEXTAUTH_URL ?? `http://localhost:${env().PORT}`;
}

/**
 * Origin for absolute links (e-mails, redirects, the agent's quote link) made while handling this request: the
 * organisation's configured origin (see trustedOrigin), never one taken from the request's headers.
 */
export function linkOrigin(org: OrgConfig, request: Request): string {
  return trustedOrigin(org, request.headers.get("host"), siteUrl());
}
