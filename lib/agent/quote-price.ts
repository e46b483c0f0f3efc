/**
 * A quote's price: the catalogue total for the client plus the agent's markup, rounded to the minor unit
 * (half away from zero). Kept pure so the rule is tested on its own.
 */
export function quotePrice(baseMinor: number, markupPercent: number): { baseMinor: number; markupMinor: number; totalMinor: number } {
  const markupMinor = Math.round((baseMinor * Math.round(markupPercent * 100)) / 10_000);
  return { baseMinor, markupMinor, totalMinor: baseMinor + markupMinor };
}

export type QuoteState = "DRAFT" | "SENT" | "BOOKED" | "EXPIRED";

/** A saved or sent quote past its expiry counts as expired, whatever its stored status says. */
export function effectiveQuoteStatus(status: QuoteState, expiresAt: Date, now = new Date()): QuoteState {
  return status !== "BOOKED" && expiresAt <= now ? "EXPIRED" : status;
}

/** When a quote made now stops holding its price: after its number of days. */
export function quoteExpiresAt(validDays: number, now = new Date()): Date {
  return new Date(now.getTime() + validDays * 86_400_000);
}
