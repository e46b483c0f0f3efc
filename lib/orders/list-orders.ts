import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { atBookedRate } from "@/lib/booking/booked-money";
import { propertyPhotos } from "@/lib/booking/pictures";
import { orderTerms, storedOrderRefund } from "@/lib/terms/refund";
import { payLaterView, type PayLaterView } from "@/lib/orders/payments/pay-later-view";
import { ttlMemo } from "@/lib/cache/ttl-memo";
import { keptPerMember } from "@/lib/account/member-tags";

/** One wallet card's part of a booking, in the card's own currency. */
export type WalletPart = { type: string; currency: string; amountMinor: number };

/** One item of the order: a stay, an activity, a flight, a car, a transfer or a cruise, with its supplier's facts. */
export type OrderItemView = {
  kind: string;
  productCode: string;
  title: string;
  supplierRef: string | null;
  /** The reference the traveller quotes to the supplier (a flight's PNR, Duffel's booking_reference), or null. */
  bookingRef: string | null;
  startsAt: string;
  endsAt: string;
  status: string;
  details: unknown;
};

export type ReservationView = {
  reference: string;
  status: string;
  productCode: string;
  /** The order's name: the property, or its items' titles. */
  title: string;
  /** The catalogue property of a stay or activity order; null for supplier items (flights, cars …). */
  /** `timeZone`: the destination's, where an activity's time is told. */
  property: { id: number; name: string; city: string; countryCode: string; timeZone: string; image: string } | null;
  items: OrderItemView[];
  room: string | null;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
  currency: string;
  totalMinor: number;
  /** Paid from the wallet, in the booking currency. */
  walletAppliedMinor: number;
  /** What the card was charged, in the booking currency (the card's), and in the member's at the booking's rate. */
  cardPaidMinor: number;
  memberCardPaidMinor: number;
  /** What cancelling today would put back on each wallet card that paid (the same policy as the card part; 0: nothing). */
  /** What cancelling now puts back on each wallet card (0: kept), in its own currency. */
  walletIfCancelled: (WalletPart & { cardCode: string })[];
  /** Whether the booking used the wallet at all. */
  usedWallet: boolean;
  /** What a cancellation put back on each wallet card. */
  walletRestored: WalletPart[];
  /** The total in the currency the member chose when booking, and their units per 1 of the booking currency then. */
  memberCurrency: string;
  memberTotalMinor: number;
  rateUsed: string;
  /** When the order was cancelled (an instant), or null. */
  cancelledAt: string | null;
  refundMinor: number | null;
  /** The card's refund in the member's currency, at the booking's rate. */
  memberRefundMinor: number | null;
  bookedAt: string;
  cancellable: boolean;
  /** What cancelling today would refund, in the booking currency. */
  refundIfCancelledMinor: number;
  /** The same in the member's currency, at the booking's rate. */
  memberRefundIfCancelledMinor: number;
  /** Only for a booking paid later: its charge's day, amount and where it stands (./payments/pay-later-view.ts). */
  payLater?: PayLaterView;
};

function findReservationRows(owner: Prisma.OrderWhereInput, orgId: number) {
  return db.order.findMany({
    where: { ...owner, orgId, status: { in: ["CONFIRMED", "CANCELLED", "COMPLETED"] } },
    include: {
      property: {
        select: {
          id: true,
          name: true,
          city: true,
          countryCode: true,
          images: true,
          cancellationPolicy: true,
          freeCancelDays: true,
          destination: { select: { timeZone: true } },
        },
      },
      roomType: { select: { name: true } },
      items: { orderBy: { id: "asc" } },
      walletEntries: {
        where: { kind: { in: ["REDEEM", "REFUND"] } },
        select: { kind: true, amountMinor: true, card: { select: { type: true, currency: true, cardCode: true } } },
        orderBy: { id: "asc" },
      },
      // The kept card's charge, and what paid instead of it (lib/orders/payments/pay-later-view.ts).
      payments: {
        where: { OR: [{ methodRef: { not: null } }, { status: "APPROVED" }] },
        select: { methodRef: true, status: true, amountMinor: true, last4: true, attemptedAt: true },
        orderBy: { id: "asc" },
      },
    },
    orderBy: [{ checkIn: "desc" }, { id: "desc" }],
    take: 200,
  });
}

/**
 * My Trips, booking history and the reservations call read a member's bookings on every view, seven statements each
 * time, so they are kept while this process hears every change: a booking, a cancellation, a payment or a wallet
 * entry of the member, by any process or script, announces itself (migration member_change_notify) and the seam
 * expires that member's tag. A minute at most all the same, for the catalogue's side (a property's name or policy).
 * What is kept is the records; what they mean today (cancellable, refunds) is worked out on every call.
 */
