import fc from "fast-check";
import { createFormatter } from "next-intl";
import en from "@/messages/en-US.json";
import { isFullRefund, refundPart, walletRestore } from "@/lib/booking/refund-policy";
import { cancelText, type TripsT } from "@/lib/orders/trip-cards";
import { formatMoney } from "@/lib/locale/format";
import { sharedTranslator } from "@/lib/locale/translations";
import { itemRefundMinor, orderTerms, refundPlan, type WalletPaid } from "@/lib/terms/refund";
import { termsBadge, type TermsT } from "@/lib/terms/words";
import type { TermsItem } from "@/lib/terms/types";

jest.mock("next-intl/server", () => ({ getLocale: jest.fn(), getMessages: jest.fn(), getTimeZone: jest.fn() }));

/**
 * Issue #51 item 2: "The cancel dialog's amount, split by card and each wallet item, is exactly what cancel refunds, for
 * every kind and every mix of card, certificates, discount cards and cash card; a property test draws policies, mixes,
 * currencies and cancel times and checks equality to the cent, and that wallet credit is treated by one rule for all
 * kinds."
 *
 * The dialog (lib/orders/trip-view.ts, lib/orders/list-orders.ts → lib/orders/trip-cards.ts cancelText) shows
 * refundPlan(order, orderTerms(items, now)); the cancellation (lib/orders/cancel-order.ts) refunds the card
 * refundPlan(…).cardMinor of the same share, and each wallet card walletRestore(card, spent, share)
 * (lib/wallet/redeem.ts). Each property below draws an order and a moment and holds them to each other.
 */

/** The value an arbitrary draws. */
type Drawn<A> = A extends fc.Arbitrary<infer T> ? T : never;

const ORG = "America/New_York";
const DAY = 86_400_000;
const BASE = Date.parse("2027-03-01T12:00:00Z");

const catalogue = fc.record({
  kind: fc.constantFrom("STAY", "ACTIVITY"),
  policy: fc.constantFrom("FREE_CANCELLATION", "PARTIAL_REFUND", "NON_REFUNDABLE"),
  freeCancelDays: fc.integer({ min: 0, max: 30 }),
  startDay: fc.integer({ min: 1, max: 120 }),
});
const supplier = fc.record({
  kind: fc.constantFrom("CAR", "TRANSFER", "CRUISE"),
  startHours: fc.integer({ min: 2, max: 24 * 150 }),
  freeHoursBefore: fc.option(fc.integer({ min: 0, max: 24 * 100 })),
  afterShareBps: fc.constantFrom(0, 2_500, 5_000, 7_500, 9_002, 10_000),
  noRefundHoursBefore: fc.option(fc.integer({ min: 0, max: 24 * 20 })),
});
const flight = fc.record({
  kind: fc.constant("FLIGHT"),
  startHours: fc.integer({ min: 2, max: 24 * 150 }),
  refundable: fc.boolean(),
  feeMinor: fc.integer({ min: 0, max: 30_000 }),
});
const itemDraw = fc.record({ terms: fc.oneof(catalogue, supplier, flight), totalMinor: fc.integer({ min: 1, max: 5_000_000 }) });

function toItem(d: Drawn<typeof itemDraw>, currency: string): TermsItem & { totalMinor: number } {
  const t = d.terms;
  if (t.kind === "STAY" || t.kind === "ACTIVITY") {
    const c = t as Drawn<typeof catalogue>;
    return {
      kind: c.kind,
      terms: { policy: c.policy, freeCancelDays: c.freeCancelDays },
      startsAt: new Date(BASE + c.startDay * DAY).toISOString().slice(0, 10),
      totalMinor: d.totalMinor,
      currency,
    };
  }
  if (t.kind === "FLIGHT") {
    const f = t as Drawn<typeof flight>;
    const startsAt = new Date(BASE + f.startHours * 3_600_000).toISOString();
    const details = {
      conditions: { currency, refundable: f.refundable, refundPenaltyMinor: f.refundable ? f.feeMinor : null, changeable: false, changePenaltyMinor: null },
    };
    const terms = { refundable: f.refundable, freeUntil: f.refundable && f.feeMinor === 0 ? startsAt : null, afterShareBps: 0, changeable: false };
    return { kind: "FLIGHT", terms, startsAt, details, totalMinor: d.totalMinor, currency, timeZone: "Europe/London" };
  }
  const s = t as Drawn<typeof supplier>;
  const start = BASE + s.startHours * 3_600_000;
  const iso = (hoursBefore: number | null) => (hoursBefore === null ? null : new Date(start - hoursBefore * 3_600_000).toISOString());
  const terms = {
    refundable: true,
    freeUntil: iso(s.freeHoursBefore),
    afterShareBps: s.afterShareBps,
    changeable: false,
    noRefundFrom: iso(s.noRefundHoursBefore),
  };
  return { kind: s.kind, terms, startsAt: new Date(start).toISOString(), totalMinor: d.totalMinor, currency, timeZone: "America/Los_Angeles" };
}

