import { ttlMemo } from "@/lib/cache/ttl-memo";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { normalizeHost } from "./host";
import { toOrgConfig, type OrgConfig } from "./org-config";

/** Organisation look-ups kept per process: the proxy, the API wrapper and every page ask for the same few hosts. */
const ORG_TAGS = ["org"];
const orgTtlMs = () => env().ORG_CACHE_TTL * 1000;

const defaultOrg = ttlMemo(
  async (): Promise<OrgConfig> => {
    const row =
      (await db.organization.findFirst({ where: { isDefault: true }, include: { hosts: true } })) ??
      (await db.organization.findFirst({ orderBy: { id: "asc" }, include: { hosts: true } }));
    if (!row) throw new Error("No organisation exists: run the seed (npm run db:seed).");
    return toOrgConfig(row);
  },
  { ttlMs: orgTtlMs, maxKeys: 1, keyOf: () => "default", tags: ORG_TAGS },
);

// Unknown hosts are kept too (as the default organisation, which the caller then refuses), bounded so that a flood
// of made-up names cannot grow the cache.
const orgOfHost = ttlMemo(
  async (host: string): Promise<OrgConfig> => {
    const match = host ? await db.orgHost.findUnique({ where: { host }, include: { org: { include: { hosts: true } } } }) : null;
    return match ? toOrgConfig(match.org) : defaultOrg(undefined);
  },
  { ttlMs: orgTtlMs, maxKeys: 1000, keyOf: (host) => host, tags: ORG_TAGS },
);

/**
 * The organisation serving this Host: an exact host match, else the default organisation. Kept for ORG_CACHE_TTL, or
 * until an organisation change is published or heard (tag "org", lib/cache/seam.ts).
 */
export function getOrgByHost(rawHost: string | null | undefined): Promise<OrgConfig> {
  return orgOfHost(normalizeHost(rawHost));
}

export async function getOrgById(id: number): Promise<OrgConfig | null> {
  const row = await db.organization.findUnique({ where: { id }, include: { hosts: true } });
  return row ? toOrgConfig(row) : null;
}
