/**
 * Every product the site sells, as data in one module: its navigation id (SPEC §2 paths, the product_id an
 * organisation lists in eligibleProducts), its product code (SPEC §9 names HLT, ACT, RST and STY; the others are
 * ours), what kind of order item it books and the price safety margin of SPEC §9 ("1.05 for activities and stays,
 * 1.1 for hotels"). The margins of the products SPEC §9 does not name are a choice, explained in docs/suppliers.md.
 */

/** What an order item is (prisma ItemKind): a stay of any stay product, an activity, or a supplier's offer. */
export type ItemKind = "STAY" | "ACTIVITY" | "FLIGHT" | "CAR" | "TRANSFER" | "CRUISE";

export type ProductDef = {
  /** The navigation id (lib/nav/products.ts) that lists this product. */
  navId: string;
  code: string;
  kind: ItemKind;
  safetyMargin: number;
};

export const PRODUCTS = {
  hotel: { navId: "hotel", code: "HLT", kind: "STAY", safetyMargin: 1.1 },
  resorts: { navId: "resorts", code: "RST", kind: "STAY", safetyMargin: 1.1 },
  stays: { navId: "stays", code: "STY", kind: "STAY", safetyMargin: 1.05 },
  activities: { navId: "activities", code: "ACT", kind: "ACTIVITY", safetyMargin: 1.05 },
  condo: { navId: "condo", code: "CND", kind: "STAY", safetyMargin: 1.05 },
  holidaystays: { navId: "holidaystays", code: "HST", kind: "STAY", safetyMargin: 1.05 },
  dreamtrips: { navId: "dreamtrips", code: "DRT", kind: "STAY", safetyMargin: 1.1 },
  hotelgd: { navId: "hotelgd", code: "GRN", kind: "STAY", safetyMargin: 1.1 },
  packages: { navId: "packages", code: "PKG", kind: "FLIGHT", safetyMargin: 1.1 },
  flight: { navId: "flight", code: "FLT", kind: "FLIGHT", safetyMargin: 1.1 },
  cars: { navId: "cars", code: "CAR", kind: "CAR", safetyMargin: 1.05 },
  transfers: { navId: "transfers", code: "TRF", kind: "TRANSFER", safetyMargin: 1.05 },
  cruises: { navId: "cruises", code: "CRU", kind: "CRUISE", safetyMargin: 1.1 },
} as const satisfies Record<string, ProductDef>;

export type ProductId = keyof typeof PRODUCTS;
export type AnyProductCode = (typeof PRODUCTS)[ProductId]["code"];

export const ALL_PRODUCT_CODES: readonly AnyProductCode[] = Object.values(PRODUCTS).map((p) => p.code);

/** The product a code belongs to, or null for a code no product uses. */
export function productByCode(code: string): ProductId | null {
  const hit = (Object.keys(PRODUCTS) as ProductId[]).find((id) => PRODUCTS[id].code === code);
  return hit ?? null;
}

/** SPEC §9's multiplier for a product code; 1 for a code no product uses. */
export function safetyMarginOf(code: string): number {
  const id = productByCode(code);
  return id ? PRODUCTS[id].safetyMargin : 1;
}

/** Every product's code by its id: the one table the booking, eligibility and wallet modules derive theirs from. */
export const CODE_OF_PRODUCT = Object.fromEntries(Object.entries(PRODUCTS).map(([id, p]) => [id, p.code])) as {
  readonly [K in ProductId]: (typeof PRODUCTS)[K]["code"];
};

/** Products booked from the site's own catalogue (Property, RoomType, RoomAvailability, ActivitySlot: lib/booking). */
export type CatalogueProductId = { [K in ProductId]: (typeof PRODUCTS)[K]["kind"] extends "STAY" | "ACTIVITY" ? K : never }[ProductId];
export const CATALOGUE_PRODUCT_IDS = (Object.keys(PRODUCTS) as ProductId[]).filter(
  (id): id is CatalogueProductId => PRODUCTS[id].kind === "STAY" || PRODUCTS[id].kind === "ACTIVITY",
);

/** Navigation ids that sell a product besides its own: SPEC §2 "weeks (maps to /resorts)". */
const ALSO_SOLD_AS: Partial<Record<ProductId, readonly string[]>> = { resorts: ["weeks"] };

/** The navigation ids under which an organisation sells a product (any one of them in eligibleProducts will do). */
export function navIdsOf(id: ProductId): readonly string[] {
  return [PRODUCTS[id].navId, ...(ALSO_SOLD_AS[id] ?? [])];
}

export function orgSellsProduct(eligibleProducts: readonly string[], id: ProductId): boolean {
  return navIdsOf(id).some((nav) => eligibleProducts.includes(nav));
}

/** Whether an organisation sells the product of this code: its navigation id, or weeks for resorts, is eligible. */
export function orgSellsCode(eligibleProducts: readonly string[], code: string): boolean {
  const id = productByCode(code);
  return id !== null && orgSellsProduct(eligibleProducts, id);
}
