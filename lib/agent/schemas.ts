import { z } from "zod";
import { zTitleCode } from "@/lib/account/title-schemas";
import { zText } from "@/lib/zod-text";
import { zIsoDate } from "@/lib/zod-date";
import { AUTH_TEXT } from "@/lib/auth/messages";
import { isValidEmail, isValidName } from "@/lib/auth/rules";
import { zChildAges, ZNoCard, ZReturnPath } from "@/lib/booking/schemas";
import { zId, zInt4 } from "@/lib/zod-int";
import { SUPPLIER_PRODUCTS, ZContact, ZServices } from "@/lib/orders/schemas";
import { checkOfferIdOfProduct, zOfferId } from "@/lib/suppliers/offer-id-shape";

const name = (required: string) => zText().trim().min(1, required).max(50).refine(isValidName, "Use letters, spaces, apostrophes and hyphens only");
const isoDate = zIsoDate();

export const ZCreateClient = z
  .object({
    title: zTitleCode(AUTH_TEXT.titleRequired),
    firstName: name(AUTH_TEXT.firstNameRequired),
    lastName: name(AUTH_TEXT.lastNameRequired),
    email: zText().trim().toLowerCase().min(1, AUTH_TEXT.emailRequired).max(254).refine(isValidEmail, AUTH_TEXT.invalidMail),
    mobileNo: zText().trim().max(15).regex(/^\d*$/, "Phone number may contain digits only").optional(),
  })
  .strict();
export type CreateClientInput = z.infer<typeof ZCreateClient>;

export const ZClientSearch = z.object({ q: zText().trim().max(100).default("") });
/** GET /api/agent/bookings?clientId: one client's bookings, or every client's without it. */
export const ZAgentBookingsQuery = z.object({ clientId: zId.optional() });

/** SPEC-silent business limits for quotes: a markup of 0–50 % and a price held 1–30 days. */
export const MAX_MARKUP_PERCENT = 50;
export const MAX_QUOTE_DAYS = 30;

/** What every quote has: whose it is, the agent's markup and how long the price holds. */
const quoteTerms = {
  clientId: zId,
  markupPercent: z.coerce.number().min(0, "The markup cannot be negative").max(MAX_MARKUP_PERCENT, `The markup may be at most ${MAX_MARKUP_PERCENT} %`),
  validDays: zInt4({ min: 1, max: MAX_QUOTE_DAYS }).default(3),
};

/** A catalogue room for the dates and the party (each child's age: under 2 they take no bed). */
const stayFields = {
  propertyId: zId,
  roomTypeId: zId,
  checkIn: isoDate,
  checkOut: isoDate,
  guests: zInt4({ min: 1, max: 24 }),
  childAges: zChildAges.default([]),
};

export const ZCreateQuote = z.object({ ...quoteTerms, ...stayFields }).strict();
export type CreateQuoteInput = z.infer<typeof ZCreateQuote>;

/** GET /api/agent/catalogue: rooms by name or city, for the quote's dates and guests (and client, for their price). */
export const ZCatalogueQuery = z.object({
  q: zText().trim().max(100).default(""),
  checkIn: isoDate,
  checkOut: isoDate,
  guests: zInt4({ min: 1, max: 24 }).default(2),
  /** The children among the guests, comma-separated ages as the search's `ages` (children under 2 take no bed). */
  ages: z.preprocess((text) => (typeof text === "string" ? text.split(",").filter(Boolean) : (text ?? [])), zChildAges),
  clientId: zId.optional(),
});

/**
 * A quote of a supplier's offer (a flight, car, transfer, cruise or package) found on its product's pages: the
 * travellers as the kind's checkout names them (checked by the kind's own schema) and who to tell about the booking.
 */
export const ZCreateSupplierQuote = z
  .object({
    ...quoteTerms,
    product: z.enum(SUPPLIER_PRODUCTS, "Choose a flight, car, transfer, cruise or package"),
    offerId: zOfferId("any", "Choose an offer"),
    travellers: z.unknown(),
    /** The extras chosen with the offer (a car's child seat …), as its checkout sends them: priced by the supplier. */
    services: ZServices,
    contact: ZContact,
  })
  .strict()
  .superRefine(checkOfferIdOfProduct);
export type CreateSupplierQuoteInput = z.infer<typeof ZCreateSupplierQuote>;

export const ZBookQuote = z.object({ card: ZNoCard, returnPath: ZReturnPath, idempotencyKey: zText().uuid() }).strict();
export const ZBookQuoteByKey = ZBookQuote.extend({ key: zText().min(10).max(200) }).strict();
export const ZImpersonate = z.object({ clientId: zId }).strict();

/** The owner's answer to the agent link, from the e-mailed page. */
export const ZAgentLinkAnswer = z
  .object({
    key: zText().min(1, "The link is incomplete").max(200),
    decision: z.enum(["accept", "decline"], "Choose accept or decline"),
  })
  .strict();
export type AgentLinkDecision = z.infer<typeof ZAgentLinkAnswer>["decision"];

/** The supplier products an itinerary can hold (a package is already a flight and a stay: its parts are added instead). */
export const ITINERARY_PRODUCTS = ["flight", "cars", "transfers", "cruises"] as const;

/** A catalogue activity's slot for a number of participants, as the activity's own checkout books it. */
const activityFields = {
  propertyId: zId,
  slotId: zId,
  guests: zInt4({ min: 1, max: 24 }),
};

/** An itinerary's item: a catalogue stay, as a stay quote names it, a catalogue activity's slot, or a supplier's offer with its travellers. */
const ZItineraryItem = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("stay"), ...stayFields }).strict(),
    z.object({ type: z.literal("activity"), ...activityFields }).strict(),
    z
      .object({
        type: z.literal("supplier"),
        product: z.enum(ITINERARY_PRODUCTS, "Choose a flight, car, transfer or cruise"),
        offerId: zOfferId("any", "Choose an offer"),
        travellers: z.unknown(),
        services: ZServices,
      })
      .strict()
      .superRefine(checkOfferIdOfProduct),
  ],
  "Choose a stay, an activity or a supplier's offer",
);

/**
 * POST /api/agent/itineraries/items: adds an item to the client's itinerary being built (`quoteId`, or else the
 * client's newest open draft itinerary, or a new one). The markup is the itinerary's: the latest given stands for all
 * its items. The contact is who the suppliers tell about the booking (the client, unless another is given).
 */
export const ZAddItineraryItem = z.object({ ...quoteTerms, quoteId: zId.optional(), contact: ZContact.optional(), item: ZItineraryItem }).strict();
export type AddItineraryItemInput = z.infer<typeof ZAddItineraryItem>;

/** GET /api/agent/activities: the catalogue's activity slots by name or city on one day, priced for the client when named. */
export const ZActivityQuery = z.object({
  q: zText().trim().max(100).default(""),
  // A day of the calendar (not 2027-02-30): the activity's own day is worked out from it in its place's zone.
  day: isoDate,
  guests: zInt4({ min: 1, max: 24 }).default(2),
  clientId: zId.optional(),
});
export type ActivityQuery = z.infer<typeof ZActivityQuery>;
