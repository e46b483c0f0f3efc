import { env } from "@/lib/env";

/**
 * A pay-later booking whose due charge was declined is held this long for the member (or guest) to pay with another
 * card; then it is cancelled, nothing charged, and its room released (./end-unpaid.ts). The decline e-mail and the
 * trip page state the moment from this same function, so what the traveller is told is what the round does.
 */
export function unpaidCancelsAt(declinedAt: Date, hours = env().PAYMENT_GRACE_HOURS): Date {
  return new Date(declinedAt.getTime() + hours * 3_600_000);
}

/** The latest decline whose grace has ended at `now`: a declined charge attempted at or before it is cancelled. */
export function declinedNoLaterThan(now: Date, hours = env().PAYMENT_GRACE_HOURS): Date {
  return new Date(now.getTime() - hours * 3_600_000);
}
