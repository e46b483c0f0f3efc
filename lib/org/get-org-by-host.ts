import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { normalizeHost } from "./host";
import { toOrgConfig, type OrgConfig } from "./org-config";

type Entry = { org: OrgConfig; at: number; generation: number };

// Per-process cache: the proxy and every page ask for the org of the same few hosts on each request. Next bundles
// this module more than once (the proxy, the pages, instrumentation), so invalidation goes through a generation
// number on globalThis that every copy compares: an entry read before the last change is never fresh again, even one
// whose database read was under way when the change was announced (lib/org/change-feed.ts).
const byHost = new Map<string, Entry>();
let defaultEntry: Entry | undefined;
const globalForOrgCache = globalThis as unknown as { __orgCacheGeneration?: number };
const generation = () => globalForOrgCache.__orgCacheGeneration ?? 0;

/** The number every copy of an organisation-derived cache compares its entries with (bumped on every change). */
export const orgCacheGeneration = generation;

function fresh(entry: Entry | undefined): entry is Entry {
  return !!entry && entry.generation === generation() && Date.now() - entry.at < env().ORG_CACHE_TTL * 1000;
}

async function loadDefaultOrg(): Promise<OrgConfig> {
  if (fresh(defaultEntry)) return defaultEntry.org;
  const readAt = generation();
  const row =
    (await db.organization.findFirst({ where: { isDefault: true }, include: { hosts: true } })) ??
    (await db.organization.findFirst({ orderBy: { id: "asc" }, include: { hosts: true } }));
  if (!row) throw new Error("No organisation exists: run the seed (npm run db:seed).");
  defaultEntry = { org: toOrgConfig(row), at: Date.now(), generation: readAt };
  return defaultEntry.org;
}

/** The organisation serving this Host: an exact host match, else the default organisation. */
export async function getOrgByHost(rawHost: string | null | undefined): Promise<OrgConfig> {
  const host = normalizeHost(rawHost);
  const cached = byHost.get(host);
  if (fresh(cached)) return cached.org;
  const readAt = generation();
  const match = host ? await db.orgHost.findUnique({ where: { host }, include: { org: { include: { hosts: true } } } }) : null;
  const org = match ? toOrgConfig(match.org) : await loadDefaultOrg();
  if (byHost.size > 1000) byHost.clear(); // unknown hosts must not grow the cache without bound
  byHost.set(host, { org, at: Date.now(), generation: readAt });
  return org;
}

export async function getOrgById(id: number): Promise<OrgConfig | null> {
  const row = await db.organization.findUnique({ where: { id }, include: { hosts: true } });
  return row ? toOrgConfig(row) : null;
}

/**
 * Called after an organisation changes: in the process that changed it, and in every web process when the database
 * announces the change (lib/org/change-feed.ts). Without that announcement (the embedded database), other processes
 * pick it up within ORG_CACHE_TTL.
 */
export function invalidateOrgCache(): void {
  globalForOrgCache.__orgCacheGeneration = generation() + 1;
  byHost.clear();
  defaultEntry = undefined;
}
