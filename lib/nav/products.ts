import { env } from "@/lib/env";
import type { PartnerLinks } from "@/lib/org/org-config";
import type { NavEntry } from "./nav-entry";

export type { NavEntry } from "./nav-entry";

/**
 * The product navigation definition (SPEC §2). `id` is the product_id an organisation lists in eligibleProducts.
 * "weeks" maps to /resorts (with ?product=weeks, so the menu can tell which of the two tabs the visitor chose); all-inclusive, the trips site and daily deals leave the site, for the partner site the
 * organisation names (else the environment's); with neither, the product is not shown rather than a dead link.
 */
export type ProductLink = {
  id: string;
  /** Message key under Nav.products */
  label: ProductLabel;
  href: string;
  external: boolean;
};

export const PRODUCT_IDS = [
  "hotel",
  "resorts",
  "weeks",
  "condo",
  "stays",
  "holidaystays",
  "packages",
  "cruises",
  "flight",
  "cars",
  "transfers",
  "activities",
  "dreamtrips",
  "hotelgd",
  "allinclusive",
  "trips",
  "dailydeals",
  "JoinNow",
] as const;

export type ProductLabel = (typeof PRODUCT_IDS)[number];

const INTERNAL_PATHS: Partial<Record<ProductLabel, string>> = {
  hotel: "/hotel",
  resorts: "/resorts",
  weeks: "/resorts",
  condo: "/condo",
  stays: "/stays",
  holidaystays: "/holidaystays",
  packages: "/packages",
  cruises: "/cruises",
  flight: "/flight",
  cars: "/cars",
  transfers: "/transfers",
  activities: "/activities",
  dreamtrips: "/dreamtrips",
  hotelgd: "/hotelgd",
  JoinNow: "/JoinNow",
};

/**
 * Two tabs share /resorts: the query marks the one that is not the path's own product, so that its link, and only its
 * link, reads as the current page (./current-tab.ts). The page itself is the same.
 */
const TAB_QUERY: Partial<Record<ProductLabel, string>> = { weeks: "product=weeks" };

type NavContext = { orgId: number; locale: string; partnerLinks?: PartnerLinks };
type ExternalId = keyof PartnerLinks;

function partnerSite(id: ExternalId, links: PartnerLinks | undefined): string | undefined {
  const fallback = { allinclusive: env().ALL_INCLUSIVE_URL, trips: env().TRIPS_SITE_URL, dailydeals: env().DAILY_DEALS_URL }[id];
  return links?.[id] ?? fallback;
}

/** Daily deals are reached "via a method" (SPEC §2): the partner site learns the visitor's org and language. */
export function dailyDealsUrl(site: string, orgId: number, locale: string): string {
  const url = new URL(site);
  url.searchParams.set("org", String(orgId));
  url.searchParams.set("lang", locale);
  return url.toString();
}

export function productHref(id: ProductLabel, ctx: NavContext): ProductLink | null {
  const internal = INTERNAL_PATHS[id];
  if (internal) return { id, label: id, href: TAB_QUERY[id] ? `${internal}?${TAB_QUERY[id]}` : internal, external: false };
  if (id !== "allinclusive" && id !== "trips" && id !== "dailydeals") return null;
  const site = partnerSite(id, ctx.partnerLinks);
  if (!site) return null;
  return { id, label: id, href: id === "dailydeals" ? dailyDealsUrl(site, ctx.orgId, ctx.locale) : site, external: true };
}

/** The navigation of one organisation: its eligible products, in the canonical order above. */
export function productNavigation(eligible: readonly string[], ctx: NavContext): ProductLink[] {
  const allowed = new Set(eligible);
  return PRODUCT_IDS.filter((id) => allowed.has(id))
    .map((id) => productHref(id, ctx))
    .filter((link): link is ProductLink => link !== null);
}

/** The product whose own page is `path` ("/resorts": resorts, the first of the products that link there). */
export function productAtPath(path: string): ProductLabel | undefined {
  return PRODUCT_IDS.find((id) => INTERNAL_PATHS[id] === path);
}

export function isProductPathEligible(path: string, eligible: readonly string[]): boolean {
  const ids = PRODUCT_IDS.filter((id) => INTERNAL_PATHS[id] === path);
  return ids.length === 0 || ids.some((id) => eligible.includes(id));
}

/** The compact form of a link, for the browser (./nav-entry.ts). */
export function navEntry(link: ProductLink): NavEntry {
  if (link.external) return [link.id, link.href, 1];
  return link.href === `/${link.id}` ? link.id : [link.id, link.href];
}
