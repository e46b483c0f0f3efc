import { db } from "@/lib/db";
import type { OrgConfig } from "@/lib/org/org-config";
import { listCurrencies } from "./currencies";
import { countryForIp, suggestedCurrency } from "./geolocation";

/**
 * Where a visitor probably is, for defaults only (phone picker, nationality, currency suggestion): the IP's country,
 * else the organisation's. Never used to decide access.
 */
export async function locateVisitor(ip: string, org: OrgConfig) {
  const fromIp = countryForIp(ip);
  const code = fromIp ?? org.countryCode;
  const [country, nationality, currencies] = await Promise.all([
    db.country.findUnique({ where: { code } }),
    db.nationality.findUnique({ where: { code } }),
    listCurrencies(),
  ]);
  return {
    ip,
    source: fromIp ? ("ip" as const) : ("organization" as const),
    countryCode: code,
    countryId: country?.id ?? null,
    countryName: country?.name ?? null,
    isdCode: country?.isdCode ?? null,
    nationalityId: nationality?.id ?? 1,
    suggestedCurrency: suggestedCurrency(
      code,
      currencies.map((c) => c.code),
    ),
  };
}
