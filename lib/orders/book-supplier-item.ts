import { AppError } from "@/lib/errors";
import { fieldErrors } from "@/lib/zod-errors";
import { log } from "@/lib/log";
import { releaseStaleHolds } from "@/lib/orders/holds";
import { bookerPricing } from "@/lib/booking/member-pricing";
import { orgSellsCode, PRODUCTS } from "@/lib/products/codes";
import { kindModules } from "@/lib/suppliers/registry";
import { SupplierError, type Offer, type Repriced } from "@/lib/suppliers/seam";
import { itemQuote } from "./item-pricing";
import { checkAllowed, existingBooking, oneItemOrder, placeOrder, type BookingCtx, type BookingResult } from "./place-order";
import type { OrgConfig } from "@/lib/org/org-config";
import type { KindModule, PricedExtras } from "@/lib/suppliers/kind-module";
import type { PlaceSupplierOrderInput, SupplierProduct } from "./schemas";

export const SOLD_OUT = "Sorry, this offer is no longer available. Nothing was charged.";
export const PRICE_CHANGED = "The price has changed since you chose this offer. Please check the new price and book again.";
const NO_EXTRAS = "This booking has no seats or bags to choose.";
const UNREACHABLE = "We could not reach the supplier to confirm this booking. Nothing was charged; please try again.";

/** A supplier's refusal as the member reads it. */
export function supplierFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof SupplierError && error.reason === "SOLD_OUT") return new AppError("NO_LONGER_AVAILABLE", SOLD_OUT);
  if (error instanceof SupplierError && error.reason === "PRICE_CHANGED") return new AppError("PRICE_CHANGED", PRICE_CHANGED);
  log("warn", "orders: supplier did not confirm", { reason: error instanceof Error ? error.message : "unknown" });
  return new AppError("SERVICE_UNAVAILABLE", UNREACHABLE);
}

/** The kind module of a supplier product this organisation sells; any other product is not found. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function soldKindModule(product: SupplierProduct, org: OrgConfig): KindModule<any, any, any> {
  const mod = kindModules[product];
  if (!mod || !orgSellsCode(org.eligibleProducts, PRODUCTS[product].code)) throw new AppError("NOT_FOUND", "This product is not offered on this site.");
  return mod;
}

/** The travellers as the kind's rules read them; each reason names its field under `travellers.`. */
export function kindTravellers(mod: KindModule, travellers: unknown): unknown {
  const parsed = mod.travellers.safeParse(travellers);
  if (parsed.success) return parsed.data;
  // A reason about the whole list (no traveller at all) is on `travellers` itself.
  const fields = fieldErrors(parsed.error).map((f) => ({ ...f, path: f.path === "(body)" ? "travellers" : `travellers.${f.path}` }));
  throw new AppError("VALIDATION_FAILED", undefined, { fields });
}

/**
 * Books a supplier's offer (a flight, car, transfer or cruise): the travellers are checked against the kind's rules,
 * the offer is re-priced with the supplier before anything is charged — sold out or a new price ends here with a
 * clear message — then the order is placed (lib/orders/place-order.ts) with the supplier's booking made once the
 * card is charged.
 */
