import { z } from "zod";
import { ZCard, ZTraveler } from "@/lib/booking/schemas";
import { zId, zInt4 } from "@/lib/http/zod-int";
import { ZWalletUse } from "@/lib/wallet/schemas";

/** The products whose orders go through a supplier (lib/suppliers/registry.ts). */
export const SUPPLIER_PRODUCTS = ["flight", "cars", "transfers", "cruises", "packages"] as const;

/** Who to tell about the booking: the lead traveller's name and how to reach them. */
export const ZContact = ZTraveler.pick({ firstName: true, lastName: true, email: true, phone: true }).extend({
  title: zInt4({ min: 1, max: 3 }).optional(),
});

/**
 * POST /api/orders: an offer of a supplier, the price the checkout showed for it (re-priced before any charge), the
 * travellers its kind needs (validated by the kind's schema), the contact, and the payment.
 */
export const ZPlaceSupplierOrder = z
  .object({
    product: z.enum(SUPPLIER_PRODUCTS, "Choose a flight, car, transfer, cruise or package"),
    offerId: z.string().trim().min(1, "Choose an offer").max(512),
    expectedTotalMinor: zInt4({ min: 0 }),
    expectedCurrency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, "Use a three-letter currency code such as USD"),
    travellers: z.unknown(),
    contact: ZContact,
    nationality: zId.default(1),
    card: ZCard.optional(),
    wallet: ZWalletUse.optional(),
    idempotencyKey: z.string().uuid(),
  })
  .strict();
export type PlaceSupplierOrderInput = z.infer<typeof ZPlaceSupplierOrder>;
