import type { z } from "zod";
import type { ProductId } from "@/lib/products/codes";
import type { BookedService, InventorySupplier, Offer, Supplier, SupplierKind } from "./seam";

/** Extras chosen at checkout, priced by the supplier: what its order books, and what the order item keeps of them. */
export type PricedExtras = { currency: string; totalMinor: number; services: BookedService[]; booked: object };
export type ExtrasAnswer = { ok: true; priced: PricedExtras } | { ok: false; problems: { path: string; message: string }[] };

/**
 * What each supplier kind gives the order flow (lib/orders): the configured supplier, the product it sells and the
 * zod schema of the travellers its bookings need. lib/suppliers/<kind>/index.ts exports one.
 */
export type KindModule<Query = unknown, Details = unknown, Travellers = unknown> = {
  kind: SupplierKind;
  product: ProductId;
  /** The supplier this deployment uses (sandbox by default, a real SDK by configuration). */
  supplier(): Supplier<Query, Details, Travellers>;
  /** A supplier by the name stored on an order item, to cancel or check an item booked earlier. */
  supplierNamed(name: string): Supplier<Query, Details, Travellers> | null;
  travellers: z.ZodType<Travellers>;
  /**
   * What the schema cannot know: the travellers checked against the re-priced offer (a passport for a cruise that
   * leaves the country), as field reasons with paths inside `travellers`. Checked before anything is charged.
   */
  offerTravellerProblems?: (offer: Offer<Details>, travellers: Travellers) => { path: string; message: string }[];
  /**
   * The kind's extras (a flight's seats and bags): the chosen service ids re-read from `supplier` and priced there, or
   * a reason per field (`services.<i>.…`). A kind without it sells none.
   */
  extras?: (
    supplier: Supplier<Query, Details, Travellers>,
    offer: Offer<Details>,
    chosen: { id: string; quantity: number }[],
    travellers: Travellers,
  ) => Promise<ExtrasAnswer>;
};

/**
 * What an in-database kind (the catalogue's stays and activities, lib/suppliers/catalogue) gives the order flow: its
 * supplier, whose booking and cancelling run inside the order's transaction, and the products it is sold under.
 */
export type InventoryModule<Query = unknown, Details = unknown, Terms = unknown> = {
  kind: SupplierKind;
  products: readonly ProductId[];
  supplier(): InventorySupplier<Query, Details, Terms>;
  /** By the name stored on an order item ("catalogue"), to give back what an item took. */
  supplierNamed(name: string): InventorySupplier<Query, Details, Terms> | null;
};
