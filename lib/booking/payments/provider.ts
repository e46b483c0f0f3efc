/**
 * The payment-provider interface. The default is a local sandbox (sandbox.ts); a real provider implements the same
 * two calls. Card data never reaches the database: only the provider's reference and the last four digits.
 */
export type CardInput = { number: string; name: string; expiry: string; cvc: string };

export type ChargeResult =
  | { status: "APPROVED"; providerRef: string; last4: string }
  | { status: "DECLINED"; reason: "CARD_DECLINED" | "INSUFFICIENT_FUNDS" | "EXPIRED_CARD" | "INVALID_CARD"; last4: string | null };

export interface PaymentProvider {
  readonly name: string;
  /** Same idempotency key → same result, whatever the retries. */
  charge(input: { amountMinor: number; currency: string; card: CardInput; idempotencyKey: string }): Promise<ChargeResult>;
  refund(input: { providerRef: string; amountMinor: number; currency: string; idempotencyKey: string }): Promise<{ providerRef: string }>;
}
