import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { supplierOfItem } from "@/lib/suppliers/registry";
import { isInventorySupplier, SupplierError, type HeldItem, type InventorySupplier, type Offer, type OrderStock, type PriceLines } from "@/lib/suppliers/seam";

/**
 * An in-database item's hold, for its order line (./place-order.ts): the supplier books it inside the order's
 * transaction, so its stock is taken with the money or not at all; too little left is NO_LONGER_AVAILABLE, told as
 * `gone`.
 */
export function inventoryHold<D, T>(supplier: InventorySupplier<unknown, D, T>, offer: Offer<D, T>, gone: string) {
  return async (tx: Prisma.TransactionClient, reference: string): Promise<void> => {
    await supplier.book(tx, { offer, reference }).catch((error: unknown) => {
      if (error instanceof SupplierError && error.reason === "SOLD_OUT") throw new AppError("NO_LONGER_AVAILABLE", gone);
      throw error;
    });
  };
}

type StoredItem = HeldItem & { productCode: string; supplier: string };

/**
 * Gives back what an order's in-database items took (rooms, places), inside the caller's transaction: a
 * cancellation's, or a hold's let go. Remote items are their suppliers' (./cancel-supplier-items.ts).
 */
export async function releaseInventory(tx: Prisma.TransactionClient, order: OrderStock & { items: readonly StoredItem[] }): Promise<void> {
  for (const item of order.items) {
    const supplier = supplierOfItem(item);
    if (supplier && isInventorySupplier(supplier)) await supplier.cancel(tx, item, order);
  }
}

/**
 * An in-database offer as an order line, at `price` (what this buyer pays: ./item-pricing.ts, or an agreed price):
 * its supplier's name, title, times, terms and details as the offer gives them, booked by its hold. The line keeps
 * no offer id: the order's catalogue columns and the item's details say what it holds.
 */
export function inventoryLine<D extends object, T extends object>(
  supplier: InventorySupplier<unknown, D, T>,
  offer: Offer<D, T>,
  price: PriceLines,
  gone: string,
) {
  return {
    supplier: supplier.name,
    offerId: null,
    title: offer.title,
    startsAt: new Date(offer.startsAt),
    endsAt: new Date(offer.endsAt),
    price: { currency: price.currency, baseMinor: price.baseMinor, taxesMinor: price.taxesMinor, feesMinor: price.feesMinor, totalMinor: price.totalMinor },
    details: offer.details as Prisma.InputJsonObject,
    terms: offer.terms as Prisma.InputJsonObject,
    hold: inventoryHold(supplier, offer, gone),
  };
}
