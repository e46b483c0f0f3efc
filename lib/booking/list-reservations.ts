import { db } from "@/lib/db";
import { propertyPhotos } from "./pictures";
import { cancellationTerms, refundPart, walletRestore } from "./refund-policy";

/** One wallet card's part of a booking, in the card's own currency. */
export type WalletPart = { type: string; currency: string; amountMinor: number };

export type ReservationView = {
  reference: string;
  status: string;
  productCode: string;
  property: { id: number; name: string; city: string; countryCode: string; image: string };
  room: string | null;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
  currency: string;
  totalMinor: number;
  /** Paid from the wallet, in the booking currency. */
  walletAppliedMinor: number;
  /** What cancelling today would put back on each wallet card that paid (the same policy as the card part; 0: nothing). */
  walletIfCancelled: WalletPart[];
  /** Whether the booking used the wallet at all. */
  usedWallet: boolean;
  /** What a cancellation put back on each wallet card. */
  walletRestored: WalletPart[];
  memberCurrency: string;
  memberTotalMinor: number;
  refundMinor: number | null;
  bookedAt: string;
  cancellable: boolean;
  /** What cancelling today would refund, in the booking currency. */
  refundIfCancelledMinor: number;
};

/** A member's bookings, newest check-in first (myReservation of SPEC §3). Pending holds are not bookings yet. */
export async function listReservations(userId: number, orgId: number, today: string): Promise<ReservationView[]> {
  const rows = await db.reservation.findMany({
    where: { userId, orgId, status: { in: ["CONFIRMED", "CANCELLED", "COMPLETED"] } },
    include: {
      property: { select: { id: true, name: true, city: true, countryCode: true, images: true, cancellationPolicy: true, freeCancelDays: true } },
      roomType: { select: { name: true } },
      walletEntries: {
        where: { kind: { in: ["REDEEM", "REFUND"] } },
        select: { kind: true, amountMinor: true, card: { select: { type: true, currency: true } } },
        orderBy: { id: "asc" },
      },
    },
    orderBy: [{ checkIn: "desc" }, { id: "desc" }],
    take: 200,
  });
  return rows.map((r) => {
    const checkIn = r.checkIn.toISOString().slice(0, 10);
    const terms = cancellationTerms(r.property, checkIn, today);
    const redeemed = r.walletEntries.filter((e) => e.kind === "REDEEM");
    const confirmed = r.status === "CONFIRMED";
    return {
      reference: r.reference,
      status: r.status,
      productCode: r.productCode,
      property: {
        id: r.property.id,
        name: r.property.name,
        city: r.property.city,
        countryCode: r.property.countryCode,
        image: propertyPhotos({ id: r.property.id, productCode: r.productCode, images: r.property.images })[0]!,
      },
      room: r.roomType?.name ?? null,
      checkIn,
      checkOut: r.checkOut.toISOString().slice(0, 10),
      guests: r.guests,
      rooms: r.rooms,
      currency: r.currency,
      totalMinor: r.totalMinor,
      walletAppliedMinor: r.walletAppliedMinor,
      walletIfCancelled:
        confirmed && terms.allowed
          ? redeemed.map((e) => ({ type: e.card.type, currency: e.card.currency, amountMinor: walletRestore(e.card, e.amountMinor, terms.share) }))
          : [],
      usedWallet: redeemed.length > 0,
      walletRestored: r.walletEntries
        .filter((e) => e.kind === "REFUND")
        .map((e) => ({ type: e.card.type, currency: e.card.currency, amountMinor: e.amountMinor })),
      memberCurrency: r.memberCurrency,
      memberTotalMinor: r.memberTotalMinor,
      refundMinor: r.refundMinor,
      bookedAt: r.createdAt.toISOString(),
      cancellable: confirmed && terms.allowed,
      refundIfCancelledMinor: confirmed && terms.allowed ? refundPart(r.cardPaidMinor, terms.share) : 0,
    };
  });
}

export function splitTrips(list: ReservationView[], today: string) {
  return {
    upcoming: list.filter((r) => r.status === "CONFIRMED" && r.checkOut > today).reverse(),
    past: list.filter((r) => !(r.status === "CONFIRMED" && r.checkOut > today)),
  };
}
