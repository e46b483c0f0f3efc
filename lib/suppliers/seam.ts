/**
 * The supplier seam: one interface every kind of order item implements — search → offers, re-price before payment,
 * book, cancel, status. A remote supplier (flights, cars, transfers, cruises) is reached through its adapter, chosen
 * by configuration (lib/suppliers/registry.ts); the site's own inventory (the catalogue's stays and activities,
 * lib/suppliers/catalogue) is an in-database supplier whose booking and cancelling take the order's transaction.
 * Orders (lib/orders) only ever see these types, never an SDK's nor the catalogue's tables.
 */
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ItemKind } from "@/lib/products/codes";

export type SupplierKind = ItemKind;

/** Integer minor units in one currency. */
export type PriceLines = { currency: string; baseMinor: number; taxesMinor: number; feesMinor: number; totalMinor: number };

/**
 * What cancelling returns: the whole price until `freeUntil` (an ISO instant, null: never free), then
 * `afterShareBps` of it (0: nothing) until the item starts — or until `noRefundFrom`, when given (a cruise refunds
 * nothing in its last 14 days); nothing once it has started.
 */
export type CancellationTerms = { refundable: boolean; freeUntil: string | null; afterShareBps: number; changeable: boolean; noRefundFrom?: string | null };

export type Offer<Details, Terms = CancellationTerms> = {
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
  /**
   * The public price, when the supplier sets its own (the catalogue's public and member night rates); without it
   * lib/orders/item-pricing.ts adds the public markup to `price`.
   */
  publicPrice?: PriceLines;
  /** The terms engine's (lib/terms); the catalogue's items keep their property's policy (lib/terms/catalogue.ts). */
  terms: Terms;
  /** The kind's own facts (segments, car, itinerary …); JSON only, stored on the order item. */
  details: Details;
  /** Seats, cars or cabins left at this price, when the supplier says. */
  remaining?: number;
};

export type Repriced<Details, Terms = CancellationTerms> = { status: "AVAILABLE"; offer: Offer<Details, Terms> } | { status: "SOLD_OUT" };

/** An extra booked with an offer: the supplier's service id, how many, and what they cost in all (minor units). */
export type BookedService = { id: string; quantity: number; amountMinor: number };

export type Contact = { email: string; phone: string };

/**
 * A supplier's booking: its reference for our calls (`supplierRef`, an internal id never shown to travellers) and,
 * where it has one, the reference the traveller quotes to the supplier (`bookingRef`: an airline's PNR).
 */
export type Booked = { supplierRef: string; bookingRef?: string; status: "CONFIRMED" };

/** What an order keeps of each item's booking with its supplier (null for an item the order's own stock holds). */
export type SupplierBooking = Pick<Booked, "supplierRef" | "bookingRef">;

export type Cancelled = { status: "CANCELLED"; refund: { amountMinor: number; currency: string } | null };

/**
 * What a booking can still be given or changed after it is made, as the supplier's own API allows — not what would
 * be nice. The trip page offers only these, and the API refuses the rest (a button whose only outcome is the
 * supplier's error is no feature). A supplier without it takes nothing after booking.
 */
export type AfterBooking = {
  /** Extra checked bags, paid for after booking. */
  readonly bags: boolean;
  readonly seats: boolean;
  /** Another flight for the same trip (the supplier's order change requests). */
  readonly flightChange: boolean;
  /** Other dates of the same room, where its policy and availability allow. */
  readonly dateChange: boolean;
  /** A traveller's name corrected by a few letters. */
  readonly nameCorrection: boolean;
};

export const NOTHING_AFTER_BOOKING: AfterBooking = { bags: false, seats: false, flightChange: false, dateChange: false, nameCorrection: false };

export interface Supplier<Query, Details, Travellers> {
  /** Stored on the order item: "sandbox", "duffel", "amadeus". */
  readonly name: string;
  readonly kind: SupplierKind;
  /** A remote supplier: booked once paid, cancelled before the order's transaction (InventorySupplier is the other). */
  readonly inDatabase?: false;
  /** What its bookings can be given after they are made (absent: nothing). */
  readonly afterBooking?: AfterBooking;
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

/** An in-database item as its order item stores it: what cancelling gives back. */
export type HeldItem = { kind: ItemKind; startsAt: Date; endsAt: Date; details: unknown };

/**
 * A supplier whose stock is rows of the site's own database (the catalogue's rooms and activity places). Booking
 * takes the stock and cancelling gives it back inside the order's transaction (`tx`), so the stock moves with the
 * money, all or nothing: taken when the order is held, given back when it is cancelled or its hold let go. Its item's
 * supplier reference is its order's. `reprice` throws the catalogue's own field errors (AppError) for an offer id
 * that asks for what cannot be sold (more guests than the room sleeps, no such room).
 */
export interface InventorySupplier<Query, Details, Terms = CancellationTerms> {
  /** Stored on the order item: "catalogue". */
  readonly name: string;
  readonly kind: SupplierKind;
  readonly inDatabase: true;
  /** What its bookings can be given or changed after they are made. */
  readonly afterBooking: AfterBooking;
  search(query: Query): Promise<Offer<Details, Terms>[]>;
  reprice(offerId: string): Promise<Repriced<Details, Terms>>;
  /** Takes the offer's stock, or throws SupplierError SOLD_OUT (nothing taken). */
  book(tx: Prisma.TransactionClient, input: { offer: Offer<Details, Terms>; reference: string }): Promise<Booked>;
  /** Gives back what the item took; `order` is the order's own columns, for items stored before items had them. */
  cancel(tx: Prisma.TransactionClient, item: HeldItem, order: OrderStock): Promise<void>;
  status(supplierRef: string): Promise<"CONFIRMED" | "CANCELLED" | "UNKNOWN">;
}

/** The catalogue's columns of an order (lib/orders/place-order.ts OrderSpec.catalogue), as stored on it. */
export type OrderStock = { roomTypeId: number | null; activitySlotId: number | null; rooms: number; guests: number };

// Each kind has its own query, offer and traveller types; the order flow only passes them between its own calls.
/* eslint-disable @typescript-eslint/no-explicit-any */
export type AnySupplier = Supplier<any, any, any> | InventorySupplier<any, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/* eslint-disable @typescript-eslint/no-explicit-any */
export function isInventorySupplier(s: AnySupplier): s is InventorySupplier<any, any, any> {
  return s.inDatabase === true;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

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
