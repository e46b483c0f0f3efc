import en from "@/messages/en-US.json";
import ar from "@/messages/ar-SA.json";
import { createFormatter, createTranslator } from "next-intl";
import { dateChangeRefusalSentence, dateChangeRule } from "@/lib/orders/changes/date-change-rule";
import { refundableCharges } from "@/lib/orders/payments/refundable-charges";
import { moneyDifferences } from "@/lib/orders/money-check";
import { deadlineWords, type TermsT } from "@/lib/terms/words";
import { termsFor } from "@/lib/terms/terms-for";
import { formatMoney } from "@/lib/locale/format";
import type { Translate } from "@/lib/locale/translations";
import { dateChangeMail } from "@/lib/orders/changes/date-change-mail";
import { declared } from "../support/after-booking";

const NOW = new Date("2027-03-01T12:00:00Z");
type Over = Partial<{ status: string; policy: string; freeCancelDays: number; startsAt: string; supplier: string; kind: string }>;
const stayItem = (over: Over = {}, id = 1) => ({
  id,
  kind: over.kind ?? "STAY",
  productCode: over.kind === "FLIGHT" ? "FLT" : "HLT",
  supplier: over.supplier ?? "catalogue",
  startsAt: over.startsAt ?? "2027-03-10T00:00:00.000Z",
  terms: { policy: over.policy ?? "FREE_CANCELLATION", freeCancelDays: over.freeCancelDays ?? 2, timeZone: "UTC" },
});
const order = (over: Over = {}) => ({ status: over.status ?? "CONFIRMED", items: [stayItem(over)] });

describe("the date-change rule: free while free cancellation lasts, as Booking.com", () => {
  it("is open until the stay's last free-cancellation day, and says so from the same answer", () => {
    const rule = dateChangeRule(order(), NOW, "UTC", declared);
    expect(rule).toEqual({ open: true, itemId: 1, until: { day: "2027-03-07" }, refusal: null });
    const t = createTranslator({ locale: "en-US", messages: en, namespace: "Trip" });
    const format = createFormatter({ locale: "en-US", timeZone: "UTC" });
    expect(t("changeRule", { deadline: deadlineWords({ format }, rule.until!) })).toBe("You can change the dates free of charge until Sun, Mar 7, 2027.");
    // Arabic says the same day with Arabic-Indic digits.
    const ta = createTranslator({ locale: "ar-SA", messages: ar, namespace: "Trip" });
    expect(ta("changeRule", { deadline: deadlineWords({ format: createFormatter({ locale: "ar-SA", timeZone: "UTC" }) }, rule.until!) })).toContain("٢٠٢٧");
    // Still open on the last free day itself, in the place's calendar.
    expect(dateChangeRule(order(), new Date("2027-03-07T23:30:00Z"), "UTC", declared).open).toBe(true);
  });

  it("closes once free cancellation has ended, or for a stay that never had it, naming when it ended", () => {
    const over = dateChangeRule(order(), new Date("2027-03-08T00:30:00Z"), "UTC", declared);
    expect(over).toMatchObject({ open: false, refusal: { reason: "NOT_FREE", ended: { day: "2027-03-07" } } });
    expect(dateChangeRefusalSentence(over.refusal!)).toBe(
      "The dates can be changed only while the stay can be cancelled free of charge, and that period has ended.",
    );
    for (const policy of ["NON_REFUNDABLE", "PARTIAL_REFUND"]) {
      const none = dateChangeRule(order({ policy }), NOW, "UTC", declared);
      expect(none.refusal).toEqual({ reason: "NOT_FREE", ended: null });
      expect(dateChangeRefusalSentence(none.refusal!)).toContain("this stay has no free cancellation");
    }
  });

  it("refuses a started stay, an unconfirmed booking, and an order with no catalogue stay (or more than one)", () => {
    expect(dateChangeRule(order(), new Date("2027-03-10T08:00:00Z"), "UTC", declared).refusal).toEqual({ reason: "STARTED" });
    expect(dateChangeRule(order({ status: "CANCELLED" }), NOW, "UTC", declared).refusal).toEqual({ reason: "NOT_CONFIRMED" });
    expect(dateChangeRule(order({ supplier: "duffel", kind: "FLIGHT" }), NOW, "UTC", declared).refusal).toEqual({ reason: "NOT_A_STAY" });
    expect(dateChangeRule({ status: "CONFIRMED", items: [stayItem({}, 1), stayItem({}, 2)] }, NOW, "UTC", declared).refusal).toEqual({ reason: "NOT_A_STAY" });
    // A flight beside the stay does not stop the stay from moving.
    const itinerary = { status: "CONFIRMED", items: [{ ...stayItem({ supplier: "duffel", kind: "FLIGHT" }, 1), terms: { freeUntil: null } }, stayItem({}, 2)] };
    expect(dateChangeRule(itinerary, NOW, "UTC", declared)).toMatchObject({ open: true, itemId: 2 });
  });
});

