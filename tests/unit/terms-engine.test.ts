import { createFormatter } from "next-intl";
import en from "@/messages/en-US.json";
import ar from "@/messages/ar-SA.json";
import { refundPart } from "@/lib/booking/refund-policy";
import { formatMoney } from "@/lib/locale/format";
import { sharedTranslator } from "@/lib/locale/translations";
import { cruiseTerms } from "@/lib/suppliers/cruises/terms";
import { cruiseSchedule } from "../support/cruise-schedule";
import { catalogueTerms } from "@/lib/terms/catalogue";
import { catalogueStatement } from "@/lib/terms/of";
import { orderFreeUntil } from "@/lib/terms/order-free-until";
import { itemRefundMinor, orderTerms } from "@/lib/terms/refund";
import { termsFor } from "@/lib/terms/terms-for";
import { termsBadge, termsText, type TermsT, type TermsWords } from "@/lib/terms/words";

// Only the process-wide translator is used; next-intl's request helpers need a React Server Components build.
jest.mock("next-intl/server", () => ({ getLocale: jest.fn(), getMessages: jest.fn(), getTimeZone: jest.fn() }));

const ORG = "America/New_York";
function words(locale: "en-US" | "ar-SA" = "en-US"): TermsWords {
  const messages = locale === "en-US" ? en : ar;
  return {
    t: sharedTranslator({ locale, messages, timeZone: ORG, namespace: "Terms" }) as unknown as TermsT,
    format: createFormatter({ locale, timeZone: ORG }),
    money: (minor, currency) => formatMoney(minor, currency, locale),
  };
}
const at = (iso: string) => new Date(iso);
const w = words();

/**
 * Issue #51 item 1: "One terms engine per item kind that, from the booking's policy, the supplier's conditions and the
 * clock, produces every statement the site makes about that item … A deadline already gone is never promised; the
 * statement changes with the clock (free → partial → none) and says so."
 */
