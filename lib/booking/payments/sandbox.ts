import { createHash } from "node:crypto";
import type { CardInput, ChargeResult, PaymentProvider } from "./provider";

/**
 * Local sandbox with the usual test cards:
 *   4242 4242 4242 4242 approves · 4000 0000 0000 0002 is declined · 4000 0000 0000 9995 has insufficient funds.
 * Any other number that passes the Luhn check approves; one that fails it is invalid. The expiry must be in the future.
 */
export const SANDBOX_CARDS = { approve: "4242424242424242", decline: "4000000000000002", insufficientFunds: "4000000000009995" } as const;

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
  if (digits === SANDBOX_CARDS.decline) return { status: "DECLINED", reason: "CARD_DECLINED", last4 };
  if (digits === SANDBOX_CARDS.insufficientFunds) return { status: "DECLINED", reason: "INSUFFICIENT_FUNDS", last4 };
  return { status: "APPROVED", providerRef: "", last4: last4! };
}

export const sandboxProvider: PaymentProvider = {
  name: "sandbox",
  async charge({ card, idempotencyKey }) {
    const result = assessCard(card);
    // The reference derives from the idempotency key, so a retried charge is recognisably the same charge.
    return result.status === "APPROVED"
      ? { ...result, providerRef: `sbx_ch_${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 20)}` }
      : result;
  },
  async refund({ idempotencyKey }) {
    return { providerRef: `sbx_re_${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 20)}` };
  },
};