const keptMemberRows = ttlMemo(
  ({ userId, orgId }: { userId: number; orgId: number }) => findReservationRows({ userId }, orgId),
  keptPerMember(
    ({ userId, orgId }) => `${userId}|${orgId}`,
    ({ userId }) => userId,
  ),
);

/**
 * A member's bookings (or, given a filter, a guest's booking), newest check-in first (myReservation of SPEC §3).
 * Pending holds are not bookings yet.
 */
export async function listReservations(
  owner: number | Prisma.OrderWhereInput,
  orgId: number,
  /** The organisation's zone: the calendar catalogue deadlines are judged in. */
  timeZone: string,
  now = new Date(),
): Promise<ReservationView[]> {
  const rows = typeof owner === "number" ? await keptMemberRows({ userId: owner, orgId }) : await findReservationRows(owner, orgId);
  return rows.map((r) => {
    const terms = orderTerms(r.items, now, timeZone);
    const redeemed = r.walletEntries.filter((e) => e.kind === "REDEEM");
    // What cancelling now gives back, as the cancellation gives it (lib/terms/refund.ts).
    const plan = storedOrderRefund({ status: r.status, cardPaidMinor: r.cardPaidMinor, redeemed }, terms);
    const refundIfCancelledMinor = plan.cardMinor;
    const payLater = payLaterView(r, r.payments);
    return {
      reference: r.reference,
      status: r.status,
      productCode: r.productCode,
      title: r.property?.name ?? r.items.map((i) => i.title).join(" + "),
      property: r.property && {
        id: r.property.id,
        name: r.property.name,
        city: r.property.city,
        countryCode: r.property.countryCode,
        timeZone: r.property.destination?.timeZone ?? "UTC",
        image: propertyPhotos({ id: r.property.id, productCode: r.productCode, images: r.property.images })[0]!,
      },
      items: r.items.map((i) => ({
        kind: i.kind,
        productCode: i.productCode,
        title: i.title,
        supplierRef: i.supplierRef,
        bookingRef: i.bookingRef,
        startsAt: i.startsAt.toISOString(),
        endsAt: i.endsAt.toISOString(),
        status: i.status,
        details: i.details,
      })),
      room: r.roomType?.name ?? null,
      checkIn: r.checkIn.toISOString().slice(0, 10),
      checkOut: r.checkOut.toISOString().slice(0, 10),
      guests: r.guests,
      rooms: r.rooms,
      currency: r.currency,
      totalMinor: r.totalMinor,
      walletAppliedMinor: r.walletAppliedMinor,
      cardPaidMinor: r.cardPaidMinor,
      memberCardPaidMinor: atBookedRate(r.cardPaidMinor, r),
      walletIfCancelled: plan.allowed
        ? plan.wallet.map((w) => ({ type: w.type, cardCode: w.cardCode, currency: w.currency, amountMinor: w.restoredMinor }))
        : [],
      usedWallet: redeemed.length > 0,
      walletRestored: r.walletEntries
        .filter((e) => e.kind === "REFUND")
        .map((e) => ({ type: e.card.type, currency: e.card.currency, amountMinor: e.amountMinor })),
      memberCurrency: r.memberCurrency,
      memberTotalMinor: r.memberTotalMinor,
      rateUsed: r.rateUsed.toString(),
      cancelledAt: r.cancelledAt?.toISOString() ?? null,
      refundMinor: r.refundMinor,
      memberRefundMinor: r.refundMinor === null ? null : atBookedRate(r.refundMinor, r),
      bookedAt: r.createdAt.toISOString(),
      cancellable: plan.allowed,
      refundIfCancelledMinor,
      memberRefundIfCancelledMinor: atBookedRate(refundIfCancelledMinor, r),
      ...(payLater ? { payLater } : {}),
    };
  });
}

/**
 * Upcoming: confirmed and not over, its last day today or later in the organisation's calendar — a flight leaving in
 * an hour and landing today, or a stay checking out this morning, is still the member's trip today. Everything else
 * (over, cancelled) is past.
 */
export function splitTrips(list: ReservationView[], today: string) {
  const upcoming = (r: ReservationView) => r.status === "CONFIRMED" && r.checkOut >= today;
  return {
    upcoming: list.filter(upcoming).reverse(),
    past: list.filter((r) => !upcoming(r)),
  };
}
