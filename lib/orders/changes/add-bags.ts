import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { OrgConfig } from "@/lib/org/org-config";
import { withOrderLocked } from "@/lib/orders/order-lock";
import { ownOrderOrThrow, type OrderOwner } from "@/lib/orders/own-order";
import type { ChosenService } from "@/lib/suppliers/flights/ancillaries";
import type { BagsAdded } from "./apply-bags";
import { BAGS_CHECKOUT, bagChoices, bagsFlightOrThrow, loadBagsOrder, priceBags, type BagChoice, type BagsChange } from "./bags-change";
import { closeOpenChangeCheckouts, openChangeCheckout } from "./change-checkout";

type Input = {
  reference: string;
  owner: OrderOwner;
  org: OrgConfig;
  confirm: boolean;
  /** The bags chosen: the airline's service ids and how many of each. */
  services?: ChosenService[];
  /** The total the traveller saw: a confirm at another price is refused (PRICE_CHANGED) rather than charged. */
  totalMinor?: number;
  idempotencyKey?: string;
  returnPath?: string;
  now?: Date;
};

export type BagsQuote = { reference: string; status: "QUOTE"; currency: string; bags: BagChoice[] };
export type BagsPayment = { reference: string; status: "PAYMENT_REQUIRED"; paymentUrl: string; redirect: string; totalMinor: number; currency: string };

export const BAGS_NOT_PAID = "The payment for these bags was not completed, so nothing was added. Please choose the bags again.";

/**
 * Extra checked bags for the order's flight, after booking, for its member or its guest (`owner`). Without `confirm`:
 * what the airline sells now (per passenger and slice, priced, how many are left) and nothing else. With it, under
 * the order's lock: priced again from the airline, then a checkout on the provider's page for their total — nothing
 * is added until it is paid, and abandoning it changes nothing (./settle-bags-checkout.ts adds them with the airline
 * once paid). Sent again with the same key, a confirm answers what it did the first time: the same page, or the bags added.
 */
export async function addFlightBags(input: Input): Promise<BagsQuote | BagsPayment | BagsAdded> {
  const now = input.now ?? new Date();
  const found = await ownOrderOrThrow(input.reference, input.org.id, input.owner);
  const order = await loadBagsOrder(db, found.id);
  if (!input.confirm) {
    const item = bagsFlightOrThrow(order, now);
    return { reference: order.reference, status: "QUOTE", ...(await bagChoices(order, item)) };
  }
  const key = input.idempotencyKey!;
  const earlier = await answered(order, key);
  if (earlier) return earlier;
  // The airline is asked before the lock: what it sells does not depend on this order's payments.
  const offered = await bagChoices(order, bagsFlightOrThrow(order, now));
  return withOrderLocked(found.id, async (tx) => {
    const r = await loadBagsOrder(tx, found.id);
    const again = await answered(r, key);
    if (again) return again;
    const item = bagsFlightOrThrow(r, now);
    const change = priceBags(r, item, offered, input.services ?? []);
    if (input.totalMinor !== undefined && input.totalMinor !== change.totalMinor)
      throw new AppError("PRICE_CHANGED", "The price of these bags has changed. Please check the new price.", { detail: { totalMinor: change.totalMinor } });
    await closeOpenChangeCheckouts(tx, r.payments, BAGS_CHECKOUT);
    const { url } = await openChangeCheckout(tx, r, {
      prefix: BAGS_CHECKOUT,
      key,
      amountMinor: change.totalMinor,
      currency: change.currency,
      change: change as unknown as Prisma.InputJsonObject,
      org: input.org,
      returnPath: input.returnPath,
    });
    return paymentAnswer(r.reference, url, change);
  });
}

/** What a confirm with this key already did: the bags added, the page still open, or a page closed unpaid (409). */
async function answered(r: Awaited<ReturnType<typeof loadBagsOrder>>, key: string): Promise<BagsAdded | BagsPayment | null> {
  const made = r.events.find((e) => (e.data as { key?: unknown } | null)?.key === key);
  if (made) {
    const data = made.data as Omit<BagsAdded, "reference" | "status">;
    return { reference: r.reference, status: "ADDED", bags: data.bags, totalMinor: data.totalMinor, currency: data.currency };
  }
  const mine = r.payments.find((p) => p.idempotencyKey === `${BAGS_CHECKOUT}${key}`);
  if (mine?.status === "OPEN" && mine.checkoutUrl) return paymentAnswer(r.reference, mine.checkoutUrl, mine.change as unknown as BagsChange);
  if (mine && mine.status !== "CHARGING") throw new AppError("CONFLICT", BAGS_NOT_PAID);
  return null;
}

function paymentAnswer(reference: string, url: string, change: BagsChange): BagsPayment {
  return { reference, status: "PAYMENT_REQUIRED", paymentUrl: url, redirect: url, totalMinor: change.totalMinor, currency: change.currency };
}
