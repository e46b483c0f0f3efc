import { env } from "@/lib/env";
import { trustedOrigin } from "@/lib/org/host";
import type { OrgConfig } from "@/lib/org/org-config";

/** Origin for links in e-mails sent while handling this request (see trustedOrigin). */
export function linkOrigin(org: OrgConfig, request: Request): string {
  return trustedOrigin(org, { url: request.url, host: request.headers.get("host") }, env().NEXTAUTH_URL ?? `http://localhost:${env().PORT}`);
}
