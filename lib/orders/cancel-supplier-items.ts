import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { supplierOfItem } from "@/lib/suppliers/registry";
import { isInventorySupplier, SupplierError } from "@/lib/suppliers/seam";

type Item = { id: number; productCode: string; supplier: string; supplierRef: string | null; status: string };

/**
 * Cancels an order's remote items with their suppliers. A supplier that refuses or cannot be reached stops the
 * cancellation with a clear message; an item the supplier already shows as cancelled counts as done. In-database
 * items give their stock back inside the cancellation's transaction instead (./inventory-items.ts).
 */
export async function cancelSupplierItems(items: readonly Item[]): Promise<void> {
  for (const item of items) {
    if (item.status !== "CONFIRMED" || !item.supplierRef) continue;
    const supplier = supplierOfItem(item);
    if (supplier && isInventorySupplier(supplier)) continue;
    if (!supplier) throw new AppError("SERVICE_UNAVAILABLE", "This booking's supplier is not available at the moment. Please try again later.");
    try {
      await supplier.cancel(item.supplierRef);
    } catch (error) {
      if ((await supplier.status(item.supplierRef).catch(() => "UNKNOWN")) === "CANCELLED") continue;
      log("warn", "orders: supplier refused a cancellation", {
        itemId: item.id,
        supplier: item.supplier,
        reason: error instanceof Error ? error.message : "unknown",
      });
      if (error instanceof SupplierError && error.reason === "REJECTED") throw new AppError("CONFLICT", error.message);
      throw new AppError("SERVICE_UNAVAILABLE", "The supplier could not cancel this booking right now. Please try again later.");
    }
  }
}
