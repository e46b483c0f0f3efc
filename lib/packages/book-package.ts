import { AppError, type FieldError } from "@/lib/errors";
import { fieldErrors } from "@/lib/zod-errors";
import { ROOM_GONE as ROOM_TAKEN } from "@/lib/orders/book-stay";
import { releaseStaleHolds } from "@/lib/orders/holds";
import { inventoryLine } from "@/lib/orders/inventory-items";
import { catalogueStays } from "@/lib/suppliers/catalogue";
import { stayOfferId } from "@/lib/suppliers/catalogue/offer-id";
import { bookerPricing } from "@/lib/booking/member-pricing";
import { PRICE_CHANGED, SOLD_OUT, supplierFailure } from "@/lib/orders/book-supplier-item";
import { itemQuote } from "@/lib/orders/item-pricing";
import { checkAllowed, existingBooking, placeOrder, type BookingCtx, type BookingResult } from "@/lib/orders/place-order";
import { PRODUCTS } from "@/lib/products/codes";
import { flightModule } from "@/lib/suppliers/flights";
import { flightTravellersSchema, type FlightTravellers } from "@/lib/suppliers/flights/travellers";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import { quotePackage } from "./quote-package";
import type { BookPackageInput } from "./schemas";

const ROOM_GONE = "Sorry, this room is no longer available for your dates. Nothing was charged.";

const invalid = (fields: FieldError[]) => new AppError("VALIDATION_FAILED", undefined, { fields });

/** The passengers checked against the flight's rules and against the search: as many adults and children as asked. */
function passengersOf(input: BookPackageInput): FlightTravellers {
  const parsed = flightTravellersSchema.safeParse(input.travellers);
  if (!parsed.success) throw invalid(fieldErrors(parsed.error).map((f) => ({ ...f, path: `travellers.${f.path}` })));
  const count = (type: string) => parsed.data.filter((t) => t.type === type).length;
  if (count("adult") !== input.adults || count("child") !== input.children || count("infant") > 0) {
    throw invalid([{ path: "travellers", message: `Give ${input.adults} adults and ${input.children} children, as searched` }]);
  }
  return parsed.data;
}

/** International flights need every passenger's passport before anything is charged. */
function checkDocuments(details: FlightDetails, travellers: FlightTravellers) {
  if (!details.documentsRequired) return;
  const missing = travellers.flatMap((t, i) =>
    t.passportNumber ? [] : [{ path: `travellers.${i}.passportNumber`, message: "This trip needs each passport" }],
  );
  if (missing.length) throw invalid(missing);
}

/**
 * Books a package: one order (PKG) of two items. The flight is re-priced with its supplier and the stay read from
 * the database before anything is charged — a sold-out part or a new total ends here with nothing charged. Then
 * lib/orders/place-order.ts holds the rooms and the wallet's credit, charges the card, books the flight (a refusal
 * refunds the charge and lets the rooms go) and confirms both. Cancelling the order cancels both items.
 */
export async function bookPackage(input: BookPackageInput, ctx: BookingCtx): Promise<BookingResult> {
  const existing = await existingBooking(input.idempotencyKey, ctx);
  if (existing) return existing;
  const travellers = passengersOf(input);
  checkAllowed(ctx, input.checkIn, "checkIn", { ...input.contact, wallet: input.wallet, contactPath: "contact" });
  await releaseStaleHolds();

  const memberPricing = await bookerPricing(ctx.user);
  const quote = await quotePackage(input, { org: ctx.org, memberPricing }).catch((error: unknown) => {
    throw supplierFailure(error);
  });
  if (quote.status === "SOLD_OUT") throw new AppError("NO_LONGER_AVAILABLE", quote.part === "flight" ? SOLD_OUT : ROOM_GONE);
  const { flight, stay, price } = quote;
  checkDocuments(flight.details, travellers);
  if (price.currency !== input.expectedCurrency || price.totalMinor !== input.expectedTotalMinor) {
    throw new AppError("PRICE_CHANGED", PRICE_CHANGED, { detail: { newTotalMinor: price.totalMinor, currency: price.currency } });
  }

  // The stay as the catalogue's supplier offers it: what its hold books (its rooms on every night, or none).
  const stays = catalogueStays();
  const stayOffer = await stays.quote(stayOfferId({ ...input, guests: input.adults + input.children }));
  const supplier = flightModule.supplier();
  const fare = itemQuote(flight, { memberPricing });
  const contact = { ...input.contact, title: input.contact.title ?? 0 };
  const guests = input.adults + input.children;
  const catalogue = { propertyId: input.propertyId, roomTypeId: input.roomTypeId, activitySlotId: null, guests, rooms: input.rooms };
  return placeOrder({ ...input, traveler: contact, extraAmount: 0, isPackage: true }, ctx, {
    productCode: PRODUCTS.packages.code,
    title: stay.property.name,
    firstDay: input.checkIn,
    lastDay: input.checkOut,
    catalogue,
    lines: [
      {
        // At the package's price: the stay's share after the package discount.
        ...inventoryLine(stays, stayOffer, { currency: price.currency, ...price.stayLine }, ROOM_TAKEN),
        kind: "STAY",
        productCode: stay.property.productCode,
        travellers: { traveler: contact, nationality: input.nationality },
        details: { ...catalogue, packageDiscountMinor: price.discountMinor },
      },
      {
        kind: "FLIGHT",
        productCode: PRODUCTS.flight.code,
        supplier: supplier.name,
        offerId: flight.id,
        title: flight.title,
        startsAt: new Date(flight.startsAt),
        endsAt: new Date(flight.endsAt),
        price: { currency: fare.currency, baseMinor: fare.baseMinor, taxesMinor: fare.taxesMinor, feesMinor: fare.feesMinor, totalMinor: fare.totalMinor },
        travellers,
        details: flight.details,
        terms: flight.terms,
        fulfil: () =>
          supplier
            .book({ offer: flight, travellers, contact: { email: contact.email, phone: contact.phone ?? "" }, idempotencyKey: input.idempotencyKey })
            .catch((error: unknown) => {
              throw supplierFailure(error);
            }),
        undo: (supplierRef) => supplier.cancel(supplierRef),
      },
    ],
  });
}
