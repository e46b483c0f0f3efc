import { createHash } from "node:crypto";
import type { CardInput, ChargeResult, DeclineReason, PaymentProvider, SaveCardResult } from "./provider";

/**
 * Local sandbox with the usual test cards:
 *   4242 4242 4242 4242 approves · 4000 0000 0000 0002 is declined · 4000 0000 0000 9995 has insufficient funds ·
 *   4000 0000 0000 0341 is kept for paying later, then declined when charged (as Stripe's card of that number).
 * Any other number that passes the Luhn check approves; one that fails it is invalid. The expiry must be in the future.
 */
export const SANDBOX_CARDS = {
  approve: "4242424242424242",
  decline: "4000000000000002",
  insufficientFunds: "4000000000009995",
  declineWhenCharged: "4000000000000341",
} as const;

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "MM/YY" still valid this month (cards expire at the end of their month). */
export function expiryValid(expiry: string, now = new Date()): boolean {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

export function assessCard(card: CardInput, now = new Date()): ChargeResult {
  const digits = card.number.replace(/\D/g, "");
  const last4 = digits.length >= 4 ? digits.slice(-4) : null;
  if (!luhnValid(digits) || !/^\d{3,4}$/.test(card.cvc.trim())) return { status: "DECLINED", reason: "INVALID_CARD", last4 };
  if (!expiryValid(card.expiry, now)) return { status: "DECLINED", reason: "EXPIRED_CARD", last4 };
  if (digits === SANDBOX_CARDS.decline || digits === SANDBOX_CARDS.declineWhenCharged) return { status: "DECLINED", reason: "CARD_DECLINED", last4 };
  if (digits === SANDBOX_CARDS.insufficientFunds) return { status: "DECLINED", reason: "INSUFFICIENT_FUNDS", last4 };
  return { status: "APPROVED", providerRef: "", last4: last4! };
}

const hash = (key: string) => createHash("sha256").update(key).digest("hex").slice(0, 20);
const ref = (prefix: string, key: string) => `${prefix}_${hash(key)}`;

/**
 * A kept card's reference carries what the sandbox needs to answer its later charge as a provider would, since the
 * sandbox keeps no state: how the card behaves when charged, its expiry and last four digits —
 * sbx_pm_<ok|decline|funds>_<MMYY>_<last4>_<hash>.
 */
function keptCardRef(card: CardInput, last4: string, key: string): string {
  const digits = card.number.replace(/\D/g, "");
  const behaviour = digits === SANDBOX_CARDS.declineWhenCharged ? "decline" : digits === SANDBOX_CARDS.insufficientFunds ? "funds" : "ok";
  const [mm, yy] = card.expiry.replace(/\s/g, "").split("/");
  return `sbx_pm_${behaviour}_${mm}${yy}_${last4}_${hash(key)}`;
}

/** What charging a kept card gives: its behaviour, or an expiry passed since it was kept. */
export function assessKeptCard(
  methodRef: string,
  now = new Date(),
): { status: "APPROVED"; last4: string } | { status: "DECLINED"; reason: DeclineReason; last4: string | null } {
  const m = /^sbx_pm_(ok|decline|funds)_(\d{2})(\d{2})_(\d{4})_[0-9a-f]{20}$/.exec(methodRef);
  if (!m) return { status: "DECLINED", reason: "INVALID_CARD", last4: null };
  const [, behaviour, mm, yy, last4] = m as unknown as [string, string, string, string, string];
  if (!expiryValid(`${mm}/${yy}`, now)) return { status: "DECLINED", reason: "EXPIRED_CARD", last4 };
  if (behaviour === "decline") return { status: "DECLINED", reason: "CARD_DECLINED", last4 };
  if (behaviour === "funds") return { status: "DECLINED", reason: "INSUFFICIENT_FUNDS", last4 };
  return { status: "APPROVED", last4 };
}

export const sandboxProvider: PaymentProvider = {
  name: "sandbox",
  async charge({ card, idempotencyKey }) {
    const result = assessCard(card);
    // The reference derives from the idempotency key, so a retried charge is recognisably the same charge.
    return result.status === "APPROVED" ? { ...result, providerRef: ref("sbx_ch", idempotencyKey) } : result;
  },
  async refund({ idempotencyKey }) {
    return { providerRef: ref("sbx_re", idempotencyKey) };
  },
  // Keeping a card checks it as a charge would, without the funds: a card short of money, or one that the bank will
  // refuse later, is kept and fails when charged.
  async saveCard({ card, idempotencyKey }): Promise<SaveCardResult> {
    const digits = card.number.replace(/\D/g, "");
    const result = assessCard(card);
    const failsLater =
      (digits === SANDBOX_CARDS.declineWhenCharged && result.status === "DECLINED" && result.reason === "CARD_DECLINED") ||
      (result.status === "DECLINED" && result.reason === "INSUFFICIENT_FUNDS");
    if (result.status === "DECLINED" && !failsLater) return result;
    const last4 = digits.slice(-4);
    return { status: "SAVED", methodRef: keptCardRef(card, last4, idempotencyKey), last4 };
  },
  async chargeSaved({ methodRef, idempotencyKey }): Promise<ChargeResult> {
    const result = assessKeptCard(methodRef);
    return result.status === "APPROVED" ? { ...result, providerRef: ref("sbx_ch", idempotencyKey) } : result;
  },
};