const walletDraw = fc.record({
  type: fc.constantFrom("CERTIFICATE", "DISCOUNT_CARD", "CASH_CARD"),
  currency: fc.constantFrom("USD", "EUR", "JPY", "KWD"),
  spentMinor: fc.integer({ min: 1, max: 500_000 }),
});
const orderDraw = fc.record({
  currency: fc.constantFrom("USD", "EUR", "JPY", "KWD", "AED"),
  items: fc.array(itemDraw, { minLength: 1, maxLength: 3 }),
  cardShareBps: fc.integer({ min: 0, max: 10_000 }),
  wallet: fc.array(walletDraw, { maxLength: 3 }),
  cancelHours: fc.integer({ min: -24, max: 24 * 160 }),
});

function orderOf(o: Drawn<typeof orderDraw>) {
  const items = o.items.map((d) => toItem(d, o.currency));
  const total = items.reduce((s, i) => s + i.totalMinor, 0);
  const wallet: WalletPaid[] = o.wallet.map((w, n) => ({ ...w, cardCode: `W${n}` }));
  return { items, cardPaidMinor: Math.floor((total * o.cardShareBps) / 10_000), wallet, now: new Date(BASE + o.cancelHours * 3_600_000) };
}

/** What lib/orders/cancel-order.ts and lib/wallet/redeem.ts do, step for step, with the share the engine gives. */
function cancelGives(order: ReturnType<typeof orderOf>) {
  const { allowed, share } = orderTerms(order.items, order.now, ORG);
  if (!allowed) return null;
  return {
    cardMinor: refundPlan({ cardPaidMinor: order.cardPaidMinor, wallet: [] }, { allowed: true, share }).cardMinor,
    wallet: order.wallet.map((w) => walletRestore({ type: w.type }, w.spentMinor, share)),
  };
}

const RUNS = { numRuns: 400, seed: 51 };

