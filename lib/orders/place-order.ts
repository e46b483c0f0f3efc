import type { SupplierBooking } from "@/lib/suppliers/seam";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { convert, crossRate } from "@/lib/locale/convert";
import { rateSnapshot } from "@/lib/locale/rates";
import { minCheckinDate } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { bookingAllowed } from "@/lib/booking/eligibility";
import { confirmationMailWriter } from "./confirmation-mail";
import { atBookedRate } from "@/lib/booking/booked-money";
import { settleOrDefer, type Checkout } from "@/lib/orders/settle-checkout";
import { newBookingReference } from "@/lib/booking/reference";
import type { ItemKind } from "@/lib/products/codes";
import { Prisma } from "@/lib/generated/prisma/client";
import { planWalletUse, type WalletPlan } from "@/lib/wallet/plan";
import { holdWallet } from "@/lib/wallet/redeem";
import type { WalletUse } from "@/lib/wallet/schemas";
import { hostedProvider } from "@/lib/payments/card-entry";
import type { HostedPaymentProvider } from "@/lib/payments/provider";
import { afterConfirmed, confirmHeldOrder } from "./confirm-order";
import { openHostedCheckout } from "./hosted-checkout";

/** Who books; `memberPricing` when it was read with them (else it is asked: lib/booking/member-pricing.ts). */
export type Booker = { id: number; canUserBook: number; email: string; memberPricing?: boolean } | null;

/** An agent booking for a client (lib/agent): their id and reference go on the booking; a quote fixes the total. */
export type AgentBooking = { id: number; reference: string; agreedTotalMinor?: number };

export type BookingResult = {
  reference: string;
  /** PAYMENT_REQUIRED: held, waiting for the card on the provider's page at `paymentUrl` (./hosted-checkout.ts). */
  status: "CONFIRMED" | "PAYMENT_REQUIRED";
  paymentUrl?: string;
  totalMinor: number;
  currency: string;
  memberTotalMinor: number;
  memberCurrency: string;
  /** Only for a booking paid later: the day its card is charged, and what is charged (booking's and member's currency). */
  payLater?: PayLaterAnswer;
};

export type PayLaterAnswer = { dueOn: string; amountDueMinor: number; memberAmountDueMinor: number };

export type BookingCtx = {
  org: OrgConfig;
  user: Booker;
  displayCurrency: string;
  /** The page's language: the provider's payment page's, and the order's e-mails' for a guest (./mail-locale.ts). */
  locale?: string;
  /** Once paid on the provider's page, back to the page the payer came from (a quote's link) rather than the confirmation. */
  backAfterPaying?: boolean;
  /** The provider whose page takes the card; by default the configured one (lib/payments/card-entry.ts). */
  hosted?: HostedPaymentProvider | null;
  agent?: AgentBooking;
};

/** Who pays and how: the traveller state of SPEC §3, the card and the wallet, one idempotency key per checkout. */
export type Payer = {
  traveler: Prisma.InputJsonObject & { email: string; firstName: string };
  nationality: number;
  extraAmount: number;
  isPackage: boolean;
  /** The checkout page, for the payment page's "Cancel and go back". */
  returnPath?: string;
  wallet?: WalletUse;
  /** Keep the card and charge it on the due day instead of now (lib/booking/pay-later.ts); the wallet then stays out. */
  payLater?: boolean;
  idempotencyKey: string;
};

type Price = { currency: string; baseMinor: number; taxesMinor: number; feesMinor: number; totalMinor: number };

