import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { orgSellsProductCode } from "@/lib/booking/eligibility";
import { releaseStaleHolds } from "@/lib/orders/holds";
import { ROOM_GONE } from "@/lib/orders/book-stay";
import { inventoryHold } from "@/lib/orders/inventory-items";
import { catalogueStays } from "@/lib/suppliers/catalogue";
import { stayOfferId } from "@/lib/suppliers/catalogue/offer-id";
import { activityLine } from "./book-activity";
import { chosenExtras, detailsWithExtras, kindTravellers, soldKindModule, supplierFailure } from "@/lib/orders/book-supplier-item";
import { chosenServicesOf, supplierIdempotencyKey } from "@/lib/orders/book-held-items";
import { checkAllowed, placeOrder, type BookingCtx, type BookingResult, type OrderLine } from "@/lib/orders/place-order";
import { ITINERARY_PRODUCTS } from "../schemas";
import { ZContact } from "@/lib/orders/schemas";
import { PRODUCTS } from "@/lib/products/codes";
import { spreadMarkup } from "./price";

const GONE = "Sorry, an item of this itinerary is no longer available. Nothing was charged — ask your agent for a new quote.";
const REPRICED = "A supplier no longer sells an item of this itinerary in the quote's currency. Nothing was charged — ask your agent for a new quote.";
const EMPTY = "This itinerary has no items. Ask your agent for a new quote.";

type Quote = {
  id: number;
  currency: string;
  totalMinor: number;
  markupMinor: number;
  contact: unknown;
  client: { firstName: string; lastName: string; email: string; title: number | null; mobileNo: string | null; nationalityId: number | null };
};
type Input = { returnPath?: string; idempotencyKey: string };

/**
 * Books an agent's itinerary in one checkout: one order holding every item, at the agreed total (the agent's markup
 * spread over the items, so they add up to it), held together and paid once on the provider's page. Before anything
 * is held each item is checked again — the room still free, each supplier's offer re-priced and still sold in the
 * quote's currency — and a missing one ends here with nothing charged. Once paid, each supplier item is booked at
 * settlement (lib/orders/book-held-items.ts); a refusal there refunds the payment and lets everything go.
 */
