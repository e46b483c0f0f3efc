import { randomBytes } from "node:crypto";
import { createFormatter } from "next-intl";
import en from "@/messages/en-US.json";
import { formatMoney } from "@/lib/locale/format";
import { sharedTranslator } from "@/lib/locale/translations";
import { itemTimeZone } from "@/lib/orders/item-zone";
import { cruiseTerms } from "@/lib/suppliers/cruises/terms";
import { cruiseSchedule } from "../support/cruise-schedule";
import { orderTerms, refundPlan } from "@/lib/terms/refund";
import { termsText, type TermsT, type TermsWords } from "@/lib/terms/words";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, testDb, TEST_PASSWORD } from "../support/factories";
import { car as carFacts, cruise as cruiseFacts, day, flight as flightFacts, transfer as transferFacts } from "../support/trip-fixtures";
import { createCard } from "../support/wallet-factory";
import { providerPayment } from "../support/pay-in-process";

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

const at = (n: number, time = "12:00:00Z") => `${day(n)}T${time}`;
// The kinds' facts (tests/support/trip-fixtures.ts); each case sets its item's start, which its terms count from.
const flightDetails = (fee: number | null) => ({
  ...flightFacts,
  conditions: { currency: "USD", refundable: fee !== null, refundPenaltyMinor: fee, changeable: false, changePenaltyMinor: null },
});

type Item = {
  kind: "STAY" | "ACTIVITY" | "FLIGHT" | "CAR" | "TRANSFER" | "CRUISE";
  productCode: string;
  title: string;
  startsAt: string;
  endsAt: string;
  details: object;
  terms: object;
  totalMinor: number;
};