export async function bookSupplierItem(input: PlaceSupplierOrderInput, ctx: BookingCtx): Promise<BookingResult> {
  const existing = await existingBooking(input.idempotencyKey, ctx);
  if (existing) return existing;
  const mod = soldKindModule(input.product, ctx.org);
  const code = PRODUCTS[input.product].code;
  const travellers = kindTravellers(mod, input.travellers);
  await releaseStaleHolds();

  const supplier = mod.supplier();
  const repriced: Repriced<unknown> = await supplier.reprice(input.offerId).catch((error: unknown) => {
    throw supplierFailure(error);
  });
  if (repriced.status === "SOLD_OUT") throw new AppError("NO_LONGER_AVAILABLE", SOLD_OUT);
  const offer: Offer<unknown> = repriced.offer;
  checkAllowed(ctx, offer.startsAt.slice(0, 10), "offerId", { ...input.contact, wallet: input.wallet, contactPath: "contact" });
  const problems = mod.offerTravellerProblems?.(offer, travellers) ?? [];
  if (problems.length > 0) {
    throw new AppError("VALIDATION_FAILED", undefined, { fields: problems.map((f) => ({ ...f, path: f.path ? `travellers.${f.path}` : "travellers" })) });
  }

  const extras = await chosenExtras(mod, supplier, offer, input.services, travellers);
  const quote = withExtras(itemQuote(offer, { memberPricing: await bookerPricing(ctx.user) }), extras);
  // An agent's agreed total stands whatever the supplier's price now is, but only in the currency it was agreed in.
  if (quote.currency !== input.expectedCurrency || (!ctx.agent?.agreedTotalMinor && quote.totalMinor !== input.expectedTotalMinor)) {
    throw new AppError("PRICE_CHANGED", PRICE_CHANGED, { detail: { newTotalMinor: quote.totalMinor, currency: quote.currency } });
  }

  const contact = { ...input.contact, title: input.contact.title ?? 0 };
  return placeOrder(
    { ...input, traveler: contact, extraAmount: 0, isPackage: input.product === "packages" },
    ctx,
    oneItemOrder({
      kind: mod.kind,
      productCode: code,
      supplier: supplier.name,
      offerId: offer.id,
      title: offer.title,
      startsAt: new Date(offer.startsAt),
      endsAt: new Date(offer.endsAt),
      firstDay: offer.startsAt.slice(0, 10),
      lastDay: offer.endsAt.slice(0, 10),
      price: { currency: quote.currency, baseMinor: quote.baseMinor, taxesMinor: quote.taxesMinor, feesMinor: quote.feesMinor, totalMinor: quote.totalMinor },
      travellers: travellers as object,
      // The chosen services go with the item: paid on the provider's page, they are booked when the order settles.
      details: detailsWithExtras(offer.details, extras),
      terms: offer.terms,
      catalogue: { propertyId: null, roomTypeId: null, activitySlotId: null, guests: Math.max(1, countOf(travellers)), rooms: 1 },
      fulfil: () =>
        supplier
          .book({
            offer,
            travellers,
            contact: { email: contact.email, phone: contact.phone ?? "" },
            idempotencyKey: input.idempotencyKey,
            services: extras?.services,
          })
          .catch((error: unknown) => {
            throw supplierFailure(error);
          }),
    }),
  );
}

/**
 * The extras the traveller chose (a flight's seats and bags), priced by the supplier now — never by what the browser
 * says: an id it does not sell, or no longer sells, is a field reason naming it, before anything is charged.
 */
export async function chosenExtras(
  mod: KindModule,
  supplier: ReturnType<KindModule["supplier"]>,
  offer: Offer<unknown>,
  chosen: { id: string; quantity: number }[],
  travellers: unknown,
): Promise<PricedExtras | null> {
  if (chosen.length === 0) return null;
  if (!mod.extras) throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: "services", message: NO_EXTRAS }] });
  const answer = await mod.extras(supplier, offer, chosen, travellers).catch((error: unknown) => {
    throw supplierFailure(error);
  });
  if (!answer.ok) throw new AppError("VALIDATION_FAILED", undefined, { fields: answer.problems });
  if (answer.priced.currency !== offer.price.currency) throw new AppError("SERVICE_UNAVAILABLE", UNREACHABLE);
  return answer.priced.services.length > 0 ? answer.priced : null;
}

/** Extras are sold at the supplier's price to everyone (no public markup): added to the base and the total. */
export function withExtras<Q extends { baseMinor: number; totalMinor: number }>(quote: Q, extras: PricedExtras | null): Q {
  return extras ? { ...quote, baseMinor: quote.baseMinor + extras.totalMinor, totalMinor: quote.totalMinor + extras.totalMinor } : quote;
}

/** An offer's details with the extras chosen for it: what settlement books (`services`) and every page names (`extras`). */
export function detailsWithExtras(details: unknown, extras: PricedExtras | null): object {
  return extras ? { ...(details as object), extras: extras.booked, services: extras.services } : (details as object);
}

/** Travellers arrive as a list (passengers, guests) or one object (a driver). */
export function countOf(travellers: unknown): number {
  return Array.isArray(travellers) ? travellers.length : 1;
}
