/**
 * The supplier seam: one interface every kind of supplier item implements — search → offers, re-price before
 * payment, book, cancel, status. Each kind has a local sandbox adapter (the embedded default, deterministic) and,
 * where a maintained SDK exists, a real adapter chosen by configuration (lib/suppliers/registry.ts). Orders
 * (lib/orders) only ever see these types, never an SDK's.
 */
import type { ItemKind } from "@/lib/products/codes";

export type SupplierKind = Exclude<ItemKind, "STAY" | "ACTIVITY">;

/** Integer minor units in one currency. */
export type PriceLines = { currency: string; baseMinor: number; taxesMinor: number; feesMinor: number; totalMinor: number };

/**
 * What cancelling returns: the whole price until `freeUntil` (an ISO instant, null: never free), then
 * `afterShareBps` of it (0: nothing) until the item starts — or until `noRefundFrom`, when given (a cruise refunds
 * nothing in its last 14 days); nothing once it has started.
 */
export type CancellationTerms = { refundable: boolean; freeUntil: string | null; afterShareBps: number; changeable: boolean; noRefundFrom?: string | null };

export type Offer<Details> = {
  /** The supplier's offer id, carried through checkout and re-priced before payment. */
  id: string;
  kind: SupplierKind;
  supplier: string;
  /** One line naming the item, e.g. "London (LHR) → New York (JFK)", "Toyota Corolla or similar". */
  title: string;
  /** ISO instants with offset: the start and end of the item. */
  startsAt: string;
  endsAt: string;
  /** The supplier's price, what a member pays (lib/orders/item-pricing.ts adds the public markup). */
  price: PriceLines;
  terms: CancellationTerms;
  /** The kind's own facts (segments, car, itinerary …); JSON only, stored on the order item. */
  details: Details;
  /** Seats, cars or cabins left at this price, when the supplier says. */
  remaining?: number;
};

export type Repriced<Details> = { status: "AVAILABLE"; offer: Offer<Details> } | { status: "SOLD_OUT" };

/** An extra booked with an offer: the supplier's service id, how many, and what they cost in all (minor units). */
export type BookedService = { id: string; quantity: number; amountMinor: number };

export type Contact = { email: string; phone: string };

export type Booked = { supplierRef: string; status: "CONFIRMED" };

export type Cancelled = { status: "CANCELLED"; refund: { amountMinor: number; currency: string } | null };

export interface Supplier<Query, Details, Travellers> {
  /** Stored on the order item: "sandbox", "duffel", "amadeus". */
  readonly name: string;
  readonly kind: SupplierKind;
  search(query: Query): Promise<Offer<Details>[]>;
  reprice(offerId: string): Promise<Repriced<Details>>;
  /**
   * Same idempotency key → same booking, whatever the retries. `services`: extras the kind sells with the offer (a
   * flight's seats and bags), priced by the supplier and paid with it.
   */
  book(input: { offer: Offer<Details>; travellers: Travellers; contact: Contact; idempotencyKey: string; services?: BookedService[] }): Promise<Booked>;
  cancel(supplierRef: string): Promise<Cancelled>;
  status(supplierRef: string): Promise<"CONFIRMED" | "CANCELLED" | "UNKNOWN">;
}

/** A supplier that failed to answer or refused: the order ends with a clear message and nothing charged. */
export class SupplierError extends Error {
  constructor(
    readonly reason: "SOLD_OUT" | "PRICE_CHANGED" | "UNAVAILABLE" | "REJECTED",
    message: string,
  ) {
    super(message);
    this.name = "SupplierError";
  }
}
