import { randomBytes } from "node:crypto";
import { formatMoney } from "@/lib/locale/format";
import { itemTimeZone } from "@/lib/orders/item-zone";
import { orderTerms, refundPlan } from "@/lib/terms/refund";
import { termsText, type TermsWords } from "@/lib/terms/words";
import { call } from "../support/http";
import { closeTestDb, createUser, testDb } from "../support/factories";
import { day } from "../support/trip-fixtures";
import { createCard } from "../support/wallet-factory";
import { activity, cruise, DAY, flight, HOUR, order, startingIn, stay, supplier, type Item } from "../support/terms-orders";
import { engineWords, memberReading, pageText as text, spaced as norm } from "../support/terms-pages";

afterAll(closeTestDb);
jest.setTimeout(180_000);

/**
 * Issue #51's first "Done when": "A test renders, for a sample of bookings of every kind and at several moments before
 * check-in, every place that states the policy and checks that all agree with the engine and with the refund cancel
 * gives." Each booking is written as the order model stores it (the kinds' own booking paths are their suites'),
 * its start placed so that the moment of the test falls in each period of its terms — free, partial, nothing — and
 * paid by card, a certificate and a cash card. Then every place is read over HTTP: the trip page (the confirmation and
 * the guest's manage page are the same component, read too), the calendar file, My Trips' cancel dialog text, the
 * reservations call, and the cancellation itself.
 */

type Member = Awaited<ReturnType<typeof createUser>>;

/**
 * Books each case as a confirmed order paid by card, a certificate and a cash card, then reads every place that states
 * its terms over HTTP and checks each against the engine, and cancels it: the refund must be the engine's plan.
 */
async function agreeAt(user: Member, cookies: Record<string, string>, orgZone: string, words: TermsWords, cases: [string, string, Item[]][]) {
  const org = { timeZone: orgZone };
  for (const [name, productCode, items] of cases) {
    const cert = await createCard(user, { type: "CERTIFICATE", services: ["HLT", "ACT", "FLT", "CAR", "TRF", "CRU", "PKG"], amountMinor: 2_500 });
    const cash = await createCard(user, { type: "CASH_CARD", amountMinor: 3_001 });
    const reference = await order({ userId: user.id }, user.orgId, productCode, items, [
      { id: cert.id, amountMinor: 2_500 },
      { id: cash.id, amountMinor: 3_001 },
    ]);
    const total = items.reduce((s, i) => s + i.totalMinor, 0);

    // What the engine says, read from the stored rows as every page reads them.
    const rows = await testDb().orderItem.findMany({ where: { reservation: { reference } }, orderBy: { id: "asc" } });
    const now = new Date();
    const terms = orderTerms(
      rows.map((r) => ({ ...r, timeZone: itemTimeZone(r) })),
      now,
      org.timeZone,
    );
    const sentences = terms.statements.map((s) => termsText(s, words));
    const plan = refundPlan(
      {
        cardPaidMinor: total - 5_501,
        wallet: [
          { type: "CERTIFICATE", cardCode: cert.cardCode, currency: "USD", spentMinor: 2_500 },
          { type: "CASH_CARD", cardCode: cash.cardCode, currency: "USD", spentMinor: 3_001 },
        ],
      },
      terms,
    );

    // The trip page, the confirmation: one sentence per item, the engine's.
    for (const path of [`/user/my-trips/${reference}`, `/checkout-success?ref=${reference}`]) {
      const res = await call(path, { method: "GET", cookies, headers: { accept: "text/html" } });
      expect([name, path, res.status]).toEqual([name, path, 200]);
      const page = text(await res.text());
      for (const sentence of sentences) expect([name, path, page.includes(norm(sentence))]).toEqual([name, path, true]);
    }
    // The calendar file says the same.
    const ics = (await (await call(`/api/trips/${reference}/calendar`, { method: "GET", cookies })).text()).replace(/\r\n /g, "");
    for (const sentence of sentences) expect([name, "ics", ics.replace(/\\,/g, ",").replace(/\\;/g, ";").includes(sentence)]).toEqual([name, "ics", true]);

    // The cancel dialog's amounts (the reservations call and My Trips' text) are the engine's plan.
    const listed = (await (await call("/api/reservations", { body: {}, cookies })).json()).data.find((b: { reference: string }) => b.reference === reference);
    expect([name, listed.cancellable, listed.refundIfCancelledMinor]).toEqual([name, plan.allowed, plan.cardMinor]);
    expect([name, listed.walletIfCancelled.map((w: { amountMinor: number }) => w.amountMinor)]).toEqual([
      name,
      plan.allowed ? plan.wallet.map((w) => w.restoredMinor) : [],
    ]);
    const card = (await (await call("/api/trips?view=trips", { method: "GET", cookies })).json()).data.upcoming.find(
      (c: { reference: string }) => c.reference === reference,
    );
    expect([name, "listed on My Trips", !!card]).toEqual([name, "listed on My Trips", true]);
    // A trip that can no longer be cancelled says so instead (and the cancellation below is refused).
    if (!plan.allowed) {
      expect([name, card.cancellable]).toEqual([name, false]);
      expect([name, (await call("/api/booking/cancel", { body: { reference }, cookies })).status]).toEqual([name, 409]);
      continue;
    }
    if (plan.cardMinor > 0) expect(card.cancelText).toContain(`You will get ${formatMoney(plan.cardMinor, "USD", "en-US")} back`);
    for (const w of plan.wallet)
      expect([
        name,
        card.cancelText.includes(w.restoredMinor > 0 ? `${formatMoney(w.restoredMinor, "USD", "en-US")} goes back to your` : `${w.cardCode} is not given back`),
      ]).toEqual([name, true]);

    // And the cancellation gives exactly that back.
    const cancelled = await call("/api/booking/cancel", { body: { reference }, cookies });
    expect([name, cancelled.status]).toEqual([name, 200]);
    const data = (await cancelled.json()).data;
    expect([name, data.refundMinor]).toEqual([name, plan.cardMinor]);
    expect([name, data.wallet.map((w: { restoredMinor: number }) => w.restoredMinor)]).toEqual([name, plan.wallet.map((w) => w.restoredMinor)]);
  }
}

