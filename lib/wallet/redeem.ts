import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { orgCertificateCardCode } from "./cards";
import type { WalletPlan } from "./plan";
import { FULL_REFUND, walletRestore, type RefundShare } from "@/lib/booking/refund-policy";

/**
 * The redemption ledger. Every balance movement is a conditional UPDATE (never read-modify-write) plus a WalletLedger
 * row with the balance before and after, the booking reference and the actor, inside the booking's transaction:
 *   HOLD    with the room/slot hold — the balance goes down, or the whole hold rolls back;
 *   REDEEM  when the booking is confirmed (no movement: the held amount is now spent);
 *   RELEASE when the card payment fails — the held amount goes back;
 *   REFUND  when the booking is cancelled — the cancellation policy's share of the spent amount goes back (none for
 *           a non-refundable booking; a certificate only when everything is refunded), with the original expiry.
 * A certificate is spent whole: its hold marks it USED, so 100 concurrent bookings with it succeed exactly once.
 */

type Tx = Prisma.TransactionClient;
type Booking = { reservationId: number; reference: string; actorId: number | null; userId: number; orgId: number };

export const WALLET_CHANGED =
  "Your wallet changed: a card you chose was already used or no longer covers this amount. Please review your wallet and try again.";

async function ledger(
  tx: Tx,
  row: {
    cardId: number;
    kind: "ISSUE" | "HOLD" | "REDEEM" | "RELEASE" | "REFUND";
    amountMinor: number;
    balanceBefore: number;
    balanceAfter: number;
    b: Pick<Booking, "reservationId" | "reference" | "actorId">;
    note?: string;
  },
) {
  await tx.walletLedger.create({
    data: {
      cardId: row.cardId,
      kind: row.kind,
      amountMinor: row.amountMinor,
      balanceBefore: row.balanceBefore,
      balanceAfter: row.balanceAfter,
      reservationId: row.b.reservationId,
      bookingRef: row.b.reference,
      actorId: row.b.actorId,
      note: row.note ?? null,
    },
  });
}

/** An organisation certificate becomes the member's card at booking: once per member (the unique card code). */
async function issueOrgCertificate(tx: Tx, use: WalletPlan["uses"][number], b: Booking): Promise<number> {
  const cert = use.orgCertificate!;
  const code = orgCertificateCardCode(cert.id, b.userId);
  const rows = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO "PaymentCard" ("orgId", "userId", type, "cardCode", "proCode", services, status, currency, "amountMinor", "balanceMinor", "issuedById")
    VALUES (${b.orgId}, ${b.userId}, 'CERTIFICATE'::"CardType", ${code}, ${cert.name}, ARRAY[${cert.payment_product_code}]::text[], 'ACTIVE'::"CardStatus", ${cert.payment_card_currency}, ${cert.redemption_price_minor}, ${cert.redemption_price_minor}, NULL)
    ON CONFLICT ("orgId", "cardCode") DO NOTHING
    RETURNING id`;
  if (rows.length !== 1) throw new AppError("CONFLICT", WALLET_CHANGED);
  await ledger(tx, {
    cardId: rows[0]!.id,
    kind: "ISSUE",
    amountMinor: cert.redemption_price_minor,
    balanceBefore: 0,
    balanceAfter: cert.redemption_price_minor,
    b,
    note: `Organisation certificate ${cert.id}`,
  });
  return rows[0]!.id;
}

/** Takes each planned debit off its card, or throws CONFLICT (rolling back the booking's hold with it). */
export async function holdWallet(tx: Tx, plan: WalletPlan, b: Booking): Promise<void> {
  for (const use of plan.uses) {
    const cardId = use.cardId ?? (await issueOrgCertificate(tx, use, b));
    const rows = await tx.$queryRaw<{ balanceMinor: number }[]>`
      UPDATE "PaymentCard"
      SET "balanceMinor" = "balanceMinor" - ${use.debitMinor},
          status = CASE WHEN type = 'CERTIFICATE'::"CardType" THEN 'USED'::"CardStatus" ELSE status END
      WHERE id = ${cardId} AND "userId" = ${b.userId} AND "orgId" = ${b.orgId} AND status = 'ACTIVE'::"CardStatus"
        AND "balanceMinor" >= ${use.debitMinor} AND ("expiresAt" IS NULL OR "expiresAt" > now())
      RETURNING "balanceMinor"`;
    if (rows.length !== 1) throw new AppError("CONFLICT", WALLET_CHANGED);
    const after = rows[0]!.balanceMinor;
    await ledger(tx, { cardId, kind: "HOLD", amountMinor: use.debitMinor, balanceBefore: after + use.debitMinor, balanceAfter: after, b });
  }
}

async function heldRows(tx: Tx, reservationId: number, kind: "HOLD" | "REDEEM") {
  return tx.walletLedger.findMany({
    where: { reservationId, kind },
    include: { card: { select: { balanceMinor: true, type: true, cardCode: true, currency: true } } },
    orderBy: { id: "asc" },
  });
}

/**
 * The booking is confirmed: each hold is now a redemption (no movement: the balance before and after is the card's
 * balance now). One statement whatever the holds — none, for most bookings — instead of reading them through the
 * client and writing each: every confirmation runs this, and each client statement costs its query compiler CPU.
 */
export async function confirmWallet(tx: Tx, b: Pick<Booking, "reservationId" | "reference" | "actorId">): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "WalletLedger" ("cardId", kind, "amountMinor", "balanceBefore", "balanceAfter", "reservationId", "bookingRef", "actorId", note)
    SELECT h."cardId", 'REDEEM'::"LedgerKind", h."amountMinor", c."balanceMinor", c."balanceMinor", ${b.reservationId}::int, ${b.reference}::text, ${b.actorId}::int, NULL
    FROM "WalletLedger" h JOIN "PaymentCard" c ON c.id = h."cardId"
    WHERE h."reservationId" = ${b.reservationId} AND h.kind = 'HOLD'::"LedgerKind"
    ORDER BY h.id`;
}