describe("the terms engine (lib/terms)", () => {
  const paris = { cancellationPolicy: "FREE_CANCELLATION", freeCancelDays: 14, productCode: "HLT" };

  it("never promises a deadline already gone: the Paris hotel, free until 14 days before, checked in on Dec 20, seen on Dec 6", () => {
    const s = catalogueStatement(paris, "2026-12-20", at("2026-12-06T15:00:00Z"), ORG);
    expect(termsText(s, w)).toBe("Free cancellation ended on Sat, Dec 5, 2026. 50% of the price is refunded if you cancel before check-in.");
    expect(termsText(s, w)).not.toContain("Free cancellation until");
    expect(termsBadge(s, w)).toEqual({ kind: "partial", text: "Partly refundable" });
  });

  describe("a stay's days are its place's calendar days, not the organisation's (issue #51: deadlines in the property's zone)", () => {
    // Auckland is 18 hours ahead of New York in December: 12:00 UTC on Dec 5 is 01:00 on Dec 6 there, 07:00 on Dec 5 here.
    const auckland = { ...paris, timeZone: "Pacific/Auckland" };
    const stayIn = (timeZone?: string) => ({
      kind: "STAY",
      terms: catalogueTerms({ cancellationPolicy: "FREE_CANCELLATION", freeCancelDays: 14, timeZone }),
      startsAt: "2026-12-20",
    });

    it("the last free day (Dec 5) is over once Dec 6 has begun in Auckland, though it is still Dec 5 in New York", () => {
      const s = catalogueStatement(auckland, "2026-12-20", at("2026-12-05T12:00:00Z"), ORG);
      expect(s.now).toEqual({ kind: "share", bps: 5_000 });
      expect(termsText(s, w)).toBe("Free cancellation ended on Sat, Dec 5, 2026. 50% of the price is refunded if you cancel before check-in.");
      // The same moment, an hour before midnight in Auckland: still free.
      expect(catalogueStatement(auckland, "2026-12-20", at("2026-12-05T10:00:00Z"), ORG).now).toEqual({ kind: "all" });
      // The stored order item says and refunds the same: its terms carry the zone (lib/orders/book-stay.ts).
      expect(orderTerms([{ ...stayIn("Pacific/Auckland"), totalMinor: 10_000 }], at("2026-12-05T12:00:00Z"), ORG).share).toEqual({
        numerator: 50_000_000,
        denominator: 100_000_000,
      });
    });

    it("check-in day starts in Auckland: no cancelling from 00:00 there, while New York is still on the day before", () => {
      expect(termsFor(stayIn("Pacific/Auckland"), at("2026-12-19T12:00:00Z"), ORG).cancellable).toBe(false);
      expect(termsFor(stayIn("Pacific/Auckland"), at("2026-12-19T10:00:00Z"), ORG).cancellable).toBe(true);
    });

    it("west of the organisation too: Honolulu's Dec 5 runs until 10:00 UTC on Dec 6", () => {
      const honolulu = { ...paris, timeZone: "Pacific/Honolulu" };
      expect(catalogueStatement(honolulu, "2026-12-20", at("2026-12-06T09:30:00Z"), ORG).now).toEqual({ kind: "all" });
      expect(catalogueStatement(paris, "2026-12-20", at("2026-12-06T09:30:00Z"), ORG).now).toEqual({ kind: "share", bps: 5_000 });
    });

    it("terms stored before the zone was (no timeZone) keep the organisation's calendar, for the pages and the cancellation alike", () => {
      expect(catalogueTerms({ cancellationPolicy: "NON_REFUNDABLE", freeCancelDays: 0, timeZone: null })).toEqual({
        policy: "NON_REFUNDABLE",
        freeCancelDays: 0,
      });
      expect(termsFor(stayIn(), at("2026-12-05T12:00:00Z"), ORG).now).toEqual({ kind: "all" });
      expect(termsFor(stayIn(), at("2026-12-06T04:30:00Z"), ORG).now).toEqual({ kind: "all" });
    });

    it("an activity's days are its place's too: its last free day ends at midnight in Auckland (tests/unit/activity-day.test.ts)", () => {
      const tour = { cancellationPolicy: "FREE_CANCELLATION", freeCancelDays: 1, productCode: "ACT", timeZone: "Pacific/Auckland" };
      // 23:00 on Dec 12 in Auckland, then 01:00 on Dec 13 there (still Dec 12 in New York).
      expect(catalogueStatement(tour, "2026-12-14", at("2026-12-12T10:00:00Z"), ORG).now).toEqual({ kind: "all" });
      expect(catalogueStatement(tour, "2026-12-14", at("2026-12-12T12:00:00Z"), ORG).now).toEqual({ kind: "share", bps: 5_000 });
    });
  });

  it("changes with the clock, free → partial → none, and says so", () => {
    const before = catalogueStatement(paris, "2026-12-20", at("2026-11-20T15:00:00Z"), ORG);
    expect(termsText(before, w)).toBe("Free cancellation until Sat, Dec 5, 2026. After that, 50% is refunded if you cancel before check-in.");
    expect(termsBadge(before, w)).toEqual({ kind: "free", text: "Free cancellation until Dec 5" });
    // 23:30 on Dec 5 in New York is still the last free day; 00:30 on Dec 6 is not.
    expect(
      termsFor({ kind: "STAY", terms: { policy: "FREE_CANCELLATION", freeCancelDays: 14 }, startsAt: "2026-12-20" }, at("2026-12-06T04:30:00Z"), ORG).now,
    ).toEqual({ kind: "all" });
    expect(
      termsFor({ kind: "STAY", terms: { policy: "FREE_CANCELLATION", freeCancelDays: 14 }, startsAt: "2026-12-20" }, at("2026-12-06T05:30:00Z"), ORG).now,
    ).toEqual({ kind: "share", bps: 5_000 });
    const started = catalogueStatement(paris, "2026-12-20", at("2026-12-20T15:00:00Z"), ORG);
    expect(started.cancellable).toBe(false);
    expect(termsText(started, w)).toBe("Check-in day has come: this stay can no longer be cancelled.");
  });

  it("Grand Dubai (partial refund) says one thing everywhere: half back until check-in — the refund cancel gives", () => {
    const s = catalogueStatement({ cancellationPolicy: "PARTIAL_REFUND", freeCancelDays: 7 }, "2027-01-10", at("2027-01-08T12:00:00Z"), ORG);
    expect(termsText(s, w)).toBe("50% of the price is refunded if you cancel before check-in.");
    expect(itemRefundMinor(s, 26_310)).toBe(13_155);
  });

  it("an activity says its last free day, the day the cancellation still gives everything back", () => {
    const tour = { cancellationPolicy: "FREE_CANCELLATION", freeCancelDays: 1, productCode: "ACT" };
    const s = catalogueStatement(tour, "2026-12-14", at("2026-12-06T12:00:00Z"), ORG);
    expect(termsText(s, w)).toBe("Free cancellation until Sat, Dec 12, 2026. After that, 50% is refunded if you cancel before the activity starts.");
    expect(
      orderTerms(
        [{ kind: "ACTIVITY", terms: { policy: "FREE_CANCELLATION", freeCancelDays: 1 }, startsAt: "2026-12-14", totalMinor: 4_000 }],
        at("2026-12-12T23:00:00-05:00"),
        ORG,
      ).share,
    ).toEqual({
      numerator: 40_000_000,
      denominator: 40_000_000,
    });
  });

  it("a cruise states its three periods once, each deadline on the port's clock, and refunds what it states", () => {
    const startsAt = "2027-08-20T15:00:00Z";
    const cruise = { kind: "CRUISE", terms: cruiseTerms(cruiseSchedule(startsAt)), startsAt, timeZone: "Europe/Madrid", totalMinor: 300_000 };
    expect(termsText(termsFor(cruise, at("2027-04-01T00:00:00Z"), ORG), w)).toBe(
      "Free cancellation until Sat, May 22, 2027, 5:00 PM Central European Time. After that, 50% is refunded if you cancel until Fri, Aug 6, 2027, 5:00 PM Central European Time. After that, nothing is refunded.",
    );
    const middle = termsFor(cruise, at("2027-07-10T00:00:00Z"), ORG);
    expect(termsText(middle, w)).toBe(
      "Free cancellation ended on Sat, May 22, 2027, 5:00 PM Central European Time. 50% of the price is refunded if you cancel until Fri, Aug 6, 2027, 5:00 PM Central European Time. After that, nothing is refunded.",
    );
    expect(itemRefundMinor(middle, 300_000)).toBe(150_000);
    const last = termsFor(cruise, at("2027-08-10T00:00:00Z"), ORG);
    expect(termsText(last, w)).toBe(
      "Free cancellation ended on Sat, May 22, 2027, 5:00 PM Central European Time. Non-refundable: nothing is refunded if you cancel.",
    );
    expect(itemRefundMinor(last, 300_000)).toBe(0);
  });

  it("a flex fare's fee is a fee: $14.00 kept of $150.06, $136.06 back — not 90.02% of the price", () => {
    const flight = {
      kind: "FLIGHT",
      terms: { refundable: true, freeUntil: null, afterShareBps: 9_002, changeable: true },
      startsAt: "2027-02-01T10:00:00Z",
      details: { conditions: { currency: "USD", refundable: true, refundPenaltyMinor: 1_400, changeable: true, changePenaltyMinor: 0 } },
      currency: "USD",
      totalMinor: 15_006,
    };
    const s = termsFor(flight, at("2027-01-01T00:00:00Z"), ORG);
    expect(termsText(s, w)).toBe("The price less a $14.00 fee is refunded if you cancel before departure.");
    expect(termsBadge(s, w).text).toBe("Refundable less a $14.00 fee");
    expect(itemRefundMinor(s, 15_006)).toBe(13_606);
    expect(refundPart(15_006, orderTerms([flight], at("2027-01-01T00:00:00Z"), ORG).share)).toBe(13_606);
  });

  it("a package gives back each item's own refund, and is free to cancel until its earliest free deadline", () => {
    const now = at("2027-01-01T00:00:00Z");
    const stay = { kind: "STAY", terms: { policy: "FREE_CANCELLATION", freeCancelDays: 3 }, startsAt: "2027-02-10", totalMinor: 40_000 };
    const flight = {
      kind: "FLIGHT",
      terms: { refundable: false, freeUntil: null, afterShareBps: 0, changeable: false },
      startsAt: "2027-02-10T08:00:00Z",
      totalMinor: 20_000,
      details: { conditions: { currency: "USD", refundable: false, refundPenaltyMinor: null, changeable: false, changePenaltyMinor: null } },
    };
    const terms = orderTerms([stay, flight], now, ORG);
    expect(refundPart(60_000, terms.share)).toBe(40_000);
    expect(orderFreeUntil(terms.statements, ["Europe/Paris", "Europe/Paris"], ORG)).toBeNull();
    const car = {
      kind: "CAR",
      terms: { refundable: true, freeUntil: "2027-02-05T09:00:00Z", afterShareBps: 5_000, changeable: false },
      startsAt: "2027-02-07T09:00:00Z",
      totalMinor: 10_000,
      timeZone: "America/Los_Angeles",
    };
    const both = orderTerms([stay, car], now, ORG);
    expect(orderFreeUntil(both.statements, ["Europe/Paris", "America/Los_Angeles"], ORG)).toEqual({
      at: "2027-02-05T09:00:00Z",
      timeZone: "America/Los_Angeles",
    });
  });

  it("speaks Arabic with Arabic-Indic digits", () => {
    const s = catalogueStatement({ cancellationPolicy: "PARTIAL_REFUND", freeCancelDays: 7 }, "2027-01-10", at("2027-01-01T12:00:00Z"), ORG);
    const text = termsText(s, words("ar-SA"));
    expect(text).toContain("٥٠");
    expect(text).not.toMatch(/[0-9]/);
  });
});
