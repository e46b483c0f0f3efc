import { db } from "@/lib/db";
import type { OrgCertificate, PaymentCard } from "@/lib/generated/prisma/client";
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

/** The organisation's active certificates (in one currency, if given), the dearest first: what its members are offered. */
export function loadOrgCertificateRows(orgId: number, currency?: string): Promise<OrgCertificate[]> {
  return db.orgCertificate.findMany({
    where: { orgId, active: true, ...(currency ? { payment_card_currency: currency } : {}) },
    orderBy: [{ payment_card_redemption_price: "desc" }, { id: "asc" }],
    take: 100,
  });
}

/**
 * The organisation's certificates (SPEC §3 org-level fields) as a member is offered them: optionally for one product
 * (exact or contained code) and one currency, and without those already issued to the member (`issuedCodes`: the
 * card codes the member holds).
 */
export function orgCertificateViews(
  rows: readonly OrgCertificate[],
  opts: { product?: string; currency?: string; userId?: number; issuedCodes?: ReadonlySet<string>; units: MinorUnits },
): OrgCertificateView[] {
  const product = opts.product?.toLowerCase();
  return rows
    .filter((r) => !opts.currency || r.payment_card_currency === opts.currency)
    .filter((r) => !product || r.payment_product_code === opts.product || r.payment_product_code.toLowerCase().includes(product))
    .filter((r) => !opts.userId || !opts.issuedCodes?.has(orgCertificateCardCode(r.id, opts.userId)))
    .map((r) => ({
      id: r.id,
      name: r.name,
      payment_product_code: r.payment_product_code,
      payment_card_currency: r.payment_card_currency,
      payment_card_redemption_price: toMajor(r.payment_card_redemption_price, r.payment_card_currency, opts.units),
      redemption_price_minor: r.payment_card_redemption_price,
    }));
}

/** The organisation's certificates for a filter, read afresh, without those this member has already been given. */
export async function loadOrgCertificates(
  orgId: number,
  opts: { product?: string; currency?: string; userId?: number; units: MinorUnits },
): Promise<OrgCertificateView[]> {
  const rows = await loadOrgCertificateRows(orgId, opts.currency);
  // No certificates, nothing to look up (a query with an empty list still costs a round trip).
  const issued =
    opts.userId && rows.length > 0
      ? await db.paymentCard.findMany({
          where: { orgId, userId: opts.userId, cardCode: { in: rows.map((r) => orgCertificateCardCode(r.id, opts.userId!)) } },
          select: { cardCode: true },
        })
      : [];
  return orgCertificateViews(rows, { ...opts, issuedCodes: new Set(issued.map((c) => c.cardCode)) });
}
