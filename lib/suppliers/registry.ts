import { productByCode, type ProductId } from "@/lib/products/codes";
import { flightModule } from "./flights";
import type { KindModule } from "./kind-module";

/**
 * The supplier kinds the site sells, by the product that sells them. A product missing here has no supplier: its
 * orders cannot be placed (POST /api/orders answers 400 for it).
 */
// Each module has its own query, offer and traveller types; the order flow only passes them between its own calls.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const kindModules: Partial<Record<ProductId, KindModule<any, any, any>>> = {
  flight: flightModule,
};

/** The module that sold an order item, by the item's product code. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function kindModuleOfCode(code: string): KindModule<any, any, any> | null {
  const id = productByCode(code);
  return (id && kindModules[id]) || null;
}