/** One item of the order, priced in the order's currency. */
export type OrderLine = {
  kind: ItemKind;
  productCode: string;
  /** The supplier's name ("catalogue" for the site's own stays and activities: lib/suppliers/catalogue). */
  supplier: string;
  offerId: string | null;
  title: string;
  startsAt: Date;
  endsAt: Date;
  price: Price;
  travellers: Prisma.InputJsonValue;
  details: Prisma.InputJsonValue;
  terms: Prisma.InputJsonValue;
  /**
   * An in-database supplier's booking (./inventory-items.ts): its rooms or places taken inside the hold's
   * transaction, or NO_LONGER_AVAILABLE. Its item's supplier reference is the order's.
   */
  hold?: (tx: Prisma.TransactionClient, reference: string) => Promise<void>;
  /** Books with the supplier once paid; a refusal throws (a payment is then refunded). */
  fulfil?: () => Promise<SupplierBooking>;
  /** Cancels what `fulfil` booked, when a later item of the same order is refused. */
  undo?: (supplierRef: string) => Promise<unknown>;
  /** The day this item would be charged if paid later (lib/booking/pay-later.ts), or null/absent: it is paid now. */
  payLaterOn?: string | null;
};

/** What is ordered: one item, or a package of several sold together. */
export type OrderSpec = {
  /** The product sold: the item's, or PKG for a package. */
  productCode: string;
  /** The confirmation e-mail's two lines: the property or route, then the room, time or flight. */
  title: string;
  /** The order's first and last day, in the org's calendar (ISO dates). */
  firstDay: string;
  lastDay: string;
  /** The catalogue's columns of the order (null for supplier items). */
  catalogue: { propertyId: number | null; roomTypeId: number | null; activitySlotId: number | null; guests: number; rooms: number };
  lines: OrderLine[];
};

/** An order of one item; the e-mail names `mailTitle` (the property) or else the item. */
export function oneItemOrder({
  firstDay,
  lastDay,
  catalogue,
  mailTitle,
  ...line
}: OrderLine & Pick<OrderSpec, "firstDay" | "lastDay" | "catalogue"> & { mailTitle?: string }): OrderSpec {
  return { productCode: line.productCode, title: mailTitle ?? line.title, firstDay, lastDay, catalogue, lines: [line] };
}

/** The order's price: its lines' sum, all in one currency. */
function orderPrice(lines: readonly OrderLine[]): Price {
  const currency = lines[0]!.price.currency;
  if (lines.some((l) => l.price.currency !== currency)) throw new Error("an order's lines must be priced in one currency");
  const sum = (k: "baseMinor" | "taxesMinor" | "feesMinor" | "totalMinor") => lines.reduce((s, l) => s + l.price[k], 0);
  return { currency, baseMinor: sum("baseMinor"), taxesMinor: sum("taxesMinor"), feesMinor: sum("feesMinor"), totalMinor: sum("totalMinor") };
}

/** A guest on a members-only site (SPEC §6: no session and no guest checkout configured). */
export const GUEST_SIGN_IN = "Please sign in to book. This site takes bookings from members only.";

function checkGuestPayer(payer: GuestPayer) {
  const fields = [
    ...(payer.phone ? [] : [{ path: `${payer.contactPath}.phone`, message: "Please enter a phone number so we can reach you about your booking" }]),
    ...(payer.wallet ? [{ path: "wallet", message: "Sign in to pay with your wallet" }] : []),
  ];
  if (fields.length > 0) throw new AppError("VALIDATION_FAILED", undefined, { fields });
}

const STILL_PROCESSING = "This booking is still being processed. Please try again in a minute.";

