/** Wallet cards and organisation certificates, created by each test for its own member. */
import { randomBytes } from "node:crypto";
import { testDb } from "./factories";

export type TestCard = {
  type?: "CERTIFICATE" | "DISCOUNT_CARD" | "CASH_CARD";
  services?: string[];
  amountMinor?: number;
  balanceMinor?: number;
  status?: "ACTIVE" | "INACTIVE" | "EXPIRED" | "USED";
  currency?: string;
  expiresAt?: Date | null;
  code?: string;
};

export async function createCard(user: { id: number; orgId: number }, c: TestCard = {}) {
  const amount = c.amountMinor ?? 5_000;
  return testDb().paymentCard.create({
    data: {
      orgId: user.orgId,
      userId: user.id,
      type: c.type ?? "CERTIFICATE",
      cardCode: c.code ?? `T${randomBytes(5).toString("hex").toUpperCase()}`,
      services: c.services ?? (c.type === "CASH_CARD" ? [] : ["HLT"]),
      status: c.status ?? "ACTIVE",
      currency: c.currency ?? "USD",
      amountMinor: amount,
      balanceMinor: c.balanceMinor ?? amount,
      expiresAt: c.expiresAt === undefined ? new Date(Date.now() + 200 * 86_400_000) : c.expiresAt,
    },
  });
}

export async function createOrgCertificate(orgId: number, c: { product?: string; priceMinor?: number; name?: string; currency?: string } = {}) {
  return testDb().orgCertificate.create({
    data: {
      orgId,
      name: c.name ?? "Welcome certificate",
      payment_product_code: c.product ?? "HLT",
      payment_card_currency: c.currency ?? "USD",
      payment_card_redemption_price: c.priceMinor ?? 5_000,
    },
  });
}

export async function cardState(id: number) {
  const card = await testDb().paymentCard.findUniqueOrThrow({ where: { id }, include: { ledger: { orderBy: { id: "asc" } } } });
  return { status: card.status, balanceMinor: card.balanceMinor, expiresAt: card.expiresAt, kinds: card.ledger.map((l) => l.kind), ledger: card.ledger };
}
