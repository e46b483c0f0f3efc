import { ttlMemo } from "@/lib/cache/ttl-memo";
import type { OrgCertificate } from "@/lib/generated/prisma/client";
import { keptLikeOrgConfig } from "@/lib/org/kept-like-config";
import { loadOrgCertificateRows } from "./cards";

const keptRows = ttlMemo((orgId: number) => loadOrgCertificateRows(orgId), keptLikeOrgConfig(String));

/**
 * An organisation's certificates as the checkout's wallet panel offers them, kept like the rest of its configuration:
 * every write to OrgCertificate is announced on "org_changed" (migration org_certificate_change_notify), and nothing is
 * kept past ORG_CACHE_TTL. A booking never reads from here (lib/wallet/plan.ts planWalletUse reads them afresh).
 */
export function keptOrgCertificates(orgId: number): Promise<OrgCertificate[]> {
  return keptRows(orgId);
}
