import type { z } from "zod";
import type { ProductId } from "@/lib/products/codes";
import type { FieldError } from "@/lib/http/errors";
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
   * What the supplier would refuse about valid travellers for this offer (a passenger of another type, a missing
   * passport), with paths inside the travellers ("" for the list): asked after re-pricing and before any charge, so a
   * refusal is a field error and never a charge followed by a refund.
   */
  travellerProblems?(offer: Offer<Details>, travellers: Travellers): FieldError[];
};
