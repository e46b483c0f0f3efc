import { z } from "zod";
import { zTitleCode } from "@/lib/account/title-schemas";
import { zText } from "@/lib/zod-text";
import { zIsoDate } from "@/lib/zod-date";
import { isValidEmail, isValidName } from "@/lib/auth/rules";
import { zId, zInt4 } from "@/lib/zod-int";
import { MAX_CHILD_AGE } from "./occupancy";
import { ZWalletUse } from "@/lib/wallet/schemas";
import { WALLET_PRODUCT_CODE_LIST } from "@/lib/wallet/constants";

const isoDate = zIsoDate();

/**
 * The traveller's nationality (SPEC §3 traveller state). Left out, it is SPEC §9's default (id 1), as API callers
 * have always been able to; null is a checkout whose traveller chose none, refused on the field rather than guessed.
 */
export const NATIONALITY_REQUIRED = "Choose a nationality";
const ZNationality = zId
  .nullable()
  .default(1)
  .refine((v) => v !== null, NATIONALITY_REQUIRED)
  .transform((v) => v as number);

/** The traveller state of SPEC §3: traveler, nationality, extraAmount, isPackage (default true). */
export const ZTraveler = z.object({
  title: zTitleCode(),
  // An empty name is said as missing only: the letters rule ran on it too, and its reason replaced "enter…" beside the field.
  firstName: zText()
    .trim()
    .min(1, { error: "Please Enter First Name", abort: true })
    .max(50)
    .refine(isValidName, "Use letters, spaces, apostrophes and hyphens only"),
  lastName: zText()
    .trim()
    .min(1, { error: "Please Enter Last Name", abort: true })
    .max(50)
    .refine(isValidName, "Use letters, spaces, apostrophes and hyphens only"),
  email: zText().trim().max(254).refine(isValidEmail, "Invalid Mail"),
  phone: zText()
    .trim()
    .regex(/^\+?\d{4,16}$/, "Phone number may contain digits only")
    .optional()
    .or(z.literal("")),
  specialRequests: zText().max(500).optional(),
});

/**
 * The checkout page the payer started from, for the payment page's "Cancel and go back" (lib/orders/hosted-checkout.ts).
 * Only a path on this site is ever followed (lib/local-path.ts); anything else leads home.
 */
export const ZReturnPath = zText().max(2000, "Use a shorter path").optional();

export const CARD_ON_OUR_PAGE = "Card details are entered on the secure payment page, never on this site.";

/**
 * A card is typed on the payment provider's page only (docs/decisions/0001-hosted-card-entry.md): a request that
 * carries one anyway is refused, naming the field, and nothing of it is kept or logged.
 */
export const ZNoCard = z.undefined({ error: CARD_ON_OUR_PAGE }).optional();

/** Each child's age, 0–17 (lib/booking/occupancy.ts); a stay's `guests` counts the children too. */
export const zChildAges = z.array(zInt4({ min: 0, max: MAX_CHILD_AGE, message: `Give each child's age, from 0 to ${MAX_CHILD_AGE}` })).max(23);

export const ZBookStay = z
  .object({
    propertyId: zId,
    roomTypeId: zId,
    checkIn: isoDate,
    checkOut: isoDate,
    guests: zInt4({ min: 1, max: 24 }),
    rooms: zInt4({ min: 1, max: 8 }),
    childAges: zChildAges.optional(),
    traveler: ZTraveler,
    nationality: ZNationality,
    extraAmount: zInt4({ min: 0, max: 1_000_000 }).default(0),
    isPackage: z.boolean().default(true),
    card: ZNoCard,
    returnPath: ZReturnPath,
    wallet: ZWalletUse.optional(),
    // Optional: keep the card and charge it on the stay's due day (lib/booking/pay-later.ts); absent means pay now.
    payLater: z.boolean().optional(),
    idempotencyKey: zText().uuid(),
  })
  .strict();
export type BookStayInput = z.infer<typeof ZBookStay>;

/** An activity slot: the traveller and payment fields of a stay, the slot instead of room and dates; paid now. */
export const ZBookSlot = ZBookStay.omit({ roomTypeId: true, checkIn: true, checkOut: true, rooms: true, childAges: true, payLater: true })
  .extend({ slotId: zId, guests: zInt4({ min: 1, max: 24 }) })
  .strict();
export type BookSlotInput = z.infer<typeof ZBookSlot>;

export const ZReference = z.object({
  reference: zText()
    .trim()
    .regex(/^[A-Z0-9-]{6,20}$/, "Not a booking reference"),
});

/** Pays what a pay-later booking still owes, now, on the provider's page (lib/orders/payments/pay-due.ts). */
export const ZPayDue = ZReference.extend({ card: ZNoCard, returnPath: ZReturnPath, idempotencyKey: zText().uuid() }).strict();

const currencyCode = zText().regex(/^[A-Z]{3}$/, "A three-letter code");

/** POST /api/booking/checkout-details: the product and the quote of the checkout page the member has open. */
export const ZCheckoutDetails = z
  .object({
    product: z.enum(WALLET_PRODUCT_CODE_LIST as [string, ...string[]], "Unknown product code"),
    totalMinor: zInt4({ min: 0 }),
    currency: currencyCode,
  })
  .strict();
