import type { StoredPaymentProvider } from "@/lib/payments/provider";

/**
 * The due-charge job (lib/orders/payments/charge-due.ts) against an in-memory stand-in of its two tables, which keeps
 * what the job relies on of PostgreSQL: a conditional update changes a row only if it still matches. What is claimed:
 * "a payment is claimed with a conditional update (DUE → CHARGING), so one run asks the provider for it …; the
 * provider is asked with the key `due:<reference>:<payment id>` …; the outcome is recorded in one transaction …; a provider that
 * does not answer leaves the claim; it is asked again once the claim is STALE_CLAIM_MS old."
 * The same job runs over HTTP against the real database in tests/api/pay-later.test.ts.
 */

type Row = {
  id: number;
  status: string;
  attemptedAt: Date | null;
  methodRef: string | null;
  amountMinor: number;
  currency: string;
  last4: string | null;
  providerRef: string;
  failure: string | null;
  reservationId: number;
};
type Booking = { id: number; reference: string; orgId: number; status: string; dueOn: Date; cardPaidMinor: number; amountDueMinor: number };

const mockStore = { payments: [] as Row[], bookings: [] as Booking[] };

type Where = { id?: number; status?: string; attemptedAt?: Date | null; reservation?: { status: string } };
function matches(p: Row, where: Where): boolean {
  const b = mockStore.bookings.find((x) => x.id === p.reservationId)!;
  return (
    (where.id === undefined || p.id === where.id) &&
    (where.status === undefined || p.status === where.status) &&
    (where.attemptedAt === undefined || (p.attemptedAt?.getTime() ?? null) === (where.attemptedAt?.getTime() ?? null)) &&
    (where.reservation === undefined || b.status === where.reservation.status)
  );
}

const mockDb = {
  payment: {
    // The job's query: DUE, or CHARGING with a claim older than the cut-off, of a confirmed booking due by `lte`.
    findMany: async ({ where }: { where: { OR: [unknown, { attemptedAt: { lt: Date } }]; reservation: { dueOn: { lte: Date } } } }) =>
      mockStore.payments
        .filter((p) => {
          const b = mockStore.bookings.find((x) => x.id === p.reservationId)!;
          const claimable = p.status === "DUE" || (p.status === "CHARGING" && p.attemptedAt! < where.OR[1].attemptedAt.lt);
          return p.methodRef && claimable && b.status === "CONFIRMED" && b.dueOn <= where.reservation.dueOn.lte;
        })
        .map((p) => ({ ...p, reservation: { ...mockStore.bookings.find((b) => b.id === p.reservationId)! } })),
    updateMany: async ({ where, data }: { where: Where; data: Partial<Row> }) => {
      const hit = mockStore.payments.filter((p) => matches(p, where));
      for (const p of hit) Object.assign(p, data);
      return { count: hit.length };
    },
  },
  order: {
    update: async ({ where, data }: { where: { id: number }; data: { cardPaidMinor: { increment: number }; amountDueMinor: number } }) => {
      const b = mockStore.bookings.find((x) => x.id === where.id)!;
      b.cardPaidMinor += data.cardPaidMinor.increment;
      b.amountDueMinor = data.amountDueMinor;
      return b;
    },
  },
  // The order's row lock (lib/orders/order-lock.ts): this stand-in runs one statement at a time anyway.
  $queryRaw: async () => [],
  // One transaction at a time, all or nothing: enough for the job, which writes two rows and an e-mail in it.
  $transaction: async <T>(fn: (tx: unknown) => Promise<T>): Promise<T> => {
    const before = structuredClone(mockStore);
    try {
      return await fn(mockDb);
    } catch (error) {
      Object.assign(mockStore, before);
      throw error;
    }
  },
};

const mockMails: string[] = [];
jest.mock("@/lib/db", () => ({
  get db() {
    return mockDb;
  },
  pool: {},
}));
jest.mock("@/lib/email", () => ({ deliverQueued: async () => "SENT" }));
// Ending unpaid bookings after their grace period is tested over HTTP against the real database (tests/api/pay-later.test.ts).
jest.mock("@/lib/orders/payments/end-unpaid", () => ({ endUnpaidBookings: async () => 0 }));
jest.mock("@/lib/org/get-org-by-host", () => ({
  getOrgById: async (id: number) => ({ id, timeZone: id === 2 ? "America/Los_Angeles" : "Europe/London", name: "Org" }),
}));
jest.mock("@/lib/orders/payments/due-mail", () => ({
  dueChargeMailWriter: async (reservationId: number) => async (_tx: unknown, _charge: unknown, outcome: { status: string }) => {
    mockMails.push(`${reservationId}:${outcome.status}`);
    return mockMails.length;
  },
}));

// jest hoists the mocks above every import; the db's getter reads the stand-in once the module has run.
import { chargeDuePayments, STALE_CLAIM_MS } from "@/lib/orders/payments/charge-due";

function countingProvider(answer: (methodRef: string) => "APPROVED" | "DECLINED" | "THROW" = () => "APPROVED") {
  const calls: string[] = [];
  const provider: StoredPaymentProvider = {
    name: "test",
    refund: async () => ({ providerRef: "re" }),
    chargeSaved: async ({ methodRef, idempotencyKey }) => {
      calls.push(idempotencyKey);
      // Let a concurrent run reach its own claim before this one answers.
      await new Promise((resolve) => setImmediate(resolve));
      const a = answer(methodRef);
      if (a === "THROW") throw new Error("timeout");
      return a === "APPROVED"
        ? { status: "APPROVED", providerRef: `ch_${idempotencyKey}`, last4: "4242" }
        : { status: "DECLINED", reason: "CARD_DECLINED", last4: "0341" };
    },
  };
  return { provider, calls };
}

