import { ttlMemo } from "@/lib/cache/ttl-memo";
import { db } from "@/lib/db";
import { normalizeHost } from "./host";
import { toOrgConfig, type OrgConfig } from "./org-config";
import { keptLikeOrgConfig } from "./kept-like-config";

async function loadDefaultOrg(): Promise<OrgConfig> {
  const row =
    (await db.organization.findFirst({ where: { isDefault: true }, include: { hosts: true } })) ??
    (await db.organization.findFirst({ orderBy: { id: "asc" }, include: { hosts: true } }));
  if (!row) throw new Error("No organisation exists: run the seed (npm run db:seed).");
  return toOrgConfig(row);
}

/** A Host's organisation, else the default one (which the caller then refuses for a name nobody configured). */
async function loadOrgOfHost(host: string): Promise<OrgConfig> {
  const match = host ? await db.orgHost.findUnique({ where: { host }, include: { org: { include: { hosts: true } } } }) : null;
  return match ? toOrgConfig(match.org) : loadDefaultOrg();
}

/**
 * Every request asks for its Host's organisation, so it is kept in this process's memory: one entry per host, tagged
 * "org", which the caches' seam expires on an organisation change published or heard (lib/cache/seam.ts), and living
 * ORG_CACHE_TTL seconds otherwise (the embedded database hears no changes). A failed look-up is not kept: the next
 * request asks again, and the caller tells a database that cannot answer (the breaker, 503). Bounded, so that a flood
 * of made-up names cannot grow it. Not Next's "use cache": a hit there decodes a stored payload on every call, which
 * cost a cheap member call a third of its throughput (docs/benchmarks.md).
 */
const keptOrgOfHost = ttlMemo(
  loadOrgOfHost,
  keptLikeOrgConfig((host: string) => host),
);

/** The organisation serving this Host: an exact host match, else the default organisation. */
export function getOrgByHost(rawHost: string | null | undefined): Promise<OrgConfig> {
  return keptOrgOfHost(normalizeHost(rawHost));
}

async function loadOrgById(id: number): Promise<OrgConfig | null> {
  const row = await db.organization.findUnique({ where: { id }, include: { hosts: true } });
  return row ? toOrgConfig(row) : null;
}

/** An organisation by its id (an order's, a member's), kept like the organisation of a Host. */
export const getOrgById = ttlMemo(
  loadOrgById,
  keptLikeOrgConfig((id: number) => String(id)),
);
