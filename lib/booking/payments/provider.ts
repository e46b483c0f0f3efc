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

/**
 * What a hosted checkout came to (HostedPaymentProvider.readCheckout). OPEN: no card yet, or one waiting for its bank's
 * 3-D Secure challenge; FAILED: the last card was refused and the page is still open for another; EXPIRED: the page
 * closed unpaid. `paymentRef` is what refunds take; `methodRef` the kept card, what chargeSaved takes.
 */
export type CheckoutOutcome =
  | { status: "PAID"; paymentRef: string; methodRef: string | null; last4: string; amountMinor: number; currency: string }
  | { status: "KEPT"; methodRef: string; last4: string }
  | { status: "OPEN" }
  | { status: "FAILED"; reason: DeclineReason; code: string; last4: string | null }
  | { status: "EXPIRED" };

/** A hosted checkout to send the payer to: the card is typed on the provider's page at `url`, never on ours. */
export type HostedCheckout = { sessionId: string; url: string };

type CheckoutPage = {
  /** Our order's reference, kept on the provider's side for reconciliation. */
  reference: string;
  /** Where the provider sends the payer back; `{CHECKOUT_SESSION_ID}` is replaced by the session's id. */
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
  /** The page's language (e.g. "en", "ar"). */
  locale?: string;
  /** The name the page shows as the merchant (the organisation's). */
  merchantName?: string;
  /** When the page closes unpaid (the provider allows 30 minutes to 24 hours); the provider's default without it. */
  expiresAt?: Date;
  /** Same key → the same checkout, never a second one. */
  idempotencyKey: string;
};

export type ProviderCharge = {
  id: string;
  paymentRef: string | null;
  status: string;
  amountMinor: number;
  capturedMinor: number;
  refundedMinor: number;
  currency: string;
  created: Date;
};
export type ProviderRefund = { id: string; paymentRef: string | null; status: string | null; amountMinor: number; currency: string; created: Date };

/**
 * A provider whose card entry and 3-D Secure happen on its own hosted page (Stripe Checkout): the site creates a
 * checkout, sends the payer to its URL and reads the outcome when they come back (or when the provider's signed event
 * arrives). No raw card ever passes through the site.
 */
export interface HostedPaymentProvider {
  readonly name: string;
  /** A page that charges `amountMinor` now; `keepCard` also keeps the card for later charges. */
  createPaymentCheckout(input: CheckoutPage & { amountMinor: number; currency: string; description: string; keepCard?: boolean }): Promise<HostedCheckout>;
  /** A page that only keeps the card (pay later: a SetupIntent), charging nothing. */
  createCardCheckout(input: CheckoutPage & { currency: string }): Promise<HostedCheckout>;
  readCheckout(sessionId: string): Promise<CheckoutOutcome>;
  /** Closes a checkout still open, so nothing can be paid on it any more; one already closed is left as it is. */
  expireCheckout(sessionId: string): Promise<void>;
  /** Same idempotency key → the same refund. `providerRef` is a PAID outcome's `paymentRef`. */
  refund(input: { providerRef: string; amountMinor: number; currency: string; idempotencyKey: string }): Promise<{ providerRef: string }>;
  /** Charges a kept card with the payer away. Same idempotency key → the same charge, never a second one. */
  chargeSaved(input: { methodRef: string; amountMinor: number; currency: string; idempotencyKey: string }): Promise<ChargeResult>;
  /** Every charge and refund the provider holds, newest first, for reconciliation. */
  listCharges(input?: { pageSize?: number }): Promise<ProviderCharge[]>;
  listRefunds(input?: { paymentRef?: string; pageSize?: number }): Promise<ProviderRefund[]>;
  /** A webhook's event when its signature is the provider's, else null (the caller answers 400). */
  verifyWebhook(payload: string | Buffer, signature: string): { id: string; type: string; objectId: string | null } | null;
}
