/**
 * The payment provider, behind one interface: cards are typed on its hosted page (docs/decisions/0001-hosted-card-entry.md),
 * never on ours, and the database keeps only its references and a card's last four digits.
 */

export type DeclineReason = "CARD_DECLINED" | "INSUFFICIENT_FUNDS" | "EXPIRED_CARD" | "INVALID_CARD";

export type ChargeResult = { status: "APPROVED"; providerRef: string; last4: string } | { status: "DECLINED"; reason: DeclineReason; last4: string | null };

/** What a payment already made needs of the provider that holds its money: refunds, and charging a kept card. */
export interface StoredPaymentProvider {
  readonly name: string;
  /** Same idempotency key → the same refund. `providerRef` is the payment's reference at the provider. */
  refund(input: { providerRef: string; amountMinor: number; currency: string; idempotencyKey: string }): Promise<{ providerRef: string }>;
  /** Charges a kept card with the payer away (off-session). Same idempotency key → the same charge, never a second one. */
  chargeSaved?(input: SavedCardCharge): Promise<ChargeResult>;
}

/** A kept card's charge; `reference` (our order's) goes with it to the provider, for reconciliation. */
export type SavedCardCharge = { methodRef: string; amountMinor: number; currency: string; idempotencyKey: string; reference?: string };

/**
 * What a hosted checkout came to (HostedPaymentProvider.readCheckout). OPEN: no card yet, or one waiting for its bank's
 * 3-D Secure challenge; FAILED: the last card was refused and the page is still open for another; EXPIRED: the page
 * closed unpaid. `paymentRef` is what refunds take; `methodRef` the kept card, what chargeSaved takes.
 */
export type CheckoutOutcome =
  | { status: "PAID"; paymentRef: string; methodRef: string | null; last4: string; amountMinor: number; currency: string }
  /** `expires`: the kept card's last month of validity, "YYYY-MM", when the provider says. */
  | { status: "KEPT"; methodRef: string; last4: string; expires: string | null }
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
/** A payment as the provider holds it: what it received for our order `reference` (its metadata), in minor units. */
export type ProviderPayment = { paymentRef: string; reference: string | null; status: string; receivedMinor: number; currency: string; created: Date };
export type ProviderRefund = { id: string; paymentRef: string | null; status: string | null; amountMinor: number; currency: string; created: Date };

/**
 * A provider whose card entry and 3-D Secure happen on its own hosted page (Stripe Checkout): the site creates a
 * checkout, sends the payer to its URL and reads the outcome when they come back (or when the provider's signed event
 * arrives). No raw card ever passes through the site.
 */
export interface HostedPaymentProvider extends StoredPaymentProvider {
  readonly name: string;
  /** A page that charges `amountMinor` now; `keepCard` also keeps the card for later charges. */
  createPaymentCheckout(input: CheckoutPage & { amountMinor: number; currency: string; description: string; keepCard?: boolean }): Promise<HostedCheckout>;
  /** A page that only keeps the card (pay later: a SetupIntent), charging nothing. */
  createCardCheckout(input: CheckoutPage & { currency: string }): Promise<HostedCheckout>;
  readCheckout(sessionId: string): Promise<CheckoutOutcome>;
  /** Closes a checkout still open, so nothing can be paid on it any more; one already closed is left as it is. */
  expireCheckout(sessionId: string): Promise<void>;
  chargeSaved(input: SavedCardCharge): Promise<ChargeResult>;
  /** Every charge and refund the provider holds, newest first, for reconciliation. */
  listCharges(input?: { pageSize?: number }): Promise<ProviderCharge[]>;
  listRefunds(input?: { paymentRef?: string; pageSize?: number }): Promise<ProviderRefund[]>;
  /** Every payment (PaymentIntent) the provider holds, with the order it was for. */
  listPayments(input?: { pageSize?: number }): Promise<ProviderPayment[]>;
  /** A webhook's event when its signature is the provider's, else null (the caller answers 400). */
  verifyWebhook(payload: string | Buffer, signature: string): { id: string; type: string; objectId: string | null } | null;
}
