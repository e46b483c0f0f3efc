import { db } from "@/lib/db";
import { deliverQueued } from "@/lib/email";
import { AppError } from "@/lib/errors";
import { publishChange } from "@/lib/events/publish";
import type { Locale } from "@/lib/locale/locales";
import type { OrgConfig } from "@/lib/org/org-config";
import { withOrderLocked } from "@/lib/orders/order-lock";
import { ownOrderOrThrow, type OrderOwner } from "@/lib/orders/own-order";
import { tripTexts } from "@/lib/orders/trip-texts";
import { dayText } from "@/lib/orders/trip-words";
import { CHARGE_IN_PROGRESS } from "@/lib/orders/payments/pay-due";
import type { StoredPaymentProvider } from "@/lib/payments/provider";
import { termsText } from "@/lib/terms/words";
import { applyStayChange, type ChangedAnswer } from "./apply-stay-change";
import { closeOpenChangeCheckouts, openChangeCheckout } from "./change-checkout";
import { actorOf } from "./order-events";
import { loadChangeOrder, quoteStayChange, type ChangeOrder, type QuotedChange, type StayChange, type StayDates } from "./stay-change-quote";

/** The key prefix of a hosted checkout that pays a date change (lib/orders/settle-hosted-checkout.ts settles it here). */
export const CHANGE_CHECKOUT = "date-change-checkout:";

type Input = StayDates & {
  reference: string;
  owner: OrderOwner;
  org: OrgConfig;
  /** The reader's language: the quote's terms sentence is written in it. */
  locale: Locale;
  confirm: boolean;
  idempotencyKey?: string;
  /** The new price the traveller saw: a confirm at another price is refused (PRICE_CHANGED) rather than charged. */
  totalMinor?: number;
  returnPath?: string;
  provider?: StoredPaymentProvider;
  now?: Date;
};

export type ChangeQuote = {
  reference: string;
  status: "QUOTE";
  from: StayDates;
  to: StayDates;
  currency: string;
  totalMinor: number;
  previousTotalMinor: number;
  differenceMinor: number;
  settlement: string;
  dueOn: string | null;
  /** The terms engine's sentence for the new dates, in the reader's language (lib/terms/words.ts), and the new due day's. */
  policy: string;
  dueOnText: string | null;
};

export type ChangePayment = { reference: string; status: "PAYMENT_REQUIRED"; paymentUrl: string; redirect: string; differenceMinor: number; currency: string };

/**
 * Changes the dates of the order's catalogue stay, for its member or its guest (`owner`). Without `confirm`: the quote
 * — new price, difference, new terms — and nothing else. With it, under the order's lock (lib/orders/order-lock.ts,
 * so it takes turns with paying, the due charge and cancelling): priced again, then
 *   - a higher price on a booking paid now opens a checkout on the provider's page for the difference (as paying what
 *     is due does, lib/orders/payments/pay-due-hosted.ts): nothing changes until it is paid, and abandoning it leaves
 *     the booking as it was (./settle-change-checkout.ts makes the change once paid);
 *   - anything else changes at once (./apply-stay-change.ts): a lower price refunded to the card, a pay-later
 *     booking's due amount and day moved.
 * Sent again with the same key, a confirm answers what it did the first time: the same page, or the change made.
 */
export async function changeStayDates(input: Input): Promise<ChangeQuote | ChangePayment | ChangedAnswer> {
  const now = input.now ?? new Date();
  const to = { checkIn: input.checkIn, checkOut: input.checkOut };
  const found = await ownOrderOrThrow(input.reference, input.org.id, input.owner);
  if (!input.confirm) return quoteAnswer(await quoteStayChange(await loadChangeOrder(db, found.id), to, input.org, now), input);
  const key = input.idempotencyKey!;
  const userId = "userId" in input.owner ? input.owner.userId : null;
  const done = await withOrderLocked(found.id, async (tx) => {
    const r = await loadChangeOrder(tx, found.id);
    const made = r.events.find((e) => (e.data as { key?: unknown } | null)?.key === key);
    if (made)
      return { emailId: null, answer: { reference: r.reference, status: "CHANGED" as const, ...(made.data as Omit<ChangedAnswer, "reference" | "status">) } };
    const mine = r.payments.find((p) => p.idempotencyKey === `${CHANGE_CHECKOUT}${key}`);
    if (mine?.status === "OPEN" && mine.checkoutUrl) return { emailId: null, answer: paymentAnswer(r, mine.checkoutUrl, mine.change as StayChange) };
    if (mine) throw new AppError("CONFLICT", "The payment for this change was not completed, so nothing changed. Please choose the dates again.");
    if (r.payments.some((p) => p.status === "CHARGING")) throw new AppError("CONFLICT", CHARGE_IN_PROGRESS);
    await closeOpenChangeCheckouts(tx, r.payments, CHANGE_CHECKOUT);
    const change = await quoteStayChange(r, to, input.org, now);
    if (input.totalMinor !== undefined && input.totalMinor !== change.price.totalMinor)
      throw new AppError("PRICE_CHANGED", "The price of these dates has changed. Please check the new price.", {
        detail: { totalMinor: change.price.totalMinor },
      });
    const stored = storedChange(change);
    if (change.settlement === "CHARGE") {
      const { url } = await openChangeCheckout(tx, r, {
        prefix: CHANGE_CHECKOUT,
        key,
        amountMinor: stored.differenceMinor,
        currency: stored.currency,
        change: stored,
        org: input.org,
        returnPath: input.returnPath,
      });
      return { emailId: null, answer: paymentAnswer(r, url, stored) };
    }
    return applyStayChange(tx, r, stored, { org: input.org, actor: actorOf({ userId }), key, provider: input.provider, now });
  });
  if (done.answer.status === "CHANGED") {
    publishChange({ topic: "inventory", of: "stays" });
    if (found.userId !== null) publishChange({ topic: "member", userId: found.userId });
  }
  if (done.emailId !== null) await deliverQueued(done.emailId);
  return done.answer;
}

/** The change without the engine's statement (kept on the payment as JSON; the statement is read again when it is made). */
function storedChange(q: QuotedChange): StayChange {
  const { statement: _statement, freeUntil: _freeUntil, ...change } = q;
  return change;
}

async function quoteAnswer(q: QuotedChange, input: Input): Promise<ChangeQuote> {
  const texts = await tripTexts(input.org, input.locale, input.reference);
  return {
    reference: input.reference,
    status: "QUOTE",
    from: q.from,
    to: q.to,
    currency: q.currency,
    totalMinor: q.price.totalMinor,
    previousTotalMinor: q.previousTotalMinor,
    differenceMinor: q.differenceMinor,
    settlement: q.settlement,
    dueOn: q.dueOn,
    policy: termsText(q.statement, texts.terms),
    dueOnText: q.dueOn ? dayText(texts.format, q.dueOn) : null,
  };
}

function paymentAnswer(r: Pick<ChangeOrder, "reference">, url: string, change: StayChange): ChangePayment {
  return {
    reference: r.reference,
    status: "PAYMENT_REQUIRED",
    paymentUrl: url,
    redirect: url,
    differenceMinor: change.differenceMinor,
    currency: change.currency,
  };
}
