import { agentBookingFor, recordAgentBooking } from "@/lib/agent/agent-booking";
import { bookingViewKey } from "@/lib/booking/view-token";
import { db } from "@/lib/db";
import { liveSubscriptions, pricingOfPlans } from "@/lib/booking/member-pricing";
import type { ActiveSession } from "@/lib/auth/sessions";
import type { Locale } from "@/lib/locale/locales";
import type { OrgConfig } from "@/lib/org/org-config";
import type { BookingCtx, BookingResult } from "./place-order";

/** Who books, for which site, in which language and currency, from which address. */
export type Booker = { org: OrgConfig; session: ActiveSession | null; currency: string; locale: Locale; ip: string };

/**
 * What every checkout route does around its booking function: the booker (signed in or a guest), an impersonating
 * agent's part, the audit record of that agent, and where the page goes next — My Trips' confirmation for a member,
 * a link carrying a key only they received for a guest — or, when the card is still to be typed, the provider's page.
 */
export async function answerBooking(ctx: Booker, book: (bookingCtx: BookingCtx) => Promise<BookingResult>) {
  // The booker with their live plans in one read: the booking's member pricing is then known (lib/booking/member-pricing.ts).
  const row = ctx.session
    ? await db.user.findUniqueOrThrow({
        where: { id: ctx.session.user.id },
        select: { id: true, canUserBook: true, email: true, subscriptions: liveSubscriptions() },
      })
    : null;
  const user = row && { id: row.id, canUserBook: row.canUserBook, email: row.email, memberPricing: pricingOfPlans(row.subscriptions) };
  const agent = agentBookingFor(ctx.session);
  const booking = await book({ org: ctx.org, user, displayCurrency: ctx.currency, locale: ctx.locale, agent });
  if (agent && user) await recordAgentBooking({ clientId: user.id, agentId: agent.id, reference: booking.reference, ip: ctx.ip, via: "impersonation" });
  // Held for the card: on to the provider's page, which sends the payer back to settle (lib/orders/payment-return.ts).
  const redirect =
    booking.status === "PAYMENT_REQUIRED" && booking.paymentUrl
      ? booking.paymentUrl
      : `/checkout-success?ref=${booking.reference}${user ? "" : `&key=${bookingViewKey(booking.reference)}`}`;
  return { status: 1, data: { ...booking, redirect } };
}
