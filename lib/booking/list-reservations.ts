import { db } from "@/lib/db";
import { refundFor } from "./cancel-booking";
import { propertyPhotos } from "./pictures";

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
  /** Paid from the wallet: comes back to it in full on cancellation. */
  walletAppliedMinor: number;
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
    include: { property: { select: { id: true, name: true, city: true, countryCode: true, images: true, cancellationPolicy: true, freeCancelDays: true } }, roomType: { select: { name: true } } },
    orderBy: [{ checkIn: "desc" }, { id: "desc" }],
    take: 200,
  });
  return rows.map((r) => {
    const checkIn = r.checkIn.toISOString().slice(0, 10);
    const policy = refundFor(r.property, r.cardPaidMinor, checkIn, today);
    return {
      reference: r.reference,
      status: r.status,
      productCode: r.productCode,
      property: { id: r.property.id, name: r.property.name, city: r.property.city, countryCode: r.property.countryCode, image: propertyPhotos({ id: r.property.id, productCode: r.productCode, images: r.property.images })[0]! },
      room: r.roomType?.name ?? null,
      checkIn,
      checkOut: r.checkOut.toISOString().slice(0, 10),
      guests: r.guests,
      rooms: r.rooms,
      currency: r.currency,
      totalMinor: r.totalMinor,
      walletAppliedMinor: r.walletAppliedMinor,
      memberCurrency: r.memberCurrency,
      memberTotalMinor: r.memberTotalMinor,
      refundMinor: r.refundMinor,
      bookedAt: r.createdAt.toISOString(),
      cancellable: r.status === "CONFIRMED" && policy.allowed,
      refundIfCancelledMinor: r.status === "CONFIRMED" ? policy.refundMinor : 0,
    };
  });
}

export function splitTrips(list: ReservationView[], today: string) {
  return {
    upcoming: list.filter((r) => r.status === "CONFIRMED" && r.checkOut > today).reverse(),
    past: list.filter((r) => !(r.status === "CONFIRMED" && r.checkOut > today)),
  };
}