function book(id: number, dueOn: string, opts: { orgId?: number; status?: string; methodRef?: string } = {}) {
  mockStore.bookings.push({
    id,
    reference: `R${id}`,
    orgId: opts.orgId ?? 1,
    status: "CONFIRMED",
    dueOn: new Date(`${dueOn}T00:00:00Z`),
    cardPaidMinor: 0,
    amountDueMinor: 50_000,
  });
  mockStore.payments.push({
    id: 100 + id,
    status: opts.status ?? "DUE",
    attemptedAt: null,
    methodRef: opts.methodRef ?? "pm_ok",
    amountMinor: 50_000,
    currency: "USD",
    last4: "4242",
    providerRef: "",
    failure: null,
    reservationId: id,
  });
}

const payment = (id: number) => mockStore.payments.find((p) => p.reservationId === id)!;
const booking = (id: number) => mockStore.bookings.find((b) => b.id === id)!;

beforeEach(() => {
  mockStore.payments = [];
  mockStore.bookings = [];
  mockMails.length = 0;
});

describe("charging pay-later bookings on their day", () => {
  const now = new Date("2030-01-17T09:00:00Z");

  it("charges what is due today, once, and records it with the receipt", async () => {
    book(1, "2030-01-17");
    book(2, "2030-01-18");
    const { provider, calls } = countingProvider();
    expect(await chargeDuePayments({ now, provider })).toEqual({ charged: 1, failed: 0, unanswered: 0, ended: 0 });
    expect(calls).toEqual(["due:R1:101"]);
    expect(payment(1)).toMatchObject({ status: "APPROVED", providerRef: "ch_due:R1:101" });
    expect(booking(1)).toMatchObject({ cardPaidMinor: 50_000, amountDueMinor: 0 });
    expect(payment(2).status).toBe("DUE");
    expect(mockMails).toEqual(["1:APPROVED"]);
  });

  it("run twice at once and then again, it asks the provider once and records one charge", async () => {
    book(1, "2030-01-16");
    const { provider, calls } = countingProvider();
    const rounds = await Promise.all([chargeDuePayments({ now, provider }), chargeDuePayments({ now, provider })]);
    await chargeDuePayments({ now, provider });
    expect(calls).toHaveLength(1);
    expect(rounds.map((r) => r.charged).sort()).toEqual([0, 1]);
    expect(booking(1).cardPaidMinor).toBe(50_000);
    expect(mockMails).toEqual(["1:APPROVED"]);
  });

  it("waits for the organisation's own calendar day", async () => {
    // 09:00 UTC on the 17th is still 01:00 on the 17th in Los Angeles, and it is the 16th there until 08:00 UTC.
    book(1, "2030-01-17", { orgId: 2 });
    const { provider } = countingProvider();
    expect((await chargeDuePayments({ now: new Date("2030-01-17T07:00:00Z"), provider })).charged).toBe(0);
    expect((await chargeDuePayments({ now, provider })).charged).toBe(1);
  });

  it("marks a declined charge, keeps the amount due and tells the member; it is not tried again by itself", async () => {
    book(1, "2030-01-17", { methodRef: "pm_declines" });
    const { provider, calls } = countingProvider(() => "DECLINED");
    expect(await chargeDuePayments({ now, provider })).toEqual({ charged: 0, failed: 1, unanswered: 0, ended: 0 });
    expect(payment(1)).toMatchObject({ status: "DECLINED", failure: "CARD_DECLINED" });
    expect(booking(1)).toMatchObject({ cardPaidMinor: 0, amountDueMinor: 50_000 });
    await chargeDuePayments({ now, provider });
    expect(calls).toHaveLength(1);
    expect(mockMails).toEqual(["1:DECLINED"]);
  });

  it("leaves a charge without an answer claimed, and asks again with the same key once the claim is stale", async () => {
    book(1, "2030-01-17");
    let answer: "THROW" | "APPROVED" = "THROW";
    const { provider, calls } = countingProvider(() => answer);
    expect(await chargeDuePayments({ now, provider })).toEqual({ charged: 0, failed: 0, unanswered: 1, ended: 0 });
    expect(payment(1).status).toBe("CHARGING");
    answer = "APPROVED";
    expect((await chargeDuePayments({ now: new Date(now.getTime() + 60_000), provider })).charged).toBe(0);
    expect((await chargeDuePayments({ now: new Date(now.getTime() + STALE_CLAIM_MS + 1), provider })).charged).toBe(1);
    expect(calls).toEqual(["due:R1:101", "due:R1:101"]);
    expect(booking(1).cardPaidMinor).toBe(50_000);
  });

  it("charges nothing that a cancellation released, nor anything of a booking no longer confirmed", async () => {
    book(1, "2030-01-17", { status: "RELEASED" });
    book(2, "2030-01-17");
    booking(2).status = "CANCELLED";
    const { provider, calls } = countingProvider();
    expect((await chargeDuePayments({ now, provider })).charged).toBe(0);
    expect(calls).toEqual([]);
  });
});