/** A retry with a used idempotency key answers the booking it made. */
export async function existingBooking(idempotencyKey: string, ctx: BookingCtx): Promise<BookingResult | null> {
  const existing = await db.order.findUnique({
    where: { idempotencyKey },
    // Every checkout asks this first and nearly always finds nothing; when it finds one, only its answer is read.
    select: {
      id: true,
      orgId: true,
      userId: true,
      status: true,
      reference: true,
      totalMinor: true,
      currency: true,
      memberTotalMinor: true,
      memberCurrency: true,
      rateUsed: true,
      dueOn: true,
      amountDueMinor: true,
    },
  });
  if (!existing) return null;
  if (existing.orgId !== ctx.org.id || (existing.userId ?? null) !== (ctx.user?.id ?? null)) throw new AppError("CONFLICT", "This request was already used.");
  if (existing.status === "PENDING") {
    // Sent again while its payment page is open (Back from the page, a double click): the same page.
    const open = await db.payment.findFirst({ where: { reservationId: existing.id, status: "OPEN" }, select: { checkoutUrl: true } });
    // Otherwise a hold whose confirmation is still being settled is neither booked nor free yet.
    if (!open?.checkoutUrl) throw new AppError("CONFLICT", STILL_PROCESSING);
    return {
      reference: existing.reference,
      status: "PAYMENT_REQUIRED",
      paymentUrl: open.checkoutUrl,
      totalMinor: existing.totalMinor,
      currency: existing.currency,
      memberTotalMinor: existing.memberTotalMinor,
      memberCurrency: existing.memberCurrency,
    };
  }
  return {
    reference: existing.reference,
    status: "CONFIRMED",
    totalMinor: existing.totalMinor,
    currency: existing.currency,
    memberTotalMinor: existing.memberTotalMinor,
    memberCurrency: existing.memberCurrency,
    ...(existing.dueOn
      ? {
          payLater: {
            dueOn: existing.dueOn.toISOString().slice(0, 10),
            amountDueMinor: existing.amountDueMinor,
            memberAmountDueMinor: atBookedRate(existing.amountDueMinor, existing),
          },
        }
      : {}),
  };
}

const WALLET_PAYS_NOW = "Wallet credit applies only when you pay now. Choose Pay now to use it, or book without it.";

/**
 * The day a pay-later checkout is charged: the order's one stay must allow it (lib/booking/pay-later.ts), nothing of
 * the wallet may be used (its credit is redeemed when a booking is paid, and a kept card is not paid yet), the
 * provider must be able to keep a card, and the card must still be valid on that day.
 */
function payLaterDay(input: Payer, order: OrderSpec, provider: HostedPaymentProvider | null): string | null {
  if (!input.payLater) return null;
  const fail = (path: string, message: string) => new AppError("VALIDATION_FAILED", undefined, { fields: [{ path, message }] });
  const day = order.lines.length === 1 ? order.lines[0]!.payLaterOn : null;
  if (!day) throw fail("payLater", "This booking cannot be paid later. Please choose Pay now.");
  if (!provider) throw fail("payLater", "Paying later is not available just now. Please choose Pay now.");
  const w = input.wallet;
  if (w && (w.certificateId || w.orgCertificateId || w.discountCardId || w.cashCardId)) throw fail("wallet", WALLET_PAYS_NOW);
  // The card kept on the provider's page must last until that day (checked when it comes back: ./settle-hosted-checkout.ts).
  return day;
}

/** What a guest's checkout must carry: a phone number to reach them, and no wallet (the wallet is members' only). */
export type GuestPayer = { phone?: string; wallet?: unknown; contactPath: "traveler" | "contact" };

/**
 * SPEC §6 can_user_book (or, without a session, the organisation's guest checkout), a guest's contact, and the
 * organisation's minimum check-in days for the item's first day.
 */
export function checkAllowed(ctx: BookingCtx, day: string, path: string, payer: GuestPayer) {
  if (!bookingAllowed(ctx.user, ctx.org)) {
    throw new AppError(ctx.user ? "FORBIDDEN" : "UNAUTHORIZED", ctx.user ? "Booking is not enabled for your account." : GUEST_SIGN_IN);
  }
  if (!ctx.user) checkGuestPayer(payer);
  if (day < minCheckinDate(ctx.org)) {
    throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path, message: `The earliest check-in date is ${minCheckinDate(ctx.org)}` }] });
  }
}

/**
 * Places an order: hold (the catalogue's rooms or places, and the wallet's credit, in one transaction), then either
 * send the payer to the provider's page for what the wallet does not cover (the order settles when they come back:
 * ./settle-hosted-checkout.ts) or, with the wallet paying it all, book with the suppliers and confirm with the
 * wallet's redemption and the confirmation e-mail here. A supplier's refusal lets everything go.
 */