/** What one wallet card got back from a cancellation (amounts in the card's own currency). */
export type WalletRestoration = {
  cardId: number;
  type: string;
  cardCode: string;
  currency: string;
  spentMinor: number;
  restoredMinor: number;
  restored: boolean;
};

async function giveBack(
  tx: Tx,
  kind: "RELEASE" | "REFUND",
  from: "HOLD" | "REDEEM",
  b: Pick<Booking, "reservationId" | "reference" | "actorId">,
  share: RefundShare,
): Promise<WalletRestoration[]> {
  const out: WalletRestoration[] = [];
  for (const h of await heldRows(tx, b.reservationId, from)) {
    const amount = walletRestore(h.card, h.amountMinor, share);
    out.push({
      cardId: h.cardId,
      type: h.card.type,
      cardCode: h.card.cardCode,
      currency: h.card.currency,
      spentMinor: h.amountMinor,
      restoredMinor: amount,
      restored: amount > 0,
    });
    if (amount === 0) continue;
    // Status back to ACTIVE (a certificate was USED); the expiry is left as it was: the original one.
    const rows = await tx.$queryRaw<{ balanceMinor: number }[]>`
      UPDATE "PaymentCard" SET "balanceMinor" = "balanceMinor" + ${amount},
        status = CASE WHEN status = 'USED'::"CardStatus" THEN 'ACTIVE'::"CardStatus" ELSE status END
      WHERE id = ${h.cardId} RETURNING "balanceMinor"`;
    const after = rows[0]!.balanceMinor;
    await ledger(tx, { cardId: h.cardId, kind, amountMinor: amount, balanceBefore: after - amount, balanceAfter: after, b });
  }
  return out;
}

/** The card payment failed: what was held goes back, all of it. Call before the pending reservation is removed. */
export async function releaseWallet(tx: Tx, b: Pick<Booking, "reservationId" | "reference" | "actorId">): Promise<number> {
  return (await giveBack(tx, "RELEASE", "HOLD", b, FULL_REFUND)).reduce((sum, r) => sum + r.restoredMinor, 0);
}

/**
 * The booking is cancelled: the cancellation policy's share of what was redeemed goes back to each card, with its
 * original expiry (lib/booking/refund-policy.ts). Says per card what was restored.
 */
export function refundWallet(tx: Tx, b: Pick<Booking, "reservationId" | "reference" | "actorId">, share: RefundShare): Promise<WalletRestoration[]> {
  return giveBack(tx, "REFUND", "REDEEM", b, share);
}
