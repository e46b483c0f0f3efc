import { rateSnapshot } from "@/lib/locale/rates";
import type { OrgConfig } from "@/lib/org/org-config";
import { cruiseCatalogue, unavailable } from "./catalogue";
import { getSailingView, type SailingView } from "./sailing-view";
import { orgSellsCruises, searchCruises, type CruiseResultsPage } from "./search-cruises";
import { parseCruiseParty, type CruisePartyError, type CruisePartyValue } from "./party";
import { parseCruiseSearch, type CruiseSearch, type CruiseSearchError, type RawParams } from "./search-query";

type Viewer = { org: OrgConfig; currency: string; user: { memberPricing: boolean } | null };

export type CruiseSearchOutcome =
  | { kind: "results"; search: CruiseSearch; page: CruiseResultsPage; memberPricing: boolean }
  | { kind: "invalid"; search: Partial<CruiseSearch>; errors: CruiseSearchError[] }
  | { kind: "not-offered" };

/** A cruise search as /cruises/results and GET /api/cruises/search run it: org first, then the query, then prices. */
export async function runCruiseSearch(input: Viewer & { raw: RawParams }): Promise<CruiseSearchOutcome> {
  if (!orgSellsCruises(input.org)) return { kind: "not-offered" };
  const parsed = parseCruiseSearch(input.raw, await cruiseCatalogue());
  if (!parsed.ok) return { kind: "invalid", search: parsed.partial, errors: parsed.errors };
  const memberPricing = input.user?.memberPricing ?? false;
  const price = { memberPricing, currency: input.currency, rates: await rateSnapshot() };
  const page = await searchCruises({ search: parsed.search, org: input.org, price }).catch(unavailable);
  return { kind: "results", search: parsed.search, page, memberPricing };
}

export type SailingOutcome =
  | { kind: "sailing"; sailing: SailingView; party: CruisePartyValue; memberPricing: boolean }
  | { kind: "invalid-party"; errors: CruisePartyError[] }
  | { kind: "not-found" };

/**
 * One sailing for /cruises/[sailingId] and GET /api/cruises/sailings/[id], its cabins priced for the party of `raw`
 * (./party.ts): not found when the org sells no cruises.
 */
export async function runSailingView(input: Viewer & { sailingId: string; raw: RawParams }): Promise<SailingOutcome> {
  if (!orgSellsCruises(input.org)) return { kind: "not-found" };
  const { party, errors } = parseCruiseParty(input.raw);
  if (errors.length) return { kind: "invalid-party", errors };
  const memberPricing = input.user?.memberPricing ?? false;
  const sailing = await getSailingView({
    sailingId: input.sailingId,
    party,
    org: input.org,
    price: { memberPricing, currency: input.currency, rates: await rateSnapshot() },
  }).catch(unavailable);
  return sailing ? { kind: "sailing", sailing, party, memberPricing } : { kind: "not-found" };
}
