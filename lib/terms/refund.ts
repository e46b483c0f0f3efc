import type { RefundShare } from "@/lib/booking/refund-policy";
import { refundPart, walletRestore } from "@/lib/booking/refund-policy";
import { termsFor } from "./terms-for";
import type { Refund, Statement, TermsItem } from "./types";

const BPS = 10_000;

/** What one item's period gives back of its price, exactly, as a numerator over its price × 10 000. */
function keptBack(refund: Refund, totalMinor: number): number {
  switch (refund.kind) {
    case "all":
      return totalMinor * BPS;
    case "share":
      return totalMinor * refund.bps;
    case "fee":
      return Math.max(0, totalMinor - refund.feeMinor) * BPS;
    default:
      return 0;
  }
}

/** What cancelling one item now gives back of its own price, to the minor unit (the sentence's amount). */
export function itemRefundMinor(statement: Statement, totalMinor: number): number {
  return refundPart(totalMinor, { numerator: keptBack(statement.now, totalMinor), denominator: Math.max(1, totalMinor) * BPS });
}

export type OrderTerms = { allowed: boolean; share: RefundShare; statements: Statement[] };

/**
 * An order's terms now: each item's statement, and the ONE share of what was paid that cancelling gives back — the
 * items' refunds over their prices, exactly (a package whose flight gives back nothing and whose stay everything
 * gives back the stay's part; a flight's fee is a fixed amount). An order can be cancelled only while every item can.
 */
export function orderTerms(items: readonly (TermsItem & { totalMinor: number })[], now: Date, calendarZone: string): OrderTerms {
  const statements = items.map((i) => termsFor(i, now, calendarZone));
  const allowed = statements.length > 0 && statements.every((s) => s.cancellable);
  const total = items.reduce((s, i) => s + Math.max(0, i.totalMinor), 0);
  if (!allowed || total <= 0) return { allowed, share: { numerator: 0, denominator: 1 }, statements };
  const numerator = items.reduce((s, i, n) => s + keptBack(statements[n]!.now, Math.max(0, i.totalMinor)), 0);
  return { allowed, share: { numerator, denominator: total * BPS }, statements };
}

/** One wallet card's part of a payment: what it paid of the order, in the card's own currency. */
export type WalletPaid = { cardId?: number; type: string; cardCode: string; currency: string; spentMinor: number };

export type RefundPlan = {
  allowed: boolean;
  share: RefundShare;
  /** What goes back to the card, in the order's (charged) currency. */
  cardMinor: number;
  /** What goes back to each wallet card, in its own currency (0: kept). */
  wallet: (WalletPaid & { restoredMinor: number })[];
};

/**
 * What cancelling now gives back, split as the cancellation does it (lib/orders/cancel-order.ts calls this, the
 * cancel dialog and the trip page show it): the order's share of the card charge, and of each wallet card by the one
 * wallet rule for every kind (lib/booking/refund-policy.ts walletRestore: a certificate whole or not at all, cash and
 * discount cards their share).
 */
export function refundPlan(order: { cardPaidMinor: number; wallet: readonly WalletPaid[] }, terms: Pick<OrderTerms, "allowed" | "share">): RefundPlan {
  if (!terms.allowed) return { allowed: false, share: terms.share, cardMinor: 0, wallet: order.wallet.map((w) => ({ ...w, restoredMinor: 0 })) };
  return {
    allowed: true,
    share: terms.share,
    cardMinor: refundPart(order.cardPaidMinor, terms.share),
    wallet: order.wallet.map((w) => ({ ...w, restoredMinor: walletRestore(w, w.spentMinor, terms.share) })),
  };
}

/** A wallet card's redemption as the ledger keeps it (WalletLedger REDEEM with its card). */
type Redeemed = { amountMinor: number; card: { type: string; cardCode: string; currency: string } };

/**
 * What cancelling a stored order now would give back, under `terms`: its card part and each wallet card it redeemed.
 * Only a confirmed order gives anything back. The trip page, My Trips and the reservations call all read it here.
 */
export function storedOrderRefund(
  order: { status: string; cardPaidMinor: number; redeemed: readonly Redeemed[] },
  terms: Pick<OrderTerms, "allowed" | "share">,
): RefundPlan {
  return refundPlan(
    {
      cardPaidMinor: order.cardPaidMinor,
      wallet: order.redeemed.map((e) => ({ type: e.card.type, cardCode: e.card.cardCode, currency: e.card.currency, spentMinor: e.amountMinor })),
    },
    { allowed: order.status === "CONFIRMED" && terms.allowed, share: terms.share },
  );
}

/** The card refund told per item, in proportion to the items' prices; the last item takes the rounding. */
export function splitByItem(refundMinor: number, items: readonly { totalMinor: number }[]): number[] {
  const total = items.reduce((s, i) => s + i.totalMinor, 0);
  let given = 0;
  return items.map((item, i) => {
    const part = i === items.length - 1 ? refundMinor - given : total > 0 ? Math.floor((refundMinor * item.totalMinor) / total) : 0;
    given += part;
    return part;
  });
}
