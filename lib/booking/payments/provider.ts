/**
 * The payment-provider interface. The default is a local sandbox (sandbox.ts); a real provider implements the same
 * calls. Card data never reaches the database: only the provider's references and the last four digits.
 */
export type CardInput = { number: string; name: string; expiry: string; cvc: string };

export type DeclineReason = "CARD_DECLINED" | "INSUFFICIENT_FUNDS" | "EXPIRED_CARD" | "INVALID_CARD";

export type ChargeResult = { status: "APPROVED"; providerRef: string; last4: string } | { status: "DECLINED"; reason: DeclineReason; last4: string | null };

/** A card the provider keeps for a later charge (a Stripe SetupIntent's payment method): its reference, never the card. */
export type SaveCardResult = { status: "SAVED"; methodRef: string; last4: string } | { status: "DECLINED"; reason: DeclineReason; last4: string | null };

export interface PaymentProvider {
  readonly name: string;
  /** Same idempotency key → same result, whatever the retries. */
  charge(input: { amountMinor: number; currency: string; card: CardInput; idempotencyKey: string }): Promise<ChargeResult>;
  refund(input: { providerRef: string; amountMinor: number; currency: string; idempotencyKey: string }): Promise<{ providerRef: string }>;
  /**
   * Pay later (lib/booking/pay-later.ts): checks the card and keeps it without charging; a provider without these two
   * calls offers no paying later. Same idempotency key → same result.
   */
  saveCard?(input: { card: CardInput; idempotencyKey: string }): Promise<SaveCardResult>;
  /** Charges a kept card (off-session). Same idempotency key → the same charge, never a second one. */
  chargeSaved?(input: { methodRef: string; amountMinor: number; currency: string; idempotencyKey: string }): Promise<ChargeResult>;
}
