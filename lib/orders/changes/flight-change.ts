import { afterBookingOf } from "@/lib/suppliers/registry";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { flightModule } from "@/lib/suppliers/flights";
import type { FlightSupplier } from "@/lib/suppliers/flights/duffel-supplier";
import type { FlightChangeOffer } from "@/lib/suppliers/flights/order-change";
import type { FlightDetails, FlightSlice } from "@/lib/suppliers/flights/types";
import { flightChangeRefusalSentence, flightChangeRule } from "./flight-change-rule";

/** The key prefix of a hosted checkout that pays for a flight change (lib/orders/settle-hosted-checkout.ts settles it here). */
export const FLIGHT_CHANGE_CHECKOUT = "flight-change-checkout:";

/** A priced flight change: what the checkout keeps (Payment.change) and the change makes once paid. */
export type FlightChange = {
  kind: "FLIGHT";
  itemId: number;
  supplierRef: string;
  offerId: string;
  sliceIndex: number;
  currency: string;
  penaltyMinor: number;
  fareDifferenceMinor: number;
  /** What the change costs in all (negative: given back to the card). */
  changeTotalMinor: number;
  from: FlightSlice;
  to: FlightSlice;
};

const orderInclude = {
  items: { orderBy: { id: "asc" } },
  payments: { orderBy: { id: "asc" } },
  events: { where: { kind: "FLIGHT_CHANGED" }, orderBy: { id: "asc" } },
  user: { select: { email: true, languageCode: true } },
} satisfies Prisma.OrderInclude;

export type FlightChangeOrder = Prisma.OrderGetPayload<{ include: typeof orderInclude }>;

export function loadFlightChangeOrder(client: Prisma.TransactionClient | Db, id: number): Promise<FlightChangeOrder> {
  return (client as unknown as Prisma.TransactionClient).order.findUniqueOrThrow({ where: { id }, include: orderInclude });
}

export const CHANGE_UNREACHABLE = "The airline could not be reached to change the flight. Nothing was charged; please try again.";

export function flightSupplier(): FlightSupplier {
  return flightModule.supplier() as FlightSupplier;
}

/** The flight the rule lets change now, or the rule's 409 in its one sentence. */
export function changeableFlightOrThrow(r: FlightChangeOrder, now: Date) {
  const rule = flightChangeRule(r, now, afterBookingOf);
  if (rule.refusal) throw new AppError("CONFLICT", flightChangeRefusalSentence(rule.refusal), { detail: { reason: rule.refusal.reason } });
  return r.items.find((i) => i.id === rule.itemId)!;
}

export function slicesOf(item: { details: Prisma.JsonValue }): FlightSlice[] {
  return ((item.details ?? {}) as Partial<FlightDetails>).slices ?? [];
}

/** A change offer priced for this order: in its currency only. */
export function changeOf(r: FlightChangeOrder, item: FlightChangeOrder["items"][number], offer: FlightChangeOffer): FlightChange {
  if (offer.currency !== r.currency)
    throw new AppError("CONFLICT", "This change is priced in another currency: it cannot be made here. Please contact us.", { detail: { reason: "CURRENCY" } });
  return {
    kind: "FLIGHT",
    itemId: item.id,
    supplierRef: item.supplierRef!,
    offerId: offer.id,
    sliceIndex: offer.sliceIndex,
    currency: offer.currency,
    penaltyMinor: offer.penaltyMinor,
    fareDifferenceMinor: offer.fareDifferenceMinor,
    changeTotalMinor: offer.changeTotalMinor,
    from: slicesOf(item)[offer.sliceIndex]!,
    to: offer.slice,
  };
}
