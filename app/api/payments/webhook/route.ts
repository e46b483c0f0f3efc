import { toErrorResponse } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { receivePaymentEvent } from "@/lib/orders/payment-events";

/**
 * The payment provider's signed events (Stripe's webhook): a checkout completed or expired settles its order, the same
 * step as the payer's return (lib/orders/payment-events.ts). The body is read raw: the signature covers its bytes.
 * 400 for a signature that is not the provider's; 200 once handled, or for an event of no interest.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const payload = await request.text();
    const handled = await receivePaymentEvent(payload, request.headers.get("stripe-signature") ?? "");
    return json({ received: handled !== "REFUSED" }, { status: handled === "REFUSED" ? 400 : 200 });
  } catch (error) {
    return toErrorResponse(error, request);
  }
}
