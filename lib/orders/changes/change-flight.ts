import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { deliverQueued } from "@/lib/email";
import { AppError } from "@/lib/errors";
import { publishChange } from "@/lib/events/publish";
import { todayIn } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { withOrderLocked } from "@/lib/orders/order-lock";
import { ownOrderOrThrow, type OrderOwner } from "@/lib/orders/own-order";
import type { StoredPaymentProvider } from "@/lib/payments/provider";
import type { FlightChangeOffer } from "@/lib/suppliers/flights/order-change";
import { applyFlightChange, type FlightChanged } from "./apply-flight-change";
import { closeOpenChangeCheckouts, openChangeCheckout } from "./change-checkout";
import {
  CHANGE_UNREACHABLE,
  FLIGHT_CHANGE_CHECKOUT,
  changeOf,
  changeableFlightOrThrow,
  flightSupplier,
  loadFlightChangeOrder,
  slicesOf,
  type FlightChange,
  type FlightChangeOrder,
} from "./flight-change";
import { actorOf } from "./order-events";

type Input = {
  reference: string;
  owner: OrderOwner;
  org: OrgConfig;
  /** The slice to move (0: outbound, 1: return) and its new date. */
  sliceIndex: number;
  departureDate: string;
  /** With `confirm`: the change offer chosen, and what it cost when shown. */
  offerId?: string;
  totalMinor?: number;
  confirm: boolean;
  idempotencyKey?: string;
  returnPath?: string;
  provider?: StoredPaymentProvider;
  now?: Date;
};

export type FlightChangeQuote = { reference: string; status: "QUOTE"; currency: string; sliceIndex: number; offers: FlightChangeOffer[] };
export type FlightChangePayment = { reference: string; status: "PAYMENT_REQUIRED"; paymentUrl: string; redirect: string; totalMinor: number; currency: string };

export const FLIGHT_CHANGE_NOT_PAID = "The payment for this change was not completed, so nothing changed. Please choose the flight again.";
const GONE = "This flight can no longer be chosen. Please choose the date again.";

/**
 * Moves one slice of the order's flight to another date through the airline's order change flow, for its member or
 * guest. Without `confirm`: the airline's change offers for that date (new times, the fare's change fee, the fare
 * difference and their total). With it and an `offerId`, under the order's lock: the offer read again, then — costing
 * more — a checkout on the provider's page for the total, nothing changed until it is paid
 * (./settle-flight-change-checkout.ts confirms it with the airline once paid); costing nothing or less, the airline
 * confirms at once and what is less is refunded to the card. The same key answers the same page or change.
 */