const stay = (policy: string, freeCancelDays: number, n: number, totalMinor = 40_000, placeZone?: string): Item => ({
  kind: "STAY",
  productCode: "HLT",
  title: "Test hotel",
  startsAt: `${day(n)}T00:00:00Z`,
  endsAt: `${day(n + 2)}T00:00:00Z`,
  details: { timeZone: "Europe/Paris" },
  // Booked since issue #51's zone fix, the terms name the place's zone whose calendar their days are (lib/terms/catalogue.ts).
  terms: placeZone ? { policy, freeCancelDays, timeZone: placeZone } : { policy, freeCancelDays },
  totalMinor,
});
const activity = (n: number): Item => ({
  kind: "ACTIVITY",
  productCode: "ACT",
  title: "Food tour",
  startsAt: `${day(n)}T10:00:00Z`,
  endsAt: `${day(n)}T13:00:00Z`,
  details: { timeZone: "Europe/Lisbon", guests: 2 },
  terms: { policy: "FREE_CANCELLATION", freeCancelDays: 1 },
  totalMinor: 12_000,
});
const flight = (n: number, fee: number | null, totalMinor = 15_006): Item => ({
  kind: "FLIGHT",
  productCode: "FLT",
  title: "London (LHR) → New York (JFK)",
  startsAt: `${day(n)}T09:40:00+00:00`,
  endsAt: `${day(n)}T17:35:00+00:00`,
  details: flightDetails(fee),
  terms: {
    refundable: fee !== null,
    freeUntil: fee === 0 ? `${day(n)}T09:40:00Z` : null,
    afterShareBps: fee ? Math.round(((totalMinor - fee) * 10_000) / totalMinor) : 0,
    changeable: false,
  },
  totalMinor,
});
const supplier = (kind: "CAR" | "TRANSFER", freeUntilDay: number, n: number): Item => ({
  kind,
  productCode: kind === "CAR" ? "CAR" : "TRF",
  title: kind === "CAR" ? "Toyota Corolla or similar" : "Private transfer",
  startsAt: at(n, "17:00:00Z"),
  endsAt: at(n + 3, "17:00:00Z"),
  details: kind === "CAR" ? carFacts : transferFacts,
  terms: { refundable: true, freeUntil: at(freeUntilDay, "17:00:00Z"), afterShareBps: 5_000, changeable: false },
  totalMinor: 9_000,
});
const cruise = (n: number): Item => ({
  kind: "CRUISE",
  productCode: "CRU",
  title: "7 nights on Sea Pearl",
  startsAt: at(n, "15:00:00Z"),
  endsAt: at(n + 7, "08:00:00Z"),
  details: cruiseFacts,
  terms: cruiseTerms(cruiseSchedule(at(n, "15:00:00Z"))),
  totalMinor: 120_000,
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** An instant `ms` from now, to the second. */
const fromNow = (ms: number) => new Date(Math.floor((Date.now() + ms) / 1000) * 1000).toISOString();
/** The kinds whose terms run to instants, starting `ms` from now: the moment of the test is `ms` before their start. */
const startingIn = {
  flight: (ms: number, fee: number | null): Item => {
    const f = flight(0, fee);
    const startsAt = fromNow(ms);
    return {
      ...f,
      startsAt,
      endsAt: fromNow(ms + 8 * HOUR),
      terms: { ...f.terms, freeUntil: fee === 0 ? startsAt : null },
    };
  },
  car: (ms: number): Item => ({
    ...supplier("CAR", 0, 0),
    startsAt: fromNow(ms),
    endsAt: fromNow(ms + 3 * DAY),
    terms: { refundable: true, freeUntil: fromNow(ms - 2 * DAY), afterShareBps: 5_000, changeable: false },
  }),
  transfer: (ms: number): Item => ({
    ...supplier("TRANSFER", 0, 0),
    startsAt: fromNow(ms),
    endsAt: fromNow(ms + 2 * HOUR),
    terms: { refundable: true, freeUntil: fromNow(ms - DAY), afterShareBps: 0, changeable: false },
  }),
  cruise: (ms: number): Item => ({ ...cruise(0), startsAt: fromNow(ms), endsAt: fromNow(ms + 7 * DAY), terms: cruiseTerms(cruiseSchedule(fromNow(ms))) }),
};

/** A confirmed order as a checkout leaves it: the card charge and each wallet card's REDEEM entry. */
async function order(
  owner: { userId: number } | { guestEmail: string },
  orgId: number,
  productCode: string,
  items: Item[],
  wallet: { id: number; amountMinor: number }[],
) {
  const reference = `TS-${randomBytes(4).toString("hex").toUpperCase()}`;
  const total = items.reduce((s, i) => s + i.totalMinor, 0);
  const walletMinor = wallet.reduce((s, w) => s + w.amountMinor, 0);
  const money = { currency: "USD", memberCurrency: "USD", rateUsed: "1" };
  // The card's part is a real payment at the provider (the Stripe stand-in), so cancelling refunds it there.
  const charge = await providerPayment(reference, total - walletMinor);
  await testDb().order.create({
    data: {
      reference,
      orgId,
      ...("userId" in owner ? { userId: owner.userId } : { guestEmail: owner.guestEmail }),
      productCode,
      checkIn: new Date(`${items[0]!.startsAt.slice(0, 10)}T00:00:00Z`),
      checkOut: new Date(`${items.at(-1)!.endsAt.slice(0, 10)}T00:00:00Z`),
      status: "CONFIRMED",
      ...money,
      subtotalMinor: total,
      taxesMinor: 0,
      feesMinor: 0,
      totalMinor: total,
      walletAppliedMinor: walletMinor,
      cardPaidMinor: total - walletMinor,
      memberTotalMinor: total,
      traveler: { traveler: { title: 2, firstName: "Tom", lastName: "Tripper", email: "tom@example.test" } },
      payments: {
        create: {
          provider: "stripe",
          providerRef: charge.providerRef,
          idempotencyKey: `charge:${reference}`,
          amountMinor: total - walletMinor,
          currency: "USD",
          status: "APPROVED",
          last4: "4242",
        },
      },
      items: {
        create: items.map((i) => ({
          ...i,
          ...money,
          // No supplier reference: the supplier's own cancel is its suite's; here only the terms and the money count.
          supplier: i.kind === "STAY" || i.kind === "ACTIVITY" ? "catalogue" : "sandbox",
          supplierRef: null,
          startsAt: new Date(i.startsAt),
          endsAt: new Date(i.endsAt),
          baseMinor: i.totalMinor,
          taxesMinor: 0,
          feesMinor: 0,
          memberTotalMinor: i.totalMinor,
          travellers: [{ title: 2, firstName: "Tom", lastName: "Tripper" }],
          status: "CONFIRMED",
        })),
      },
    },
  });
  const r = await testDb().order.findUniqueOrThrow({ where: { reference } });
  for (const w of wallet) {
    const card = await testDb().paymentCard.update({ where: { id: w.id }, data: { balanceMinor: { decrement: w.amountMinor } } });
    await testDb().walletLedger.create({
      data: {
        cardId: w.id,
        kind: "REDEEM",
        amountMinor: w.amountMinor,
        balanceBefore: card.balanceMinor + w.amountMinor,
        balanceAfter: card.balanceMinor,
        reservationId: r.id,
        bookingRef: reference,
      },
    });
    if (card.type === "CERTIFICATE") await testDb().paymentCard.update({ where: { id: w.id }, data: { status: "USED" } });
  }
  return reference;
}

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

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const norm = (s: string) => s.replace(/\s+/g, " ");

/** The engine's words in English, dates on the organisation's clock, as the pages under test write them. */
const englishWords = (timeZone: string): TermsWords => ({
  t: sharedTranslator({ locale: "en-US", messages: en, timeZone, namespace: "Terms" }) as unknown as TermsT,
  format: createFormatter({ locale: "en-US", timeZone }),
  money: (minor, currency) => formatMoney(minor, currency, "en-US"),
});

/** A signed-in member reading in English, their organisation, and the engine's words for it. */
async function member() {
  const user = await createUser({ planStatus: "ACTIVE" });
  const login = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  const cookies = { "next-auth.session-token": setCookies(login)["next-auth.session-token"]!, lan_code: "en-US" };
  const org = await testDb().organization.findUniqueOrThrow({ where: { id: user.orgId } });
  return { user, cookies, org, words: englishWords(org.timeZone) };
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
    const words = englishWords(org.timeZone);
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
