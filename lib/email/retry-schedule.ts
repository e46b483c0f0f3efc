import { env } from "@/lib/env";
import { errorFields, log } from "@/lib/http/log";
import { retryFailedEmails } from "./index";

const globalForRetry = globalThis as unknown as { __mailRetry?: NodeJS.Timeout; __mailRetryRunning?: boolean };

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
        ({ tried, sent }) => tried > 0 && log("info", "e-mail: retried failed deliveries", { tried, sent }),
        (error: unknown) => log("warn", "e-mail: retry round failed", errorFields(error)),
      )
      .finally(() => (globalForRetry.__mailRetryRunning = false));
  }, seconds * 1000);
  globalForRetry.__mailRetry.unref();
}
