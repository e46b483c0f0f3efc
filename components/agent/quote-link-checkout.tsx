"use client";

import type { CheckoutPrice } from "@/components/booking/payment-section";
import { QuotePayForm } from "./quote-pay-form";

/** The client's side of a quote link: pay and go to the confirmation. */
export function QuoteLinkCheckout({ quoteKey, payLabel, price }: { quoteKey: string; payLabel: string; price: CheckoutPrice }) {
  return (
    <QuotePayForm
      endpoint="/api/quote/book"
      extra={{ key: quoteKey }}
      payLabel={payLabel}
      price={price}
      onBooked={(d) => window.location.assign(d.redirect ?? `/checkout-success?ref=${d.reference}`)}
    />
  );
}