describe("the money of a changed order", () => {
  const pay = (id: number, status: string, amountMinor: number, refundOfId: number | null = null) => ({ id, status, amountMinor, refundOfId });

  it("a later refund gives back of each charge only what is left of it", () => {
    const payments = [pay(1, "APPROVED", 10_000), pay(2, "APPROVED", 3_000), pay(3, "REFUNDED", 4_000, 1), pay(4, "REFUNDED", 3_000, 2)];
    expect(refundableCharges(payments).map((c) => [c.charge.id, c.leftMinor])).toEqual([[1, 6_000]]);
  });

  it("reconciles: captured less what the changes gave back is what the order counts paid, cancelled or not", () => {
    const items = [
      {
        kind: "STAY",
        terms: { policy: "FREE_CANCELLATION", freeCancelDays: 2, timeZone: "UTC" },
        startsAt: new Date("2027-03-10T00:00:00Z"),
        totalMinor: 8_000,
        currency: "USD",
        details: {},
      },
    ];
    const base = { reference: "TS-UNIT0001", amountDueMinor: 0, refundMinor: null, cancelledAt: null, items };
    // Paid 10 000, moved to cheaper dates: 2 000 given back.
    const changed = { ...base, status: "CONFIRMED", cardPaidMinor: 8_000, payments: [pay(1, "APPROVED", 10_000), pay(2, "REFUNDED", 2_000, 1)] };
    expect(moneyDifferences(changed, "UTC").differences).toEqual([]);
    expect(moneyDifferences({ ...changed, cardPaidMinor: 10_000 }, "UTC").differences).toEqual([
      "the order counts 10000 paid by card; 10000 was captured and 2000 given back by its changes",
    ]);
    // A refund that is not a change's, on a confirmed order, is still a difference.
    expect(
      moneyDifferences({ ...changed, payments: [pay(1, "APPROVED", 10_000), pay(2, "REFUNDED", 2_000)], cardPaidMinor: 10_000 }, "UTC").differences,
    ).toEqual(["a confirmed order had 2000 refunded"]);
    // Then cancelled free of charge: the rest, 8 000, comes back.
    const cancelled = {
      ...changed,
      status: "CANCELLED",
      cancelledAt: new Date("2027-03-01T12:00:00Z"),
      refundMinor: 8_000,
      payments: [...changed.payments, pay(3, "REFUNDED", 8_000)],
    };
    expect(moneyDifferences(cancelled, "UTC").differences).toEqual([]);
  });
});

describe("the date-change e-mail", () => {
  const change = {
    itemId: 1,
    from: { checkIn: "2027-03-10", checkOut: "2027-03-11" },
    to: { checkIn: "2027-03-10", checkOut: "2027-03-12" },
    currency: "USD",
    price: { baseMinor: 20_000, taxesMinor: 2_000, feesMinor: 0, totalMinor: 22_000 },
    previousTotalMinor: 11_000,
    differenceMinor: 11_000,
    settlement: "CHARGE" as const,
    dueOn: null,
    terms: { policy: "FREE_CANCELLATION", freeCancelDays: 2, timeZone: "UTC" },
  };
  const statement = termsFor({ kind: "STAY", terms: change.terms, startsAt: "2027-03-10T00:00:00.000Z" }, NOW, "UTC");
  const facts = { orgName: "TravelSaver", reference: "TS-UNIT0001", title: "Harbour Hotel", tripUrl: null };

  it("states the new dates, the difference and the terms engine's new policy line, in English and in Arabic", () => {
    const words = (locale: "en-US" | "ar-SA", messages: typeof en) => {
      const format = createFormatter({ locale, timeZone: "UTC" });
      const terms = createTranslator({ locale, messages, namespace: "Terms" }) as unknown as TermsT;
      return {
        t: createTranslator({ locale, messages, namespace: "Trip" }) as unknown as Translate,
        format,
        terms: { t: terms, format, money: (m: number, c: string) => formatMoney(m, c, locale) },
      };
    };
    const mail = dateChangeMail({ ...facts, locale: "en-US" }, change, statement, words("en-US", en));
    expect(mail.subject).toBe("New dates for booking TS-UNIT0001");
    expect(mail.text).toContain(
      "Your booking TS-UNIT0001 (Harbour Hotel) has moved from Wed, Mar 10, 2027 – Thu, Mar 11, 2027 to Wed, Mar 10, 2027 – Fri, Mar 12, 2027.",
    );
    expect(mail.text).toContain("The new price is $220.00: $110.00 more was charged to your card.");
    expect(mail.text).toContain("Cancellation: Free cancellation until Sun, Mar 7, 2027. After that, 50% is refunded if you cancel before check-in.");
    const arabic = dateChangeMail({ ...facts, locale: "ar-SA" }, change, statement, words("ar-SA", ar as unknown as typeof en));
    expect(arabic.subject).toBe("تواريخ جديدة للحجز TS-UNIT0001");
    expect(arabic.text).toContain("تم نقل حجزك");
    // Days and amounts in Arabic-Indic digits.
    expect(arabic.text.replace(/TS-UNIT0001/g, "")).not.toMatch(/[0-9]/);
  });
});
