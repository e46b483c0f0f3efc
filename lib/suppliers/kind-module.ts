import type { z } from "zod";
import type { ProductId } from "@/lib/products/codes";
import type { Offer, Supplier, SupplierKind } from "./seam";

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
};
