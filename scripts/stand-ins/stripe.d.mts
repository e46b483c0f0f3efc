/** Types of scripts/stand-ins/stripe.mjs, for TypeScript tests. */
export type StripeStandIn = {
  /** STRIPE_API_URL, e.g. http://127.0.0.1:41234 (the hosted pages are on the same origin). */
  url: string;
  /** STRIPE_SECRET_KEY the stand-in accepts. */
  secretKey: string;
  /** Every webhook delivery attempt so far, in order. */
  deliveries: ReadonlyArray<{ event: string; type: string; url: string; attempt: number; status: number }>;
  stop(): Promise<void>;
};

export function startStripeStandIn(options?: {
  port?: number;
  secretKey?: string;
  /** Endpoints that receive every event, signed with their secret. */
  webhooks?: Array<{ url: string; secret: string; enabled_events?: string[] }>;
  /** Waits before each retry of a failed delivery (default 500, 2000, 8000 ms). */
  webhookRetryDelaysMs?: number[];
}): Promise<StripeStandIn>;

/** Stripe's form encoding (`a[b][0]=c`) to nested objects and arrays. */
export function parseStripeForm(text: string): Record<string, unknown>;
