import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { ZIssueCard, ZIssueOrgCertificate } from "./issue-schemas";

/**
 * Operator issuing (npm run wallet -- issue …): a card to a member, with an ISSUE ledger row in the same transaction,
 * or a certificate to an organisation (SPEC §3 org-level certificate). Amounts are given in major units.
 */
const TYPE = { certificate: "CERTIFICATE", discount: "DISCOUNT_CARD", cash: "CASH_CARD" } as const;

async function orgBySlug(slug: string) {
  const org = await db.organization.findUnique({ where: { slug } });
  if (!org) throw new AppError("NOT_FOUND", `No organisation "${slug}"`);
  return org;
}

async function minorUnits(code: string): Promise<number> {
  const c = await db.currency.findUnique({ where: { code } });
  if (!c) throw new AppError("VALIDATION_FAILED", `Unknown currency ${code}`);
  return c.minorUnits;
}

export async function issueCard(raw: unknown) {
  const input = ZIssueCard.parse(raw);
  const org = await orgBySlug(input.org);
  const user = await db.user.findUnique({ where: { orgId_email: { orgId: org.id, email: input.email } } });
  if (!user) throw new AppError("NOT_FOUND", `No member ${input.email} in ${input.org}`);
  const minor = Math.round(input.amount * 10 ** (await minorUnits(input.currency)));
  const code = input.code ?? `${input.type.slice(0, 4).toUpperCase()}-${randomBytes(4).toString("hex").toUpperCase()}`;
  return db.$transaction(async (tx) => {
    if (await tx.paymentCard.findUnique({ where: { orgId_cardCode: { orgId: org.id, cardCode: code } } }))
      throw new AppError("CONFLICT", `Card code ${code} is already used in ${input.org}`);
    const card = await tx.paymentCard.create({
      data: {
        orgId: org.id,
        userId: user.id,
        type: TYPE[input.type],
        cardCode: code,
        proCode: input.name ?? null,
        services: input.services,
        currency: input.currency,
        amountMinor: minor,
        balanceMinor: minor,
        expiresAt: input.expires ? new Date(`${input.expires}T23:59:59Z`) : null,
        issuedById: input.actor ?? null,
      },
    });
    await tx.walletLedger.create({
      data: {
        cardId: card.id,
        kind: "ISSUE",
        amountMinor: minor,
        balanceBefore: 0,
        balanceAfter: minor,
        actorId: input.actor ?? null,
        note: "Issued by an operator",
      },
    });
    return card;
  });
}

export async function issueOrgCertificate(raw: unknown) {
  const input = ZIssueOrgCertificate.parse(raw);
  const org = await orgBySlug(input.org);
  const minor = Math.round(input.price * 10 ** (await minorUnits(input.currency)));
  return db.orgCertificate.create({
    data: { orgId: org.id, name: input.name, payment_product_code: input.product, payment_card_currency: input.currency, payment_card_redemption_price: minor },
  });
}
