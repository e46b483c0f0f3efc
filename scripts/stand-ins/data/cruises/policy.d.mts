/** Types of scripts/stand-ins/data/cruises/policy.mjs. */
export declare const SELLING_DAYS_AHEAD: number;
export declare const MIN_LEAD_AGE: number;
export declare const MIN_AGE_MONTHS: number;
export declare const FULL_REFUND_DAYS: number;
export declare const NO_REFUND_DAYS: number;
export declare const PARTIAL_REFUND_BPS: number;

export function onSale(startsAt: string, now: Date): boolean;
export function policiesOf(sailing: { startsAt: string; international: boolean }): {
  minLeadGuestAge: number;
  minGuestAgeMonths: number;
  passportRequired: boolean;
  cancellation: { fullRefundUntil: string; partialRefundUntil: string; partialRefundBps: number };
};
export function refundFor(totalMinor: number, startsAt: string, now: Date): number;
export function guestRefusal(
  sailing: { departureDate: string; arrivalDate: string; international: boolean },
  guests: number,
  party: unknown,
  childAges?: number[],
): string | null;
