import { env } from "@/lib/env";
import type { NavEntry } from "./nav-entry";

export type { NavEntry } from "./nav-entry";

/**
 * The product navigation definition (SPEC §2). `id` is the product_id an organisation lists in eligibleProducts.
 * "weeks" maps to /resorts; all-inclusive, the trips site and daily deals leave the site.
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

/** Daily deals are reached "via a method" (SPEC §2): the partner site learns the visitor's org and language. */
export function dailyDealsUrl(orgId: number, locale: string): string {
  const url = new URL(env().DAILY_DEALS_URL);
  url.searchParams.set("org", String(orgId));
  url.searchParams.set("lang", locale);
  return url.toString();
}

export function productHref(id: ProductLabel, ctx: { orgId: number; locale: string }): ProductLink {
  const internal = INTERNAL_PATHS[id];
  if (internal) return { id, label: id, href: internal, external: false };
  const href = id === "allinclusive" ? env().ALL_INCLUSIVE_URL : id === "trips" ? env().TRIPS_SITE_URL : dailyDealsUrl(ctx.orgId, ctx.locale);
  return { id, label: id, href, external: true };
}

/** The navigation of one organisation: its eligible products, in the canonical order above. */
export function productNavigation(eligible: readonly string[], ctx: { orgId: number; locale: string }): ProductLink[] {
  const allowed = new Set(eligible);
  return PRODUCT_IDS.filter((id) => allowed.has(id)).map((id) => productHref(id, ctx));
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
