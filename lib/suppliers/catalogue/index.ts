import { CATALOGUE_PRODUCT_IDS, PRODUCTS } from "@/lib/products/codes";
import type { InventoryModule } from "@/lib/suppliers/kind-module";
import type { CatalogueTerms } from "@/lib/terms/catalogue";
import { CatalogueActivities, type ActivityDetails, type ActivityQuery } from "./activities";
import { CATALOGUE } from "./offer";
import { CatalogueStays, type StayDetails, type StayQuery } from "./stays";

/**
 * The catalogue: the site's own stays and activities, rows of its database (lib/booking reads and prices them). One
 * in-database supplier per kind, sold under every catalogue product of that kind (hotels, resorts, condos …).
 */
const stays = new CatalogueStays();
const activities = new CatalogueActivities();

export function catalogueStays(): CatalogueStays {
  return stays;
}

export function catalogueActivities(): CatalogueActivities {
  return activities;
}

export const stayModule: InventoryModule<StayQuery, StayDetails, CatalogueTerms> = {
  kind: "STAY",
  products: CATALOGUE_PRODUCT_IDS.filter((id) => PRODUCTS[id].kind === "STAY"),
  supplier: catalogueStays,
  supplierNamed: (name) => (name === CATALOGUE ? stays : null),
};

export const activityModule: InventoryModule<ActivityQuery, ActivityDetails, CatalogueTerms> = {
  kind: "ACTIVITY",
  products: CATALOGUE_PRODUCT_IDS.filter((id) => PRODUCTS[id].kind === "ACTIVITY"),
  supplier: catalogueActivities,
  supplierNamed: (name) => (name === CATALOGUE ? activities : null),
};

export { CATALOGUE };
export type { ActivityDetails, ActivityOffer } from "./activities";
export type { StayDetails, StayOffer } from "./stays";