export async function changeFlight(input: Input): Promise<FlightChangeQuote | FlightChangePayment | FlightChanged> {
  const now = input.now ?? new Date();
  const found = await ownOrderOrThrow(input.reference, input.org.id, input.owner);
  const order = await loadFlightChangeOrder(db, found.id);
  if (!input.confirm) {
    const item = changeableFlightOrThrow(order, now);
    checkDate(item, input, input.org, now);
    const offers = await flightSupplier()
      .changeOffers(item.supplierRef!, input.sliceIndex, input.departureDate)
      .catch(() => {
        throw new AppError("SERVICE_UNAVAILABLE", CHANGE_UNREACHABLE);
      });
    return {
      reference: order.reference,
      status: "QUOTE",
      currency: order.currency,
      sliceIndex: input.sliceIndex,
      offers: offers.filter((o) => o.currency === order.currency),
    };
  }
  const key = input.idempotencyKey!;
  const earlier = answered(order, key);
  if (earlier) return earlier;
  const item = changeableFlightOrThrow(order, now);
  const offer = await flightSupplier()
    .changeOffer(input.offerId!, input.sliceIndex)
    .catch(() => {
      throw new AppError("SERVICE_UNAVAILABLE", CHANGE_UNREACHABLE);
    });
  if (!offer || Date.parse(offer.expiresAt) <= now.getTime()) throw new AppError("NO_LONGER_AVAILABLE", GONE);
  const change = changeOf(order, item, offer);
  if (input.totalMinor !== undefined && input.totalMinor !== change.changeTotalMinor)
    throw new AppError("PRICE_CHANGED", "The price of this change has changed. Please check the new price.", {
      detail: { totalMinor: change.changeTotalMinor },
    });
  const done = await withOrderLocked(found.id, async (tx) => {
    const r = await loadFlightChangeOrder(tx, found.id);
    const again = answered(r, key);
    if (again) return { emailId: null, answer: again };
    changeableFlightOrThrow(r, now);
    await closeOpenChangeCheckouts(tx, r.payments, FLIGHT_CHANGE_CHECKOUT);
    if (change.changeTotalMinor > 0) {
      const { url } = await openChangeCheckout(tx, r, {
        prefix: FLIGHT_CHANGE_CHECKOUT,
        key,
        amountMinor: change.changeTotalMinor,
        currency: change.currency,
        change: change as unknown as Prisma.InputJsonObject,
        org: input.org,
        returnPath: input.returnPath,
      });
      return { emailId: null, answer: paymentAnswer(r.reference, url, change) };
    }
    await flightSupplier()
      .confirmChange(change.offerId, change.changeTotalMinor, change.currency)
      .catch(() => {
        throw new AppError("NO_LONGER_AVAILABLE", GONE);
      });
    const userId = "userId" in input.owner ? input.owner.userId : null;
    return applyFlightChange(tx, r, change, { org: input.org, actor: actorOf({ userId }), key, provider: input.provider });
  });
  if (done.answer.status === "CHANGED" && found.userId !== null) publishChange({ topic: "member", userId: found.userId });
  if (done.emailId !== null) await deliverQueued(done.emailId);
  return done.answer;
}

/** The slice exists and its new date is neither past nor the one booked. */
function checkDate(item: FlightChangeOrder["items"][number], input: Input, org: OrgConfig, now: Date) {
  const slices = slicesOf(item);
  const slice = slices[input.sliceIndex];
  const field = (path: string, message: string) => new AppError("VALIDATION_FAILED", message, { fields: [{ path, message }] });
  if (!slice) throw field("sliceIndex", "Choose a flight of this booking.");
  if (input.departureDate < todayIn(org.timeZone, now)) throw field("departureDate", "Choose a date from today on.");
  if (slice.departsAt.slice(0, 10) === input.departureDate) throw field("departureDate", "This is the flight's date already.");
}

/** What a confirm with this key already did: the change made, the page still open, or a page closed unpaid (409). */
function answered(r: FlightChangeOrder, key: string): FlightChanged | FlightChangePayment | null {
  const made = r.events.find((e) => (e.data as { key?: unknown } | null)?.key === key);
  if (made) {
    const d = made.data as { sliceIndex: number; changeTotalMinor: number; currency: string; to: { departsAt: string } };
    return {
      reference: r.reference,
      status: "CHANGED",
      sliceIndex: d.sliceIndex,
      changeTotalMinor: d.changeTotalMinor,
      currency: d.currency,
      departsAt: d.to.departsAt,
    };
  }
  const mine = r.payments.find((p) => p.idempotencyKey === `${FLIGHT_CHANGE_CHECKOUT}${key}`);
  if (mine?.status === "OPEN" && mine.checkoutUrl) return paymentAnswer(r.reference, mine.checkoutUrl, mine.change as unknown as FlightChange);
  if (mine && mine.status !== "CHARGING") throw new AppError("CONFLICT", FLIGHT_CHANGE_NOT_PAID);
  return null;
}

function paymentAnswer(reference: string, url: string, change: FlightChange): FlightChangePayment {
  return { reference, status: "PAYMENT_REQUIRED", paymentUrl: url, redirect: url, totalMinor: change.changeTotalMinor, currency: change.currency };
}
