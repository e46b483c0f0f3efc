/** Types of scripts/stand-ins/partner-sites.mjs, for TypeScript tests. */
export type PartnerSites = {
  url: string;
  /** ALL_INCLUSIVE_URL, TRIPS_SITE_URL and DAILY_DEALS_URL pointing at this stand-in. */
  env: { ALL_INCLUSIVE_URL: string; TRIPS_SITE_URL: string; DAILY_DEALS_URL: string };
  stop(): Promise<void>;
};

export function startPartnerSites(options?: { port?: number }): Promise<PartnerSites>;