export async function bookItinerary(quote: Quote, input: Input, booker: BookingCtx): Promise<BookingResult> {
  const items = await db.quoteItem.findMany({ where: { quoteId: quote.id }, orderBy: [{ startsAt: "asc" }, { id: "asc" }] });
  if (items.length === 0) throw new AppError("CONFLICT", EMPTY);
  const c = quote.client;
  const saved = ZContact.safeParse(quote.contact);
  const contact = saved.success ? saved.data : { firstName: c.firstName, lastName: c.lastName, email: c.email, phone: c.mobileNo ?? "" };
  const firstDay = items.map((i) => i.checkIn.toISOString().slice(0, 10)).sort()[0]!;
  const lastDay = items
    .map((i) => i.checkOut.toISOString().slice(0, 10))
    .sort()
    .at(-1)!;
  checkAllowed(booker, firstDay, "key", { ...contact, contactPath: "contact" });
  await releaseStaleHolds();

  const shares = spreadMarkup(
    items.map((i) => i.totalMinor),
    quote.markupMinor,
  );
  const stay = items.find((i) => i.roomTypeId && i.propertyId);
  const activity = items.find((i) => i.activitySlotId && i.propertyId);
  const lines: OrderLine[] = [];
  for (const [index, item] of items.entries()) {
    // The agreed price: the client's price of the item when it was quoted, plus its share of the markup.
    const price = {
      currency: quote.currency,
      baseMinor: item.baseMinor + shares[index]!,
      taxesMinor: item.taxesMinor,
      feesMinor: item.feesMinor,
      totalMinor: item.totalMinor + shares[index]!,
    };
    const common = {
      kind: item.kind,
      title: item.title,
      startsAt: item.startsAt,
      endsAt: item.endsAt,
      price,
      details: item.details ?? {},
      terms: item.terms ?? {},
    };
    if (item.roomTypeId && item.propertyId) {
      const checkIn = item.checkIn.toISOString().slice(0, 10);
      const checkOut = item.checkOut.toISOString().slice(0, 10);
      // The room read again from the catalogue's supplier; its hold books one room on every night, or none.
      const stays = catalogueStays();
      const offer = await stays.quote(
        stayOfferId({ propertyId: item.propertyId, roomTypeId: item.roomTypeId, checkIn, checkOut, rooms: 1, guests: item.guests, childAges: item.childAges }),
      );
      const { property } = offer.stay;
      if (!orgSellsProductCode(booker.org.eligibleProducts, property.productCode) || offer.stay.availableRooms < 1)
        throw new AppError("NO_LONGER_AVAILABLE", GONE);
      lines.push({
        ...common,
        productCode: property.productCode,
        supplier: stays.name,
        offerId: null,
        travellers: { traveler: { ...contact, title: contact.title ?? 0 }, nationality: c.nationalityId ?? 1 },
        hold: inventoryHold(stays, offer, ROOM_GONE),
      });
      continue;
    }
    if (item.kind === "ACTIVITY") {
      lines.push(await activityLine(item, common, booker, { traveler: { ...contact, title: contact.title ?? 0 }, nationality: c.nationalityId ?? 1 }));
      continue;
    }
    const product = ITINERARY_PRODUCTS.find((p) => p === item.product);
    if (!product || !item.offerId) throw new AppError("NOT_FOUND", "Quote not found.");
    const mod = soldKindModule(product, booker.org);
    const travellers = kindTravellers(mod, item.travellers);
    const supplier = mod.supplier();
    const repriced = await supplier.reprice(item.offerId).catch((error: unknown) => {
      throw supplierFailure(error);
    });
    if (repriced.status === "SOLD_OUT") throw new AppError("NO_LONGER_AVAILABLE", GONE);
    const offer = repriced.offer;
    // The agent's agreed total stands whatever the supplier's price now is, but only in the currency it was agreed in.
    if (offer.price.currency !== quote.currency) throw new AppError("PRICE_CHANGED", REPRICED);
    // The extras quoted with it (a car's child seat), priced by the supplier again: what it books them at.
    const extras = await chosenExtras(mod, supplier, offer, chosenServicesOf(item.details), travellers);
    // Asked when the lines are all made: the same key settlement would use (lib/orders/book-held-items.ts).
    const key = () => supplierIdempotencyKey(input.idempotencyKey, index, lines);
    lines.push({
      ...common,
      productCode: PRODUCTS[product].code,
      supplier: supplier.name,
      offerId: offer.id,
      travellers: travellers as object,
      details: detailsWithExtras(offer.details, extras),
      terms: offer.terms,
      startsAt: new Date(offer.startsAt),
      endsAt: new Date(offer.endsAt),
      // Used only when the wallet pays it all (no provider's page): booked now, undone if a later item is refused.
      fulfil: () =>
        supplier
          .book({ offer, travellers, contact: { email: contact.email, phone: contact.phone ?? "" }, idempotencyKey: key(), services: extras?.services })
          .catch((error: unknown) => {
            throw supplierFailure(error);
          }),
      undo: (ref) => supplier.cancel(ref),
    });
  }

  return placeOrder(
    {
      traveler: { ...contact, title: contact.title ?? 0 },
      nationality: c.nationalityId ?? 1,
      extraAmount: 0,
      isPackage: true,
      returnPath: input.returnPath,
      idempotencyKey: input.idempotencyKey,
    },
    // The agreed total is the items' sum: each line already carries its share of the markup.
    { ...booker, agent: booker.agent && { ...booker.agent, agreedTotalMinor: quote.totalMinor } },
    {
      productCode: lines.length === 1 ? lines[0]!.productCode : PRODUCTS.packages.code,
      title: items.map((i) => i.title).join(" + "),
      firstDay,
      lastDay,
      catalogue: {
        // The stay's property is the order's place; an itinerary without a stay is placed at its activity.
        propertyId: stay?.propertyId ?? activity?.propertyId ?? null,
        roomTypeId: stay?.roomTypeId ?? null,
        activitySlotId: activity?.activitySlotId ?? null,
        guests: Math.max(...items.map((i) => i.guests)),
        rooms: 1,
      },
      lines,
    },
  );
}
