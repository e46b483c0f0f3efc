import type { CancellationTerms } from "@/lib/suppliers/seam";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import { supplierSchedule } from "./supplier";
import type { Phase } from "./types";

/**
 * A flight's fare conditions: refundable before departure less the airline's fee (a fixed amount, as the fare rules
 * say it — never turned into a percentage of the price, which would give back another amount), free of charge when
 * the fee is nothing, or not at all. A fare whose fee is in another currency than its price keeps the supplier's share.
 */
export function flightSchedule(t: CancellationTerms, details: unknown, currency: string | undefined, timeZone: string | undefined): Phase[] {
  const c = (details as Partial<FlightDetails> | null)?.conditions;
  if (!c) return supplierSchedule(t, timeZone);
  if (!c.refundable) return [{ refund: { kind: "none" }, until: null }];
  const fee = c.refundPenaltyMinor ?? 0;
  if (fee <= 0) return [{ refund: { kind: "all" }, until: null }];
  if (currency && c.currency !== currency) return supplierSchedule(t, timeZone);
  return [{ refund: { kind: "fee", feeMinor: fee, currency: c.currency }, until: null }];
}
