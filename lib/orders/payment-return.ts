import { localPath } from "@/lib/local-path";
import { bookingViewKey, bookingViewKeyMatches } from "@/lib/booking/view-token";
import { cancelHostedCheckout, settleHostedCheckout, type Settled } from "./settle-hosted-checkout";

/** How long the return waits for another request's settlement of the same checkout before showing "confirming". */
const WAIT_FOR_SETTLING_MS = 15_000;

/** Where the payer's browser goes once a checkout has settled: a path on this site, never a URL from the request. */
export function pathAfterSettling(settled: Settled, back?: string): string {
  switch (settled.status) {
    case "DUE_PAID":
      // Back to the trip page the payer paid from (a guest's manage page carries its own token in that path).
      return localPath(back) ?? `/user/my-trips/${settled.reference}`;
    case "CHANGE": {
      // A change (dates, bags): back to the trip page, which shows it made, or says that nothing changed.
      const page = localPath(back) ?? `/user/my-trips/${settled.reference}`;
      if (settled.outcome === "CHANGED") return page;
      const url = new URL(page, "http://local.invalid");
      url.searchParams.set(settled.param ?? "change", settled.outcome === "REFUNDED" ? "refunded" : "not_paid");
      return `${url.pathname}${url.search}${url.hash}`;
    }
    case "CONFIRMED":
      // A quote's link shows its own booking (lib/agent/book-quote.ts), for a client who may not be signed in.
      const quotePage = localPath(back);
      if (quotePage) return quotePage;
    // falls through
    case "SETTLING":
      return `/checkout-success?ref=${settled.reference}${settled.status === "CONFIRMED" && !settled.guest ? "" : `&key=${bookingViewKey(settled.reference)}`}`;
    case "OPEN":
      // Back to the page they left unpaid: it is still open for another card.
      return settled.paymentUrl ?? `/checkout-success?payment=not_completed`;
    case "ENDED":
      return `/checkout-success?payment=${settled.why ?? "not_completed"}`;
  }
}

/**
 * The payer back from the provider's page (GET /api/payments/return?session_id=…): the checkout settles, waiting a
 * little when another request (the provider's event) is settling it at that moment. Answers where to send them.
 */
export async function returnFromPayment(checkoutRef: string): Promise<string> {
  const deadline = Date.now() + WAIT_FOR_SETTLING_MS;
  let settled = await settleHostedCheckout(checkoutRef);
  while (settled.status === "SETTLING" && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    settled = await settleHostedCheckout(checkoutRef);
  }
  if (settled.status === "OPEN" && settled.paymentUrl) return settled.paymentUrl;
  return pathAfterSettling(settled, settled.backAfterPaying ? settled.returnPath : undefined);
}

/**
 * "Cancel and go back" on the provider's page (GET /api/payments/cancel?ref&key): with the order's view key only (its
 * payer's), the checkout is closed and the hold let go; the payer goes back to the page they came from
 * (Payment.returnPath), told that nothing was charged — or to the confirmation, when it was paid after all.
 */
export async function cancelFromPayment(input: { ref: string; key: string }): Promise<string> {
  if (!bookingViewKeyMatches(input.ref, input.key)) return "/";
  const settled = await cancelHostedCheckout(input.ref);
  const back = localPath(settled.returnPath) ?? "/";
  // A date change goes back to its trip page saying what became of it (made after all, or nothing changed).
  if (settled.status === "CONFIRMED" || settled.status === "SETTLING" || settled.status === "DUE_PAID" || settled.status === "CHANGE")
    return pathAfterSettling(settled, back);
  const url = new URL(back, "http://local.invalid");
  url.searchParams.set("payment", "cancelled");
  return `${url.pathname}${url.search}${url.hash}`;
}
