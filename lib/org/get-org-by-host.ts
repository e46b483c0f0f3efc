import { cacheLife, cacheTag } from "next/cache";
import { ttlMemo } from "@/lib/cache/ttl-memo";
import { db } from "@/lib/db";
import { breakerRefusal } from "@/lib/db-health";
import { env } from "@/lib/env";
import { isDatabaseBusy, isDatabaseUnavailable } from "@/lib/http/db-errors";
import { normalizeHost } from "./host";
import { toOrgConfig, type OrgConfig } from "./org-config";

const ORG_TAG = "org";

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

type DatabaseTrouble = { database: "busy" | "down" };

/**
 * Through Next's own cache: one entry per host, tagged "org" — which the caches' seam expires on an organisation
 * change published or heard (lib/cache/seam.ts, lib/cache/next-cache-handler.mjs) — and living ORG_CACHE_TTL
 * seconds otherwise (the embedded database hears no changes). An error thrown in here reaches the caller without its
 * code (Next serialises it), so a database that cannot answer is returned as such, never stored (expire 0), and
 * thrown again outside, where the breaker and the 503 can tell it.
 */
async function sharedOrgOfHost(host: string): Promise<OrgConfig | DatabaseTrouble> {
  "use cache";
  cacheTag(ORG_TAG);
  try {
    const org = await loadOrgOfHost(host);
    const seconds = env().ORG_CACHE_TTL;
    cacheLife({ stale: seconds, revalidate: seconds, expire: seconds });
    return org;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    cacheLife({ stale: 0, revalidate: 0, expire: 0 });
    return { database: isDatabaseBusy(error) ? "busy" : "down" };
  }
}

/** The trouble as an error lib/http/db-errors.ts recognises: busy (53300) leaves the breaker closed, down opens it. */
function databaseError(trouble: DatabaseTrouble): Error {
  return trouble.database === "busy" ? Object.assign(new Error("the database is busy"), { code: "53300" }) : breakerRefusal();
}

/**
 * The same look-up kept in this process's memory, where Next's cache is not available: in proxy.ts (Next compiles
 * the proxy without "use cache"), outside a request, and in jest and the operators' scripts, which run this module
 * without Next's compiler. Expired by the same tag. Bounded, so that a flood of made-up names cannot grow it.
 */
const keptOrgOfHost = ttlMemo(loadOrgOfHost, { ttlMs: () => env().ORG_CACHE_TTL * 1000, maxKeys: 1000, keyOf: (host) => host, tags: [ORG_TAG] });

/** The organisation serving this Host: an exact host match, else the default organisation. */
export async function getOrgByHost(rawHost: string | null | undefined): Promise<OrgConfig> {
  const host = normalizeHost(rawHost);
  let found: OrgConfig | DatabaseTrouble;
  try {
    found = await sharedOrgOfHost(host);
  } catch (error) {
    if (nextCacheUnavailable(error)) return keptOrgOfHost(host);
    throw error;
  }
  if ("database" in found) throw databaseError(found);
  return found;
}

/** getOrgByHost for proxy.ts, whose bundle Next compiles without "use cache". */
export function getOrgByHostInProxy(rawHost: string | null | undefined): Promise<OrgConfig> {
  return keptOrgOfHost(normalizeHost(rawHost));
}

/** Next's refusals of its cache: no request being served, or the directive not compiled (jest, scripts). */
function nextCacheUnavailable(error: unknown): boolean {
  return (
    error instanceof Error &&
    /"use cache" cannot be used outside of App Router|`cacheTag\(\)` (is only available|can only be called inside)/.test(error.message)
  );
}

export async function getOrgById(id: number): Promise<OrgConfig | null> {
  const row = await db.organization.findUnique({ where: { id }, include: { hosts: true } });
  return row ? toOrgConfig(row) : null;
}
