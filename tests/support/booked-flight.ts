import { randomUUID } from "node:crypto";
import { call } from "./http";
import { adult, dateWithDay } from "./flights";
import { paidCheckout } from "./paid-checkout";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import { itemQuote } from "@/lib/orders/item-pricing";

type Fare = { id: string; price: { baseMinor: number; taxesMinor: number; feesMinor: number; totalMinor: number; currency: string }; details: FlightDetails };

/**
 * A flight (London → Paris unless `from`/`to`) in a fare family (Flex unless `brand`: refundable less a fee), booked
 * and paid by card by a member (`cookies`) or a guest, `days` ahead. Answers its contact e-mail, fare and reference.
 */
export async function bookedFlight(opts: { cookies?: Record<string, string>; email?: string; days: number; brand?: string; from?: string; to?: string }) {
  const email = opts.email ?? `guest-${randomUUID().slice(0, 8)}@example.test`;
  const q = new URLSearchParams({ from: opts.from ?? "LHR", to: opts.to ?? "CDG", depart: dateWithDay(0, opts.days), adults: "1" });
  const found = await (await call(`/api/flights/search?${q}`, { cookies: opts.cookies })).json();
  const trips = found.data.results.items as (Fare & { fares: Fare[] })[];
  const fare = trips.flatMap((t) => t.fares).find((f) => f.details.slices[0]!.fareBrand === (opts.brand ?? "Flex"))!;
  const res = await paidCheckout("/api/orders", {
    cookies: opts.cookies,
    body: {
      product: "flight",
      offerId: fare.id,
      // A guest pays the public price (the supplier's and the site's markup), a member the supplier's.
      expectedTotalMinor: itemQuote(fare, { memberPricing: !!opts.cookies }).totalMinor,
      expectedCurrency: "USD",
      travellers: [adult()],
      contact: { firstName: "Ada", lastName: "Lovelace", email, phone: "+442079460000" },
      idempotencyKey: randomUUID(),
    },
  });
  if (res.status !== 200) throw new Error(`the flight was not booked: ${await res.text()}`);
  return { email, fare, reference: (await res.json()).data.reference as string };
}
