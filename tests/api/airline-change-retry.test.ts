import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { settleAirlineChange, type AirlineChange, type ChangePayment } from "@/lib/orders/changes/settle-airline-change";
import type { HostedPaymentProvider } from "@/lib/payments/provider";
import { closeTestDb, createUser, testDb } from "../support/factories";

// The orders are made up (no card was charged at the provider): they go, so the money check after the suites finds none.
const made: number[] = [];
afterAll(async () => {
  await testDb().payment.deleteMany({ where: { reservationId: { in: made } } });
  await testDb().order.deleteMany({ where: { id: { in: made } } });
  await db.$disconnect();
  await closeTestDb();
});

/**
 * Issue #53: "Airline calls inside the order lock: a failed database write after the airline accepts could repeat on
 * retry." A paid change (extra bags, another flight) is made by the airline, then recorded; when the record fails, the
 * next settlement (the payer's return, the provider's event, the sweep) must record what the airline made, not ask
 * the airline again — a second add-services call would sell the bags twice, a second confirm would be refused and the
 * paid change refunded although the airline made it.
 */
async function paidChange() {
  const user = await createUser();
  const reference = `AC-${randomBytes(4).toString("hex").toUpperCase()}`;
  const order = await testDb().order.create({
    data: {
      reference,
      orgId: user.orgId,
      userId: user.id,
      productCode: "FLT",
      checkIn: new Date("2031-03-01T00:00:00Z"),
      checkOut: new Date("2031-03-02T00:00:00Z"),
      status: "CONFIRMED",
      currency: "USD",
      memberCurrency: "USD",
      rateUsed: "1",
      subtotalMinor: 0,
      taxesMinor: 0,
      feesMinor: 0,
      totalMinor: 0,
      memberTotalMinor: 0,
      traveler: {},
    },
  });
  made.push(order.id);
  const payment = await testDb().payment.create({
    data: {
      reservationId: order.id,
      provider: "stripe",
      providerRef: "",
      idempotencyKey: `bags:${reference}`,
      amountMinor: 4_000,
      currency: "USD",
      status: "OPEN",
      checkoutRef: `cs_${reference}`,
      change: { bags: 1 },
    },
  });
  return { order: { id: order.id, reference }, payment: payment as ChangePayment };
}

type Locked = { userId: number | null; reference: string; payments: { id: number; status: string }[] };

/** A change whose record fails `failures` times after the airline has made it; counts the airline's calls. */
function flakyChange(failures: number) {
  const calls = { airline: 0, records: 0 };
  const kind: AirlineChange<{ bags: number }, Locked> = {
    param: "bags",
    load: (tx, id) =>
      tx.order.findUniqueOrThrow({ where: { id }, select: { userId: true, reference: true, payments: { select: { id: true, status: true } } } }),
    stillAllowed: () => true,
    withAirline: async () => void calls.airline++,
    apply: async (tx, _r, _change, { paid }) => {
      if (++calls.records <= failures) throw new Error("the record failed");
      await tx.payment.update({ where: { id: paid.paymentId }, data: { status: "APPROVED", providerRef: paid.providerRef } });
      return { emailId: null };
    },
    undoKey: "test-undo:",
    refusedLog: "test: refused",
    unrefundedLog: "test: not refunded",
  };
  return { kind, calls };
}

const paidProvider = () => {
  const refunds: unknown[] = [];
  const provider = {
    readCheckout: async () => ({ status: "PAID", paymentRef: "pi_test", last4: "4242", amountMinor: 4_000, currency: "USD" }),
    refund: async (input: unknown) => (refunds.push(input), { providerRef: "re_test" }),
  } as unknown as HostedPaymentProvider;
  return { provider, refunds };
};

describe("a paid airline change whose record failed", () => {
  it("is recorded on the next settlement without asking the airline again, and nothing is refunded", async () => {
    const { order, payment } = await paidChange();
    const { kind, calls } = flakyChange(1);
    const { provider, refunds } = paidProvider();

    await expect(settleAirlineChange(kind, payment, order, provider, false)).rejects.toThrow("the record failed");
    expect(calls).toEqual({ airline: 1, records: 1 });
    // The airline's yes is kept although the record was rolled back; the payment still waits.
    const noted = await testDb().payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(noted.status).toBe("OPEN");
    expect(noted.change).toMatchObject({ bags: 1, airlineMadeAt: expect.any(String) });

    const settled = await settleAirlineChange(kind, payment, order, provider, false);
    expect(settled).toMatchObject({ status: "CHANGE", outcome: "CHANGED" });
    expect(calls).toEqual({ airline: 1, records: 2 });
    expect(refunds).toEqual([]);
    expect(await testDb().payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "APPROVED", providerRef: "pi_test" });
  });

  it("is not noted as made when the airline never answered yes: the next try asks it", async () => {
    const { order, payment } = await paidChange();
    const { kind, calls } = flakyChange(0);
    let refusals = 1;
    kind.withAirline = async () => {
      calls.airline++;
      if (refusals-- > 0) throw new Error("timeout");
    };
    const { provider, refunds } = paidProvider();
    // A refusal gives the payment back and ends the change.
    expect(await settleAirlineChange(kind, payment, order, provider, false)).toMatchObject({ outcome: "REFUNDED" });
    expect(refunds).toHaveLength(1);
    const row = await testDb().payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(row.change).not.toHaveProperty("airlineMadeAt");
    expect(calls).toEqual({ airline: 1, records: 0 });
  });
});
