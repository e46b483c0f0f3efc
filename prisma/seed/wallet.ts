import type { PrismaClient } from "../../lib/generated/prisma/client";

/**
 * Demo wallet (docs/wallet.md): the demo member's certificates, discount card and cash card in each organisation,
 * and the organisations' own certificates. Only what the organisation site enables; created once (by card code), so
 * a re-seed never tops up what the member has spent.
 */
const DAY = 86_400_000;

type DemoCard = {
  code: string;
  type: "CERTIFICATE" | "DISCOUNT_CARD" | "CASH_CARD";
  name: string;
  services: string[];
  amountMinor: number;
  days: number | null;
  status?: "ACTIVE" | "INACTIVE" | "EXPIRED";
};

const DEMO_CARDS: DemoCard[] = [
  { code: "DEMO-CERT-HOTEL", type: "CERTIFICATE", name: "Hotel night certificate", services: ["HLT", "RST", "STY"], amountMinor: 7_500, days: 180 },
  { code: "DEMO-CERT-ACT", type: "CERTIFICATE", name: "Activity certificate", services: ["ACT"], amountMinor: 3_000, days: 90 },
  { code: "DEMO-CERT-OLD", type: "CERTIFICATE", name: "Last year's certificate", services: ["HLT"], amountMinor: 5_000, days: -30, status: "EXPIRED" },
  { code: "DEMO-DISC-TRAVEL", type: "DISCOUNT_CARD", name: "Travel discount card", services: ["HLT", "ACT", "RST", "STY"], amountMinor: 2_500, days: 365 },
  { code: "DEMO-CASH", type: "CASH_CARD", name: "Cash card", services: [], amountMinor: 15_000, days: null },
];

const ORG_CERTIFICATES: Record<string, { name: string; product: string; priceMinor: number }[]> = {
  // Only the partner: there a member without an activity certificate is asked to choose one (SPEC §5); the default
  // site books activities without that step.
  partner: [
    { name: "Blue Lagoon activity certificate", product: "ACT", priceMinor: 1_500 },
    { name: "Blue Lagoon gold activity certificate", product: "ACT", priceMinor: 2_500 },
  ],
};

const OPTION_OF = { CERTIFICATE: "Certificates", DISCOUNT_CARD: "Discount Cards", CASH_CARD: "Cash Card" } as const;

export async function seedWallet(db: PrismaClient, org: { id: number; slug: string; walletOptions: string }): Promise<void> {
  const member = await db.user.findUnique({ where: { orgId_email: { orgId: org.id, email: "member@demo.test" } }, select: { id: true } });
  const options = org.walletOptions.split(",").map((s) => s.trim());
  if (member) {
    for (const c of DEMO_CARDS.filter((c) => options.includes(OPTION_OF[c.type]))) {
      if (await db.paymentCard.findUnique({ where: { orgId_cardCode: { orgId: org.id, cardCode: c.code } } })) continue;
      await db.paymentCard.create({
        data: {
          orgId: org.id,
          userId: member.id,
          type: c.type,
          cardCode: c.code,
          proCode: c.name,
          services: c.services,
          status: c.status ?? "ACTIVE",
          currency: "USD",
          amountMinor: c.amountMinor,
          balanceMinor: c.amountMinor,
          expiresAt: c.days === null ? null : new Date(Date.now() + c.days * DAY),
          ledger: { create: { kind: "ISSUE", amountMinor: c.amountMinor, balanceBefore: 0, balanceAfter: c.amountMinor, note: "Demo data" } },
        },
      });
    }
  }
  if (!options.includes("Certificates")) return;
  for (const c of ORG_CERTIFICATES[org.slug] ?? []) {
    const exists = await db.orgCertificate.findFirst({ where: { orgId: org.id, name: c.name } });
    if (!exists)
      await db.orgCertificate.create({
        data: { orgId: org.id, name: c.name, payment_product_code: c.product, payment_card_currency: "USD", payment_card_redemption_price: c.priceMinor },
      });
  }
}
