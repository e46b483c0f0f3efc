import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { createAdmission, type AdmissionLimits, type Refusal } from "@/lib/admission.mjs";

/**
 * Admission control of password checks. An argon2id check costs tens of milliseconds of CPU and 64 MiB; a flood of
 * sign-ins once queued thousands of them on Node's four-thread pool while each request held its place in the web
 * server and its database work, so the connection pool starved, the database breaker opened, and every member's call
 * failed. Here at most PASSWORD_CHECKS_AT_ONCE checks run, PASSWORD_CHECK_QUEUE more may wait (taken in turn by
 * client address, one address holding at most half the places), and the rest are refused at once — 503 with
 * Retry-After, 429 for an address past its share — before the request has done any database work.
 *
 * The same admission as the web server's (lib/admission.mjs), with a place per password check.
 */
const WAIT_MS = 5_000;
const RETRY_AFTER_S = "5";

export type PasswordGate = {
  /** Throws the refusal at once when every place is taken (or the client holds its share), else does nothing. */
  check(client: string): void;
  /** Resolves, once a place is free, with the function that gives it back (call it when the check is over). */
  enter(client: string): Promise<() => void>;
};

export function passwordGateLimits(e = env()): AdmissionLimits {
  const places = e.PASSWORD_CHECKS_AT_ONCE + e.PASSWORD_CHECK_QUEUE;
  return {
    maxInFlight: e.PASSWORD_CHECKS_AT_ONCE,
    maxQueue: e.PASSWORD_CHECK_QUEUE,
    maxPerClient: Math.max(1, Math.ceil(places / 2)),
    queueTimeoutMs: WAIT_MS,
  };
}

export function createPasswordGate(limits: AdmissionLimits, timers?: Parameters<typeof createAdmission>[1]): PasswordGate {
  const admission = createAdmission(limits, timers);
  return {
    check: (client) => {
      const reason = admission.wouldRefuse(client);
      if (reason) throw refusal(reason);
    },
    enter: (client) =>
      new Promise((resolve, reject) => {
        const leave = admission.enter(
          client,
          () => resolve(() => leave()),
          (reason) => reject(refusal(reason)),
        );
      }),
  };
}

function refusal(reason: Refusal): AppError {
  const headers = { "retry-after": RETRY_AFTER_S, "cache-control": "no-store" };
  if (reason === "client") return new AppError("RATE_LIMITED", "Too many sign-ins at once from your address. Please wait a moment and try again.", { headers });
  return new AppError("SERVICE_UNAVAILABLE", "Signing in is very busy right now. Please try again in a few seconds.", { headers });
}

// The process's gate, on globalThis so that dev reloads keep one.
const globalForGate = globalThis as unknown as { __passwordGate?: PasswordGate };

export function passwordGate(): PasswordGate {
  return (globalForGate.__passwordGate ??= createPasswordGate(passwordGateLimits()));
}
