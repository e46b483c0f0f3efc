import { env } from "@/lib/env";
import { isDatabaseUnavailable } from "@/lib/db-errors";
import { errorFields, log } from "@/lib/log";
import { retryFailedEmails } from "./index";

const globalForRetry = globalThis as unknown as { __mailRetry?: NodeJS.Timeout; __mailRetryRunning?: boolean; __mailRetryDbDown?: boolean };

/** Every MAIL_RETRY_INTERVAL_S seconds, tries the FAILED e-mails again (several processes may: each row is claimed). */
export function startMailRetries(): void {
  const seconds = env().MAIL_RETRY_INTERVAL_S;
  if (!seconds || !env().SMTP_URL || globalForRetry.__mailRetry) return;
  globalForRetry.__mailRetry = setInterval(() => {
    // A round against a stuck server can outlast the interval: never run two at once.
    if (globalForRetry.__mailRetryRunning) return;
    globalForRetry.__mailRetryRunning = true;
    retryFailedEmails({ backoffMs: seconds * 1000 })
      .then(
        ({ tried, sent }) => {
          globalForRetry.__mailRetryDbDown = false;
          if (tried > 0) log("info", "e-mail: retried failed deliveries", { tried, sent });
        },
        (error: unknown) => {
          // A database outage is reported once (the breaker logs it too), not every interval until it ends.
          if (!isDatabaseUnavailable(error)) return log("warn", "e-mail: retry round failed", errorFields(error));
          if (!globalForRetry.__mailRetryDbDown)
            log("warn", "e-mail: retries paused until the database answers", { detail: String((error as Error).message ?? error).slice(0, 200) });
          globalForRetry.__mailRetryDbDown = true;
        },
      )
      .finally(() => (globalForRetry.__mailRetryRunning = false));
  }, seconds * 1000);
  globalForRetry.__mailRetry.unref();
}
