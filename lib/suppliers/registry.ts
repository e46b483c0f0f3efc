import { productByCode, type ProductId } from "@/lib/products/codes";
import { carModule } from "./cars";
import { activityModule, stayModule } from "./catalogue";
import { cruiseModule } from "./cruises";
import { flightModule } from "./flights";
import type { InventoryModule, KindModule } from "./kind-module";
import { NOTHING_AFTER_BOOKING, type AfterBooking, type AnySupplier } from "./seam";
import { transferModule } from "./transfers";

/**
 * The supplier kinds the site sells, by the product that sells them. A product missing here has no supplier: its
 * orders cannot be placed (POST /api/orders answers 404 for it).
 */
// Each module has its own query, offer and traveller types; the order flow only passes them between its own calls.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const kindModules: Partial<Record<ProductId, KindModule<any, any, any>>> = {
  flight: flightModule,
  cars: carModule,
  transfers: transferModule,
  cruises: cruiseModule,
};

/** The module that sold an order item, by the item's product code. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function kindModuleOfCode(code: string): KindModule<any, any, any> | null {
  const id = productByCode(code);
  return (id && kindModules[id]) || null;
}

/**
 * The in-database kinds (the catalogue's stays and activities) by every product they are sold under. Their offers
 * are booked by the catalogue's own checkouts (lib/orders/book-stay.ts), not POST /api/orders.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const inventoryModules: Partial<Record<ProductId, InventoryModule<any, any, any>>> = Object.fromEntries(
  [stayModule, activityModule].flatMap((mod) => mod.products.map((id) => [id, mod])),
);

/**
 * The supplier that booked an order item, by its product code and the supplier name it stored — remote or in the
 * database — or null when no module knows it. Placing, settling and cancelling orders reach every item through it.
 */
export function supplierOfItem(item: { productCode: string; supplier: string }): AnySupplier | null {
  const id = productByCode(item.productCode);
  if (!id) return null;
  return kindModules[id]?.supplierNamed(item.supplier) ?? inventoryModules[id]?.supplierNamed(item.supplier) ?? null;
}

/** What an order item's booking can still be given after it is made (./seam.ts AfterBooking), as its supplier declares. */
export function afterBookingOf(item: { productCode: string; supplier: string }): AfterBooking {
  const supplier = supplierOfItem(item);
  return supplier?.afterBooking ?? NOTHING_AFTER_BOOKING;
}
