import { z } from "zod";
import { zText } from "@/lib/zod-text";

/** The products whose offers come from a supplier (lib/orders/schemas.ts SUPPLIER_PRODUCTS). */
type OfferProduct = "flight" | "cars" | "transfers" | "cruises" | "packages";

/**
 * The shape of an offer id as each supplier kind makes it. Supplier SDKs put the id into a request path
 * (`/air/offers/<id>`), so an id from a browser is held to its kind's characters first: no `/`, `..`, `?`, `#` or `%`
 * can reach a supplier and turn the call into another one (`../orders/ord_…`).
 */
const SHAPES: Record<OfferProduct, RegExp> = {
  // Duffel's offer ids: off_ and its id characters (the local stand-in's are base64url).
  flight: /^off_[A-Za-z0-9_-]{1,508}$/,
  // A package is booked through its flight offer.
  packages: /^off_[A-Za-z0-9_-]{1,508}$/,
  // lib/suppliers/cars/offer-id.ts offerIdOf: the driver's age tier, Duffel's rate id and the tag signing both, joined
  // by "~". Only the characters are held here: what the tier and tag mean belongs to the cars module.
  cars: /^[A-Za-z0-9-]{1,20}~rat_[A-Za-z0-9_-]{1,463}~[A-Za-z0-9_-]{22}$/,
  // lib/suppliers/transfers/offer-id.ts: trf_ and a base64url key (decoded and checked field by field on re-pricing).
  transfers: /^trf_[A-Za-z0-9_-]{1,508}$/,
  // The cruise API's fare ids (docs/suppliers.md): sailing, cabin category, guests and any children's ages
  // ("CAR-202703-05.balcony.2", "CAR-202703-05.balcony.4.c8-1").
  cruises: /^[A-Z]{3}-\d{6}-\d{2}\.[a-z]{1,20}\.\d{1,2}(?:\.c\d{1,2}(?:-\d{1,2}){0,3})?$/,
};

const PRODUCTS = Object.keys(SHAPES) as OfferProduct[];

export const OFFER_ID_MESSAGE = "This offer is not one we know: choose an offer from the results again";

export function isOfferIdShaped(product: OfferProduct, id: string): boolean {
  return id.length <= 512 && SHAPES[product].test(id);
}

function isAnyOfferId(id: string): boolean {
  return PRODUCTS.some((p) => isOfferIdShaped(p, id));
}

/**
 * An offer id as a field: text, trimmed, of its product's shape, or of any supplier kind's when the product is a
 * sibling field (checkOfferIdOfProduct then holds it to that product's).
 */
export function zOfferId(product: OfferProduct | "any", required: string) {
  const shaped = (id: string) => (product === "any" ? isAnyOfferId(id) : isOfferIdShaped(product, id));
  return zText().trim().min(1, { error: required, abort: true }).refine(shaped, OFFER_ID_MESSAGE);
}

/** The offer id beside its product in one body (an order, an agent's quote): refused on `offerId` when not of its shape. */
export function checkOfferIdOfProduct(value: { product: OfferProduct; offerId: string }, ctx: z.RefinementCtx): void {
  const { product, offerId } = value;
  // zod runs this even when a field failed: a missing product or an id of no kind's shape has its own field error.
  if (!PRODUCTS.includes(product) || typeof offerId !== "string" || !isAnyOfferId(offerId)) return;
  if (!isOfferIdShaped(product, offerId)) ctx.addIssue({ code: "custom", path: ["offerId"], message: OFFER_ID_MESSAGE });
}
