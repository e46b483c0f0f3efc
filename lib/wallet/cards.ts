import { db } from "@/lib/db";
import type { PaymentCard } from "@/lib/generated/prisma/client";
import type { MinorUnits } from "@/lib/locale/convert";
import type { OrgCertificateEntry, SpecCard } from "./rules";

/** A member's card with the spec's fields (SPEC §3) plus what the screens need: its type and exact balance. */
export type WalletCard = SpecCard & { card_type: PaymentCard["type"]; balance_minor: number; amount_minor: number };

export function toMajor(minor: number, currency: string, units: MinorUnits): number {
  return minor / 10 ** (units.get(currency) ?? 2);
}

export function toWalletCard(row: PaymentCard, units: MinorUnits): WalletCard {
  return {
    payment_card_id: row.id,
    card_code: row.cardCode,
    pro_code: row.proCode,
    status: row.status,
    services: row.services,
    card_amount: toMajor(row.balanceMinor, row.currency, units),
    currency: row.currency,
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
    card_type: row.type,
    balance_minor: row.balanceMinor,
    amount_minor: row.amountMinor,
  };
}

/** Every card a member holds in this organisation, soonest expiry first. */
export function loadUserCards(userId: number, orgId: number): Promise<PaymentCard[]> {
  return db.paymentCard.findMany({ where: { userId, orgId }, orderBy: [{ expiresAt: { sort: "asc", nulls: "last" } }, { id: "asc" }], take: 200 });
}

/** The card code an organisation certificate gets once it is issued to a member: one per member, by the unique key. */
export function orgCertificateCardCode(orgCertificateId: number, userId: number): string {
  return `ORG${orgCertificateId}-U${userId}`;
}

export type OrgCertificateView = OrgCertificateEntry & { redemption_price_minor: number };

/**
 * The organisation's active certificates (SPEC §3 org-level fields), optionally for one product (exact or contained
 * code) and without those this member has already been given.
 */
export async function loadOrgCertificates(
  orgId: number,
  opts: { product?: string; currency?: string; userId?: number; units: MinorUnits },
): Promise<OrgCertificateView[]> {
  const rows = await db.orgCertificate.findMany({
    where: { orgId, active: true, ...(opts.currency ? { payment_card_currency: opts.currency } : {}) },
    orderBy: [{ payment_card_redemption_price: "desc" }, { id: "asc" }],
    take: 100,
  });
  const used = opts.userId
    ? new Set(
        (
          await db.paymentCard.findMany({
            where: { orgId, userId: opts.userId, cardCode: { in: rows.map((r) => orgCertificateCardCode(r.id, opts.userId!)) } },
            select: { cardCode: true },
          })
        ).map((c) => c.cardCode),
      )
    : new Set<string>();
  const product = opts.product?.toLowerCase();
  return rows
    .filter((r) => !product || r.payment_product_code === opts.product || r.payment_product_code.toLowerCase().includes(product))
    .filter((r) => !opts.userId || !used.has(orgCertificateCardCode(r.id, opts.userId)))
    .map((r) => ({
      id: r.id,
      name: r.name,
      payment_product_code: r.payment_product_code,
      payment_card_currency: r.payment_card_currency,
      payment_card_redemption_price: toMajor(r.payment_card_redemption_price, r.payment_card_currency, opts.units),
      redemption_price_minor: r.payment_card_redemption_price,
    }));
}
