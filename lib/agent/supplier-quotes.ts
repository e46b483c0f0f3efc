import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { hashToken } from "@/lib/auth/tokens";
import { memberPricingFor } from "@/lib/booking/member-pricing";
import { countOf, kindTravellers, soldKindModule, supplierFailure } from "@/lib/orders/book-supplier-item";
import { offerWithExtras } from "./offer-extras";
import { minCheckinDate } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { getClientOrThrow } from "./clients";
import { quoteExpiresAt, quotePrice } from "./quote-price";
import { QUOTE_INCLUDE, quoteView, type QuoteView } from "./quotes";
import type { CreateSupplierQuoteInput } from "./schemas";

const SOLD_OUT = "Sorry, this offer is no longer available. Please choose another one.";

/**
 * Builds a quote for one of the agent's clients from a supplier's offer (a flight, car, transfer, cruise or package):
 * the offer re-priced with the kind's supplier at the client's price, plus the agent's markup, with the travellers
 * the agent entered checked by the kind's own rules. The total is held until the quote expires; saved as a draft.
 */
export async function createSupplierQuote(agent: { id: number }, org: OrgConfig, input: CreateSupplierQuoteInput): Promise<QuoteView> {
  const client = await getClientOrThrow(agent.id, input.clientId);
  const mod = soldKindModule(input.product, org);
  const travellers = kindTravellers(mod, input.travellers);
  const repriced = await mod
    .supplier()
    .reprice(input.offerId)
    .catch((error: unknown) => {
      throw supplierFailure(error);
    });
  if (repriced.status === "SOLD_OUT") throw new AppError("NO_LONGER_AVAILABLE", SOLD_OUT);
  const offer = repriced.offer;
  const firstDay = offer.startsAt.slice(0, 10);
  if (firstDay < minCheckinDate(org)) {
    const message = `The earliest check-in date is ${minCheckinDate(org)}`;
    throw new AppError("VALIDATION_FAILED", message, { fields: [{ path: "offerId", message }] });
  }
  const { price, details } = await offerWithExtras(mod, offer, input.services, travellers, await memberPricingFor(client.id));
  const row = await db.quote.create({
    data: {
      orgId: org.id,
      agentId: agent.id,
      clientId: client.id,
      product: input.product,
      offerId: offer.id,
      title: offer.title,
      startsAt: new Date(offer.startsAt),
      endsAt: new Date(offer.endsAt),
      checkIn: new Date(`${firstDay}T00:00:00Z`),
      checkOut: new Date(`${offer.endsAt.slice(0, 10)}T00:00:00Z`),
      guests: Math.max(1, countOf(travellers)),
      details,
      terms: offer.terms,
      travellers: travellers as object,
      contact: { ...input.contact, phone: input.contact.phone ?? "" },
      currency: price.currency,
      ...quotePrice(price.totalMinor, input.markupPercent),
      tokenHash: hashToken(randomBytes(32).toString("base64url")),
      status: "DRAFT",
      expiresAt: quoteExpiresAt(input.validDays),
    },
    include: QUOTE_INCLUDE,
  });
  return quoteView(row);
}
