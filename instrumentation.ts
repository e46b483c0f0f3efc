/**
 * Runs once when a web process starts (Next's instrumentation hook). On the Node.js runtime it first refuses settings
 * that must never reach production (lib/env.ts startupRefusal: the dev mailbox on a real database) by exiting, then
 * schedules the retry of e-mails whose delivery failed, so an SMTP outage heals by itself once the server is back
 * (lib/email), charges pay-later bookings on their due day (lib/orders/payments/due-schedule), subscribes the caches'
 * seam to this process's changes (lib/cache/seam.ts) and starts hearing other processes' changes (lib/events/feed.ts),
 * so that a change anywhere reaches this process's caches at once.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { refuseUnsafeSettings } = await import("@/lib/startup-check");
  refuseUnsafeSettings();
  const [{ startMailRetries }, { startDueCharges }, { startCacheSeam }, { startChangeFeed }] = await Promise.all([
    import("@/lib/email/retry-schedule"),
    import("@/lib/orders/payments/due-schedule"),
    import("@/lib/cache/seam"),
    import("@/lib/events/feed"),
  ]);
  startMailRetries();
  startDueCharges();
  startCacheSeam();
  startChangeFeed();
}

/**
 * Next reports errors of page renders here. One that says PostgreSQL cannot be reached opens the database breaker, so
 * the following requests get the 503 page at once rather than each failing slowly (lib/db-health).
 */
export async function onRequestError(error: unknown): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { noteDatabaseError } = await import("@/lib/db-health");
  noteDatabaseError(error);
}
