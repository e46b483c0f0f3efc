import type { z } from "zod";
import type { ProductId } from "@/lib/products/codes";
import type { Supplier, SupplierKind } from "./seam";

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
};