export async function placeOrder(input: Payer, ctx: BookingCtx, order: OrderSpec): Promise<BookingResult> {
  const hosted = ctx.hosted === undefined ? hostedProvider() : ctx.hosted;
  const dueOn = payLaterDay(input, order, hosted);
  const { rates, minorUnits } = await rateSnapshot();
  const q = orderPrice(order.lines);
  const single = order.lines.length === 1;
  // An agent's quote holds its agreed price (lib/agent); otherwise the live price.
  const totalMinor = ctx.agent?.agreedTotalMinor ?? q.totalMinor + input.extraAmount;
  const memberTotalMinor = convert(totalMinor, q.currency, ctx.displayCurrency, rates, minorUnits);
  const rateUsed = crossRate(q.currency, ctx.displayCurrency, rates);
  const reference = newBookingReference();
  const guestEmail = ctx.user ? null : input.traveler.email.toLowerCase();
  // The wallet (SPEC §5 certificate check, the split): members only, when paying now; guests have no wallet.
  const wallet: WalletPlan | null =
    ctx.user && !dueOn
      ? await planWalletUse({
          userId: ctx.user.id,
          org: ctx.org,
          product: order.productCode,
          totalMinor,
          currency: q.currency,
          use: input.wallet,
          rates: { rates, minorUnits },
        })
      : null;
  const cardMinor = wallet ? wallet.split.remainderMinor : totalMinor;
  // Cards are typed on the provider's page only (docs/decisions/0001-hosted-card-entry.md): without one, only what the
  // wallet pays in full can be booked.
  if (cardMinor > 0 && !hosted) throw new AppError("SERVICE_UNAVAILABLE", "Card payments are not available just now. Please try again later.");
  const checkout: Checkout = { reference };

  // 1. Hold: the rooms or places, and the wallet's credit — all or nothing. A failure that is not a refusal may
  // still have committed (the answer lost with the connection): settling lets such a hold go.
  const reservation = await db
    .$transaction(async (tx) => {
      for (const line of order.lines) await line.hold?.(tx, reference);
      const created = await tx.order.create({
        data: {
          reference,
          orgId: ctx.org.id,
          userId: ctx.user?.id ?? null,
          ...order.catalogue,
          productCode: order.productCode,
          checkIn: new Date(`${order.firstDay}T00:00:00Z`),
          checkOut: new Date(`${order.lastDay}T00:00:00Z`),
          status: "PENDING",
          currency: q.currency,
          subtotalMinor: q.baseMinor,
          taxesMinor: q.taxesMinor,
          feesMinor: q.feesMinor,
          totalMinor,
          walletAppliedMinor: totalMinor - cardMinor,
          // Paid later: nothing is paid yet; the kept card owes the whole amount on its day.
          cardPaidMinor: dueOn ? 0 : cardMinor,
          amountDueMinor: dueOn ? cardMinor : 0,
          dueOn: dueOn ? new Date(`${dueOn}T00:00:00Z`) : null,
          memberCurrency: ctx.displayCurrency,
          memberTotalMinor,
          rateUsed,
          traveler: { traveler: input.traveler, nationality: input.nationality, extraAmount: input.extraAmount, isPackage: input.isPackage },
          guestEmail,
          languageCode: ctx.locale ?? null,
          idempotencyKey: input.idempotencyKey,
          agentId: ctx.agent?.id ?? null,
          agentReference: ctx.agent?.reference ?? null,
        },
        // Only what the steps below use: a nested create of the items would read the whole order back.
        select: { id: true, reference: true },
      });
      await tx.orderItem.createMany({
        data: order.lines.map((line) => ({
          reservationId: created.id,
          kind: line.kind,
          productCode: line.productCode,
          supplier: line.supplier,
          supplierRef: line.fulfil ? null : reference,
          offerId: line.offerId,
          title: line.title,
          startsAt: line.startsAt,
          endsAt: line.endsAt,
          currency: q.currency,
          baseMinor: line.price.baseMinor,
          taxesMinor: line.price.taxesMinor,
          feesMinor: line.price.feesMinor,
          // An agent's agreed price replaces the price of a single item; a package's items keep their own.
          totalMinor: single ? totalMinor : line.price.totalMinor,
          memberCurrency: ctx.displayCurrency,
          memberTotalMinor: single ? memberTotalMinor : convert(line.price.totalMinor, q.currency, ctx.displayCurrency, rates, minorUnits),
          rateUsed,
          travellers: line.travellers,
          details: line.details,
          terms: line.terms,
        })),
      });
      if (wallet && ctx.user)
        await holdWallet(tx, wallet, { reservationId: created.id, reference, actorId: ctx.user.id, userId: ctx.user.id, orgId: ctx.org.id });
      return created;
    })
    .catch(async (error: unknown) => {
      // The same checkout sent twice at once (a double click): the first holds, the second is told to wait for it.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new AppError("CONFLICT", STILL_PROCESSING);
      if (!(error instanceof AppError)) await settleOrDefer(checkout);
      throw error;
    });

  // 2. With the card typed on the provider's page, the payer goes there; the checkout settles when they come back
  // or the provider's event arrives (./settle-hosted-checkout.ts), with steps 3 and 4 below done there.
  if (hosted && cardMinor > 0) {
    const { paymentUrl } = await openHostedCheckout({
      provider: hosted,
      order: reservation,
      org: ctx.org,
      email: ctx.user?.email ?? input.traveler.email,
      locale: ctx.locale,
      amountMinor: cardMinor,
      currency: q.currency,
      description: order.title,
      keepOnly: !!dueOn,
      returnPath: input.returnPath,
      backAfterPaying: ctx.backAfterPaying,
      idempotencyKey: input.idempotencyKey,
    });
    return { reference, status: "PAYMENT_REQUIRED", paymentUrl, totalMinor, currency: q.currency, memberTotalMinor, memberCurrency: ctx.displayCurrency };
  }

  // 3. Paid in full by the wallet — the suppliers' bookings: a refusal cancels what the order's earlier items booked
  // and lets the wallet's hold go.
  const bookings: (SupplierBooking | null)[] = [];
  try {
    for (const line of order.lines) bookings.push(line.fulfil ? await line.fulfil() : null);
  } catch (error) {
    await Promise.all(
      bookings.map((booked, i) =>
        booked && order.lines[i]!.undo
          ? order.lines[i]!.undo!(booked.supplierRef).catch(() =>
              log("error", "booking: a supplier item of a refused order could not be cancelled", { reference, supplierRef: booked.supplierRef }),
            )
          : null,
      ),
    );
    await settleOrDefer(checkout);
    throw error;
  }

  // 4. Confirm, with the wallet's redemption and the confirmation e-mail. If that fails, the checkout is settled from
  // what the database actually holds (settle-checkout.ts): a booking whose COMMIT went through although its answer
  // was lost stands; otherwise the hold is let go — now, or in the background once the database answers again.
  let emailId: number | null = null;
  let writeMail: Awaited<ReturnType<typeof confirmationMailWriter>>;
  try {
    // The e-mail's language and texts first, so the transaction stays short.
    writeMail = await confirmationMailWriter(reference, ctx.org, ctx.user?.id ?? null, ctx.locale ?? null);
    emailId = await db.$transaction((tx) => confirm(tx));
  } catch (error) {
    if ((await settleOrDefer(checkout)) !== "CONFIRMED") throw error;
    log("warn", "booking: confirmed although its confirmation failed to answer", { reference });
  }
  await afterConfirmed(ctx.user?.id ?? null, emailId);
  return {
    reference,
    status: "CONFIRMED",
    totalMinor,
    currency: q.currency,
    memberTotalMinor,
    memberCurrency: ctx.displayCurrency,
  };

  async function confirm(tx: Prisma.TransactionClient): Promise<number> {
    return confirmHeldOrder(tx, {
      reservationId: reservation.id,
      reference,
      org: ctx.org,
      userId: ctx.user?.id ?? null,
      guestEmail,
      lastDay: order.lastDay,
      to: ctx.user?.email ?? input.traveler.email,
      bookings,
      writeMail,
    });
  }
}
