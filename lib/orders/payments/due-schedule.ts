import { env } from "@/lib/env";
import { isDatabaseUnavailable } from "@/lib/db-errors";
import { errorFields, log } from "@/lib/log";
import { sweepOpenCheckouts } from "@/lib/orders/sweep-open-checkouts";
import { chargeDuePayments } from "./charge-due";

const globalForDue = globalThis as unknown as { __dueCharges?: NodeJS.Timeout; __dueChargesRunning?: boolean; __dueChargesDbDown?: boolean };

/**
 * Every DUE_CHARGE_INTERVAL_S seconds, charges the pay-later bookings whose day has come (./charge-due.ts), then
 * settles the checkouts nobody came back from (lib/orders/sweep-open-checkouts.ts). Every web
 * process may run it: each charge is claimed by one run, and the provider is asked with one key per charge.
 */
export function startDueCharges(): void {
  const seconds = env().DUE_CHARGE_INTERVAL_S;
  if (!seconds || globalForDue.__dueCharges) return;
  const round = () => {
    // A round against a slow provider can outlast the interval: never run two at once in one process.
    if (globalForDue.__dueChargesRunning) return;
    globalForDue.__dueChargesRunning = true;
    chargeDuePayments()
      .then(() => sweepOpenCheckouts())
      .then(
        () => (globalForDue.__dueChargesDbDown = false),
        (error: unknown) => {
          // A database outage is reported once (the breaker logs it too), not every interval until it ends.
          if (!isDatabaseUnavailable(error)) return log("warn", "payments: due-charge round failed", errorFields(error));
          if (!globalForDue.__dueChargesDbDown) log("warn", "payments: due charges paused until the database answers");
          globalForDue.__dueChargesDbDown = true;
        },
      )
      .finally(() => (globalForDue.__dueChargesRunning = false));
  };
  globalForDue.__dueCharges = setInterval(round, seconds * 1000);
  globalForDue.__dueCharges.unref();
}
