import { atBookedRate, type BookedRate } from "@/lib/booking/booked-money";
import { unpaidCancelsAt } from "./grace";

/**
 * Where a pay-later booking's charge stands: DUE (waiting for its day, or being charged), FAILED (the kept card was
 * declined: the member pays with another card or cancels), PAID (charged) or RELEASED (cancelled before the charge:
 * nothing was paid).
 */
export type PayLaterStatus = "DUE" | "FAILED" | "PAID" | "RELEASED";

export type PayLaterView = {
  status: PayLaterStatus;
  /** The day it is (or was) charged, in the organisation's calendar. */
  dueOn: string;
  /** What is charged, in the booking's currency and in the member's at the booking's rate. */
  amountMinor: number;
  memberAmountMinor: number;
  last4: string | null;
  /** FAILED only: the moment the booking is cancelled unless it is paid with another card (./grace.ts), ISO. */
  payBy?: string;
};

const STATUS: Record<string, PayLaterStatus> = { DUE: "DUE", CHARGING: "DUE", DECLINED: "FAILED", APPROVED: "PAID", REFUNDED: "PAID", RELEASED: "RELEASED" };

type Payment = { methodRef: string | null; status: string; amountMinor: number; last4: string | null; attemptedAt?: Date | null };

/** The pay-later part of a booking, or undefined for a booking paid when it was made. */
export function payLaterView(r: BookedRate & { dueOn: Date | null }, payments: readonly Payment[]): PayLaterView | undefined {
  const kept = payments.find((p) => p.methodRef !== null);
  if (!r.dueOn || !kept) return undefined;
  // Paid on the provider's page with another card (./pay-due-hosted.ts): the kept card was released, that charge paid.
  const paidInstead = kept.status === "RELEASED" ? payments.find((p) => p.methodRef === null && p.status === "APPROVED") : undefined;
  const shown = paidInstead ?? kept;
  const status = STATUS[shown.status] ?? "DUE";
  return {
    status,
    dueOn: r.dueOn.toISOString().slice(0, 10),
    amountMinor: kept.amountMinor,
    memberAmountMinor: atBookedRate(kept.amountMinor, r),
    last4: shown.last4,
    ...(status === "FAILED" && kept.attemptedAt ? { payBy: unpaidCancelsAt(kept.attemptedAt).toISOString() } : {}),
  };
}
