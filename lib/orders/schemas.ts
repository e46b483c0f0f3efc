import { z } from "zod";
import { zTitleCode } from "@/lib/account/title-schemas";
import { zText } from "@/lib/zod-text";
import { ZNoCard, ZReturnPath, ZTraveler } from "@/lib/booking/schemas";
import { zId, zInt4 } from "@/lib/zod-int";
import { ZWalletUse } from "@/lib/wallet/schemas";
import { checkOfferIdOfProduct, zOfferId } from "@/lib/suppliers/offer-id-shape";

/** The products whose orders go through a supplier (lib/suppliers/registry.ts). */
export const SUPPLIER_PRODUCTS = ["flight", "cars", "transfers", "cruises", "packages"] as const;
export type SupplierProduct = (typeof SUPPLIER_PRODUCTS)[number];

/** Who to tell about the booking: the lead traveller's name and how to reach them. */
export const ZContact = ZTraveler.pick({ firstName: true, lastName: true, email: true, phone: true }).extend({
  title: zTitleCode().optional(),
});

/** Extras sold with an offer (a flight's seats and bags, a car's child seat): the supplier's service ids only, priced by the server. */
export const ZServices = z
  .array(
    z
      .object({
        id: zText()
          .trim()
          .regex(/^[A-Za-z0-9_-]{1,100}$/, "Choose a seat or bag from the list"),
        quantity: zInt4({ min: 1, max: 9, message: "Choose between 1 and 9" }).default(1),
      })
      .strict(),
  )
  .max(60, "Too many extras")
  .default([]);

/**
 * POST /api/orders: an offer of a supplier, the price the checkout showed for it (re-priced before any charge), the
 * travellers its kind needs (validated by the kind's schema), the contact, and the payment.
 */
export const ZSupplierOrderFields = z
  .object({
    product: z.enum(SUPPLIER_PRODUCTS, "Choose a flight, car, transfer, cruise or package"),
    offerId: zOfferId("any", "Choose an offer"),
    expectedTotalMinor: zInt4({ min: 0 }),
    expectedCurrency: zText()
      .trim()
      .regex(/^[A-Z]{3}$/, "Use a three-letter currency code such as USD"),
    travellers: z.unknown(),
    services: ZServices,
    contact: ZContact,
    nationality: zId.default(1),
    card: ZNoCard,
    returnPath: ZReturnPath,
    wallet: ZWalletUse.optional(),
    idempotencyKey: zText().uuid(),
  })
  .strict();
export const ZPlaceSupplierOrder = ZSupplierOrderFields.superRefine(checkOfferIdOfProduct);
export type PlaceSupplierOrderInput = z.infer<typeof ZPlaceSupplierOrder>;
