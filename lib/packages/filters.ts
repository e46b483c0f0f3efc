import { PROPERTY_TYPES, type PropertyType } from "@/lib/booking/property-types";
import { bandsOf, inBand, spreadBudgetEdges, type BudgetBand } from "@/lib/booking/budget-bands";

/**
 * What a package's filters look at: the stay's stars, property type and whether the terms engine calls it free to
 * cancel today, and the package price in the visitor's currency (minor units), as the card shows it.
 */
export type PackageFacts = { stars: number; type: string; free: boolean; priceMinor: number };

/** The filters of a package search, the price bounds in the visitor's currency's minor units. */
export type PackageFilterRule = { stars: number[]; types: string[]; freeCancellation: boolean; minMinor?: number; maxMinor?: number };

export type PackageFacet = "stars" | "types" | "free" | "price";

/** How many packages each option gives with the other filters as they are (the option's own facet left out). */
export type PackageFacets = { stars: Record<string, number>; types: Record<PropertyType, number>; freeCancellation: number; price: BudgetBand[] };

const TESTS: Record<PackageFacet, (f: PackageFacts, r: PackageFilterRule) => boolean> = {
  stars: (f, r) => r.stars.length === 0 || r.stars.includes(f.stars),
  types: (f, r) => r.types.length === 0 || r.types.includes(f.type),
  free: (f, r) => !r.freeCancellation || f.free,
  price: (f, r) => (r.minMinor === undefined || f.priceMinor >= r.minMinor) && (r.maxMinor === undefined || f.priceMinor <= r.maxMinor),
};

/** Whether a package passes every filter (but `except`, when counting that facet's options). */
export function matchesPackage(f: PackageFacts, rule: PackageFilterRule, except?: PackageFacet): boolean {
  return (Object.keys(TESTS) as PackageFacet[]).every((k) => k === except || TESTS[k](f, rule));
}

/**
 * The counts beside each option, as the stays' filters count them (lib/booking/search-sql.ts): choosing the option,
 * with every other filter as it is, gives this many packages — so a count never promises what the list will not show.
 */
export function packageFacets(all: readonly PackageFacts[], rule: PackageFilterRule, exponent: number): PackageFacets {
  const stars: Record<string, number> = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  const types = Object.fromEntries(PROPERTY_TYPES.map((t) => [t, 0])) as Record<PropertyType, number>;
  let freeCancellation = 0;
  for (const f of all) {
    if (matchesPackage(f, rule, "stars") && String(f.stars) in stars) stars[String(f.stars)]! += 1;
    if (matchesPackage(f, rule, "types") && f.type in types) types[f.type as PropertyType] += 1;
    if (matchesPackage(f, rule, "free") && f.free) freeCancellation += 1;
  }
  // The bands fit the packages the other filters leave, as the price facet's own choice is left out of its counts.
  const priced = all.filter((f) => matchesPackage(f, rule, "price"));
  const price = bandsOf(
    spreadBudgetEdges(
      priced.map((f) => f.priceMinor),
      exponent,
    ),
  ).map((band) => ({
    ...band,
    count: priced.filter((f) => inBand(f.priceMinor, band, exponent)).length,
  }));
  return { stars, types, freeCancellation, price };
}
