import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { deliverQueued } from "@/lib/email";
import { AppError } from "@/lib/errors";
import { publishChange } from "@/lib/events/publish";
import type { OrgConfig } from "@/lib/org/org-config";
import { withOrderLocked } from "@/lib/orders/order-lock";
import { ownOrderOrThrow, type OrderOwner } from "@/lib/orders/own-order";
import type { ChosenService } from "@/lib/suppliers/flights/ancillaries";
import { closeOpenChangeCheckouts, openChangeCheckout } from "./change-checkout";
import { loadExtrasOrder, type ExtrasItem, type ExtrasOrder } from "./extras-order";
import { actorOf } from "./order-events";

/** What every extra bought after booking is priced as: the flight, its total, and the airline's services. */
export type ExtrasChangeBase = { itemId: number; supplierRef: string; currency: string; totalMinor: number };

export type ExtrasInput = {
  reference: string;
  owner: OrderOwner;
  org: OrgConfig;
  confirm: boolean;
  /** The extras chosen: the airline's service ids and how many of each. */
  services?: ChosenService[];
  /** The total the traveller saw: a confirm at another price is refused (PRICE_CHANGED) rather than charged. */
  totalMinor?: number;
  idempotencyKey?: string;
  returnPath?: string;
  now?: Date;
};

export type ExtrasPayment = { reference: string; status: "PAYMENT_REQUIRED"; paymentUrl: string; redirect: string; totalMinor: number; currency: string };

/** One sort of extra (bags, seats): how it is offered, priced, answered and — when free — made at once. */
export type ExtrasKind<C extends ExtrasChangeBase, O, Q, A> = {
  /** The checkout's key prefix (its settlement is found by it). */
  prefix: string;
  /** 409 when a confirm's page was closed unpaid. */
  notPaid: string;
  priceChanged: string;
  flight: (r: ExtrasOrder, now: Date) => ExtrasItem;
  /** What the airline sells now (asked before the lock: it does not depend on this order's payments). */
  offered: (r: ExtrasOrder, item: ExtrasItem) => Promise<O>;
  quote: (r: ExtrasOrder, offered: O) => Q;
  price: (r: ExtrasOrder, item: ExtrasItem, offered: O, chosen: readonly ChosenService[]) => C;
  /** The answer a recorded event (made with this key) gives again. */
  made: (reference: string, data: Prisma.JsonValue) => A;
  /** Made with the airline and recorded at once, with no payment: only for a change that costs nothing (free seats). */
  free?: (tx: Prisma.TransactionClient, r: ExtrasOrder, change: C, how: { org: OrgConfig; key: string }) => Promise<{ emailId: number | null; answer: A }>;
};

/**
 * An extra for the order's flight after booking, for its member or its guest (`owner`). Without `confirm`: what the
 * airline sells now, and nothing else. With it, under the order's lock: priced again from the airline, then a
 * checkout on the provider's page for their total — nothing is bought until it is paid, and abandoning it changes
 * nothing (./settle-airline-change.ts makes it with the airline once paid); a change that costs nothing and that the
 * kind can make at once (`free`) is made then. Sent again with the same key, a confirm answers what it did the first
 * time: the same page, or the change made.
 */
export async function extrasChange<C extends ExtrasChangeBase, O, Q, A>(kind: ExtrasKind<C, O, Q, A>, input: ExtrasInput): Promise<Q | ExtrasPayment | A> {
  const now = input.now ?? new Date();
  const found = await ownOrderOrThrow(input.reference, input.org.id, input.owner);
  const order = await loadExtrasOrder(db, found.id);
  if (!input.confirm) return kind.quote(order, await kind.offered(order, kind.flight(order, now)));
  const key = input.idempotencyKey!;
  const earlier = answered(kind, order, key);
  if (earlier) return earlier;
  const offered = await kind.offered(order, kind.flight(order, now));
  const done = await withOrderLocked(found.id, async (tx) => {
    const r = await loadExtrasOrder(tx, found.id);
    const again = answered(kind, r, key);
    if (again) return { answer: again, emailId: null, userId: null };
    const change = kind.price(r, kind.flight(r, now), offered, input.services ?? []);
    if (input.totalMinor !== undefined && input.totalMinor !== change.totalMinor)
      throw new AppError("PRICE_CHANGED", kind.priceChanged, { detail: { totalMinor: change.totalMinor } });
    if (change.totalMinor === 0 && kind.free) {
      const made = await kind.free(tx, r, change, { org: input.org, key });
      return { answer: made.answer, emailId: made.emailId, userId: r.userId };
    }
    await closeOpenChangeCheckouts(tx, r.payments, kind.prefix);
    const { url } = await openChangeCheckout(tx, r, {
      prefix: kind.prefix,
      key,
      amountMinor: change.totalMinor,
      currency: change.currency,
      change: change as unknown as Prisma.InputJsonObject,
      org: input.org,
      returnPath: input.returnPath,
    });
    return { answer: paymentAnswer(r.reference, url, change), emailId: null, userId: null };
  });
  if (done.userId !== null) publishChange({ topic: "member", userId: done.userId });
  if (done.emailId !== null) await deliverQueued(done.emailId);
  return done.answer;
}

/** Who makes a free change: the order's member, else its guest (as a paid one's settlement says). */
export const extrasActor = (r: ExtrasOrder) => actorOf({ userId: r.userId });

/** What a confirm with this key already did: the change made, the page still open, or a page closed unpaid (409). */
function answered<C extends ExtrasChangeBase, O, Q, A>(kind: ExtrasKind<C, O, Q, A>, r: ExtrasOrder, key: string): A | ExtrasPayment | null {
  const made = r.events.find((e) => (e.data as { key?: unknown } | null)?.key === key);
  if (made) return kind.made(r.reference, made.data);
  const mine = r.payments.find((p) => p.idempotencyKey === `${kind.prefix}${key}`);
  if (mine?.status === "OPEN" && mine.checkoutUrl) return paymentAnswer(r.reference, mine.checkoutUrl, mine.change as unknown as C);
  if (mine && mine.status !== "CHARGING") throw new AppError("CONFLICT", kind.notPaid);
  return null;
}

function paymentAnswer(reference: string, url: string, change: ExtrasChangeBase): ExtrasPayment {
  return { reference, status: "PAYMENT_REQUIRED", paymentUrl: url, redirect: url, totalMinor: change.totalMinor, currency: change.currency };
}
