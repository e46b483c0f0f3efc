"use client";

import { QuotePayForm } from "./quote-pay-form";

/** The client's side of a quote link: pay and go to the confirmation. */
export function QuoteLinkCheckout({ quoteKey, payLabel }: { quoteKey: string; payLabel: string }) {
  return (
    <QuotePayForm
      endpoint="/api/quote/book"
      extra={{ key: quoteKey }}
      payLabel={payLabel}
      onBooked={(d) => window.location.assign(d.redirect ?? `/checkout-success?ref=${d.reference}`)}
    />
  );
}
