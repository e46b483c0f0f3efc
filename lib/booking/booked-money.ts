import type { MinorUnits } from "@/lib/locale/convert";
import { divideRounded, parseDecimal, pow10 } from "@/lib/locale/decimal";
import { isoMinorUnits } from "@/lib/locale/format";

/** What a booking keeps of the member's currency (Reservation.memberCurrency, rateUsed: member units per 1 booking unit). */
export type BookedRate = { currency: string; memberCurrency: string; rateUsed: string | { toString(): string } };

/**
 * An amount of a booking (its supplier's currency) in the member's currency at the rate the booking was made with, so a
 * refund reads in the same money as the payment it returns ("Paid $308.48 · Refunded $103.98", not "€95.63"), whatever
 * the rates did since. Exact: one rounding, half-up, to the member currency's minor unit.
 */
export function atBookedRate(amountMinor: number, b: BookedRate, units?: MinorUnits): number {
  if (b.currency === b.memberCurrency) return amountMinor;
  const rate = parseDecimal(String(b.rateUsed));
  if (!rate || rate.num <= 0n) throw new RangeError(`No usable rate on the booking: ${String(b.rateUsed)}`);
  const fromExp = units?.get(b.currency) ?? isoMinorUnits(b.currency);
  const toExp = units?.get(b.memberCurrency) ?? isoMinorUnits(b.memberCurrency);
  return Number(divideRounded(BigInt(amountMinor) * rate.num * pow10(toExp), rate.den * pow10(fromExp)));
}