describe("refund = promise (lib/terms/refund.ts)", () => {
  it("the dialog's card and wallet amounts are what the cancellation refunds, to the minor unit, for every kind and mix", () => {
    fc.assert(
      fc.property(orderDraw, (draw) => {
        const order = orderOf(draw);
        const plan = refundPlan(order, orderTerms(order.items, order.now, ORG));
        const done = cancelGives(order);
        if (!done) {
          expect(plan.allowed).toBe(false);
          expect(plan.cardMinor).toBe(0);
          return;
        }
        expect(plan.cardMinor).toBe(done.cardMinor);
        expect(plan.wallet.map((w) => w.restoredMinor)).toEqual(done.wallet);
        // Never more than was paid, never less than nothing.
        expect(plan.cardMinor).toBeGreaterThanOrEqual(0);
        expect(plan.cardMinor).toBeLessThanOrEqual(order.cardPaidMinor);
        plan.wallet.forEach((w) => expect(w.restoredMinor).toBeLessThanOrEqual(w.spentMinor));
      }),
      RUNS,
    );
  });

  it("paid by card alone, the refund is the sum of what each item's statement says it gives back (within a minor unit per item, in the traveller's favour)", () => {
    fc.assert(
      fc.property(orderDraw, (draw) => {
        const order = orderOf(draw);
        const total = order.items.reduce((s, i) => s + i.totalMinor, 0);
        const terms = orderTerms(order.items, order.now, ORG);
        if (!terms.allowed) return;
        const refund = refundPart(total, terms.share);
        const stated = terms.statements.reduce((s, st, n) => s + itemRefundMinor(st, order.items[n]!.totalMinor), 0);
        expect(refund).toBeLessThanOrEqual(stated);
        expect(stated - refund).toBeLessThan(order.items.length);
        if (order.items.length === 1) expect(refund).toBe(stated);
      }),
      RUNS,
    );
  });

  it("wallet credit follows one rule whatever the kinds: everything back on a full refund, a certificate nothing otherwise, other cards their share", () => {
    fc.assert(
      fc.property(orderDraw, (draw) => {
        const order = orderOf(draw);
        const terms = orderTerms(order.items, order.now, ORG);
        if (!terms.allowed) return;
        const plan = refundPlan(order, terms);
        for (const w of plan.wallet) {
          const expected = isFullRefund(terms.share) ? w.spentMinor : w.type === "CERTIFICATE" ? 0 : refundPart(w.spentMinor, terms.share);
          expect(w.restoredMinor).toBe(expected);
          // The same card paying an order of any other kinds with the same share gets the same back.
          expect(walletRestore({ type: w.type }, w.spentMinor, terms.share)).toBe(expected);
        }
      }),
      RUNS,
    );
  });

  it("waiting never gives more back: the statement changes with the clock from free to partial to none", () => {
    fc.assert(
      fc.property(orderDraw, fc.integer({ min: 1, max: 24 * 60 }), (draw, laterHours) => {
        const order = orderOf(draw);
        const total = order.items.reduce((s, i) => s + i.totalMinor, 0);
        const now = orderTerms(order.items, order.now, ORG);
        const later = orderTerms(order.items, new Date(order.now.getTime() + laterHours * 3_600_000), ORG);
        if (!later.allowed) return;
        expect(now.allowed).toBe(true);
        expect(refundPart(total, later.share)).toBeLessThanOrEqual(refundPart(total, now.share));
      }),
      RUNS,
    );
  });

  it("the results' badge agrees with the refund: free means everything back, non-refundable means nothing", () => {
    const w = {
      t: sharedTranslator({ locale: "en-US", messages: en, timeZone: ORG, namespace: "Terms" }) as unknown as TermsT,
      format: createFormatter({ locale: "en-US", timeZone: ORG }),
      money: (m: number, c: string) => formatMoney(m, c, "en-US"),
    };
    fc.assert(
      fc.property(itemDraw, fc.integer({ min: -24, max: 24 * 160 }), (d, hours) => {
        const item = toItem(d, "USD");
        const terms = orderTerms([item], new Date(BASE + hours * 3_600_000), ORG);
        const badge = termsBadge(terms.statements[0]!, w);
        const back = refundPart(item.totalMinor, terms.share);
        if (badge.kind === "free") expect(back).toBe(item.totalMinor);
        if (badge.kind === "none") expect(back).toBe(0);
      }),
      RUNS,
    );
  });

  it("the dialog's sentence names exactly the amounts the cancellation gives back, the card's and each wallet card's", () => {
    const t = sharedTranslator({ locale: "en-US", messages: en, timeZone: ORG, namespace: "Trips" }) as unknown as TripsT;
    fc.assert(
      fc.property(orderDraw, (draw) => {
        const order = orderOf({ ...draw, currency: "USD" });
        const plan = refundPlan(order, orderTerms(order.items, order.now, ORG));
        const done = cancelGives(order);
        if (!done) return;
        const money = (minor: number, currency: string) => formatMoney(minor, currency, "en-US");
        const text = cancelText(
          { refundIfCancelledMinor: plan.cardMinor, walletIfCancelled: plan.wallet.map((w) => ({ ...w, amountMinor: w.restoredMinor })) },
          { refund: money(plan.cardMinor, "USD"), wallet: (p) => money(p.amountMinor, p.currency) },
          t,
        );
        if (done.cardMinor > 0) expect(text).toContain(`You will get ${money(done.cardMinor, "USD")} back`);
        order.wallet.forEach((w, n) => {
          if (done.wallet[n]! > 0) expect(text).toContain(`${money(done.wallet[n]!, w.currency)} goes back to your`);
          else expect(text).toContain(`${w.cardCode} is not given back`);
        });
      }),
      RUNS,
    );
  });
});