/** A signed-in member reading in English, their organisation, and the engine's words for it. */
async function member() {
  const m = await memberReading("en-US");
  return { ...m, words: engineWords("en-US") };
}

describe("every place that states a booking's cancellation terms agrees with the engine and with the refund cancel gives", () => {
  it("for every kind, in each period of its terms, paid by card, certificate and cash card", async () => {
    const { user, cookies, org, words } = await member();

    const cases: [string, string, Item[]][] = [
      ["stay, free period", "HLT", [stay("FREE_CANCELLATION", 3, 30)]],
      ["stay, free period over: half", "HLT", [stay("FREE_CANCELLATION", 14, 5)]],
      ["stay, partial refund", "HLT", [stay("PARTIAL_REFUND", 7, 10)]],
      ["stay, non-refundable", "HLT", [stay("NON_REFUNDABLE", 0, 10)]],
      ["activity, free", "ACT", [activity(6)]],
      ["activity, half", "ACT", [activity(1)]],
      ["flight with a fee", "FLT", [flight(30, 1_400)]],
      ["flight, non-refundable", "FLT", [flight(30, null)]],
      ["car, free", "CAR", [supplier("CAR", 20, 25)]],
      ["car, half after its deadline", "CAR", [supplier("CAR", -1, 3)]],
      ["transfer, free", "TRF", [supplier("TRANSFER", 5, 6)]],
      ["cruise, free (100 days out)", "CRU", [cruise(100)]],
      ["cruise, half (30 days out)", "CRU", [cruise(30)]],
      ["cruise, nothing (10 days out)", "CRU", [cruise(10)]],
      ["package: free stay and a flight with a fee", "PKG", [flight(40, 1_400), stay("FREE_CANCELLATION", 3, 40)]],
    ];

    await agreeAt(user, cookies, org.timeZone, words, cases);
  });

  /**
   * The same booking at several moments before its start — 30, 10 and 3 days, and the last hour (the last day for the
   * kinds whose terms run in days) — each placed so the test's moment is that far from it: every place says what the
   * engine says then, and cancelling then gives exactly that back (or is refused where every place said it would be).
   */
  it("for every kind at 30, 10 and 3 days and at the last hour (or day) before it starts", async () => {
    const { user, cookies, org, words } = await member();
    const cases: [string, string, Item[]][] = [];
    for (const [label, n] of [
      ["30 days", 30],
      ["10 days", 10],
      ["3 days", 3],
      ["1 day", 1],
    ] as const) {
      cases.push(
        [`stay free until 7 days before (Paris terms), ${label} before`, "HLT", [stay("FREE_CANCELLATION", 7, n, 40_000, "Europe/Paris")]],
        [`stay partial refund, ${label} before`, "HLT", [stay("PARTIAL_REFUND", 7, n)]],
        [`activity, ${label} before`, "ACT", [activity(n)]],
      );
    }
    for (const [label, ms] of [
      ["30 days", 30 * DAY],
      ["10 days", 10 * DAY],
      ["3 days", 3 * DAY],
      ["1 hour", HOUR],
    ] as const) {
      cases.push(
        [`flight with a fee, ${label} before`, "FLT", [startingIn.flight(ms, 1_400)]],
        [`car, ${label} before`, "CAR", [startingIn.car(ms)]],
        [`transfer, ${label} before`, "TRF", [startingIn.transfer(ms)]],
        [`cruise, ${label} before`, "CRU", [startingIn.cruise(ms)]],
        [
          `package, ${label} before`,
          "PKG",
          [startingIn.flight(ms, 0), stay("FREE_CANCELLATION", 3, Math.max(1, Math.round(ms / DAY)), 40_000, "Europe/Paris")],
        ],
      );
    }
    await agreeAt(user, cookies, org.timeZone, words, cases);
  });

  it("the details page, the checkout and the guest's manage page of a stay say what its trip page will", async () => {
    const { createStayProperty } = await import("../support/catalogue-factory");
    const { property, rooms } = await createStayProperty({ policy: "FREE_CANCELLATION", rooms: [{ publicRateMinor: 20_000, available: 3 }] });
    await testDb().property.update({ where: { id: property.id }, data: { freeCancelDays: 14 } });
    // The organisation the test's host resolves to: the one members are made in.
    const org = await testDb().organization.findUniqueOrThrow({ where: { id: (await createUser()).orgId } });
    const words = engineWords("en-US");
    // Check-in in 10 days with 14 free days: the free period is already over — never promised.
    const checkIn = day(10);
    const expected = termsText(
      orderTerms([{ kind: "STAY", terms: { policy: "FREE_CANCELLATION", freeCancelDays: 14 }, startsAt: checkIn, totalMinor: 1 }], new Date(), org.timeZone)
        .statements[0]!,
      words,
    );
    expect(expected).toMatch(/^Free cancellation ended on .+\. 50% of the price is refunded if you cancel before check-in\.$/);
    const details = text(
      await (await call(`/hotel-details?id=${property.id}&checkin=${checkIn}&checkout=${day(12)}&guests=2&rooms=1`, { method: "GET" })).text(),
    );
    expect(details).toContain(norm(expected));
    const checkout = text(
      await (
        await call(`/hotel-checkout?property=${property.id}&room=${rooms[0]!.id}&checkin=${checkIn}&checkout=${day(12)}&guests=2&rooms=1`, { method: "GET" })
      ).text(),
    );
    expect(checkout).toContain(norm(expected));
    expect(checkout).not.toContain("Free cancellation until");

    const guestEmail = `guest-${randomBytes(3).toString("hex")}@example.test`;
    const reference = await order(
      { guestEmail },
      org.id,
      "HLT",
      [{ ...stay("FREE_CANCELLATION", 14, 10), details: { timeZone: "Europe/Paris", propertyId: property.id } }],
      [],
    );
    const found = await call("/api/booking/manage", { body: { reference, email: guestEmail } });
    expect(found.status).toBe(200);
    const { token } = (await found.json()).data;
    const manage = text(await (await call(`/manage-booking/booking?token=${encodeURIComponent(token)}`, { method: "GET" })).text());
    expect(manage).toContain(norm(expected));
    const cancelled = (await (await call("/api/booking/manage/cancel", { body: { token } })).json()).data;
    expect(cancelled.refundMinor).toBe(20_000);
  });
});
