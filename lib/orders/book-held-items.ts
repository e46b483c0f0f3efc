import { log } from "@/lib/log";
import { supplierOfItem } from "@/lib/suppliers/registry";
import { isInventorySupplier, SupplierError, type BookedService, type SupplierBooking } from "@/lib/suppliers/seam";
import { supplierFailure } from "./book-supplier-item";

type HeldItem = { productCode: string; supplier: string; offerId: string | null; travellers: unknown; details: unknown };

/** The extras (a flight's seats and bags) chosen at checkout and priced there, kept on the item's details. */
function servicesOf(details: unknown): BookedService[] | undefined {
  const services = (details as { services?: BookedService[] } | null)?.services;
  return Array.isArray(services) && services.length > 0 ? services : undefined;
}

/** The extras an item or quote keeps, as a traveller chose them (codes and quantities), to be priced again. */
export function chosenServicesOf(details: unknown): { id: string; quantity: number }[] {
  return (servicesOf(details) ?? []).map(({ id, quantity }) => ({ id, quantity }));
}

/**
 * The key a supplier is asked to book an item with: the order's, so a second settlement gets the same bookings — but
 * a second item of the same supplier in one order (an agent's itinerary of two flights) gets its own, or the supplier
 * would answer the first item's booking again.
 */
export function supplierIdempotencyKey(key: string, index: number, items: readonly { supplier: string }[]): string {
  const earlier = items.slice(0, index).filter((i) => i.supplier === items[index]!.supplier).length;
  return earlier === 0 ? key : `${key}-${earlier}`;
}

/**
 * Step 3 of an order paid on the provider's page (./settle-hosted-checkout.ts): each supplier item of the held order
 * booked with its supplier, from what the order stored — the offer asked of the supplier again by its id, the
 * travellers as checked at checkout, the extras priced there, the order's idempotency key (a second settlement gets the same bookings). A
 * refusal cancels what the order's earlier items booked and throws as the traveller reads it. Answers each item's
 * supplier booking (its references), null for an in-database item (booked when held).
 */
export async function bookHeldItems(
  items: readonly HeldItem[],
  order: { reference: string; idempotencyKey: string; contact: { email: string; phone: string } },
): Promise<(SupplierBooking | null)[]> {
  const booked: { ref: string; cancel: (ref: string) => Promise<unknown> }[] = [];
  const refs: (SupplierBooking | null)[] = [];
  try {
    for (const [index, item] of items.entries()) {
      const supplier = supplierOfItem(item);
      // An in-database item was booked when the order was held, in its transaction: nothing is left to book.
      if ((supplier && isInventorySupplier(supplier)) || !item.offerId) {
        refs.push(null);
        continue;
      }
      if (!supplier) throw new SupplierError("UNAVAILABLE", `no supplier named ${item.supplier}`);
      const repriced = await supplier.reprice(item.offerId);
      if (repriced.status === "SOLD_OUT") throw new SupplierError("SOLD_OUT", "sold out while the payer paid");
      const { supplierRef, bookingRef } = await supplier.book({
        offer: repriced.offer,
        travellers: item.travellers,
        contact: order.contact,
        idempotencyKey: supplierIdempotencyKey(order.idempotencyKey, index, items),
        services: servicesOf(item.details),
      });
      booked.push({ ref: supplierRef, cancel: (ref) => supplier.cancel(ref) });
      refs.push({ supplierRef, bookingRef });
    }
  } catch (error) {
    for (const b of booked)
      await b.cancel(b.ref).catch(() => log("error", "booking: a supplier item of a refused order could not be cancelled", { reference: order.reference }));
    throw supplierFailure(error);
  }
  return refs;
}
