import { isDatabaseBusy, isDatabaseUnavailable } from "@/lib/db-errors";
import { noteDatabaseFailedRequest } from "@/lib/request-scope.mjs";

/**
 * A process-wide circuit breaker for PostgreSQL. When a request finds the database unreachable, the next requests
 * for a few seconds are answered 503 at once (by the proxy, and by the connection pool for requests already past
 * it) instead of each waiting for a connection that will not come; after the window one request tries again, and
 * the first success closes the breaker by not re-opening it.
 */
const OPEN_MS = 3000;

const globalForBreaker = globalThis as unknown as { __dbDownUntil?: number };

/**
 * Opens the breaker. While it is already open this does nothing: the failures it causes itself (refused
 * connections) must not keep it open after the database has come back.
 */
export function markDatabaseDown(now = Date.now()): void {
  if (databaseLooksDown(now)) return;
  globalForBreaker.__dbDownUntil = now + OPEN_MS;
}

/**
 * Opens the breaker for an error that says the database cannot be reached; a busy database (no pooled connection
 * free in time, a statement timeout) does not open it, since that is load on this process, not an outage.
 */
export function noteDatabaseError(error: unknown): void {
  if (!isDatabaseUnavailable(error)) return;
  noteDatabaseFailedRequest();
  if (!isDatabaseBusy(error)) markDatabaseDown();
}

export function databaseLooksDown(now = Date.now()): boolean {
  return (globalForBreaker.__dbDownUntil ?? 0) > now;
}

export function resetDatabaseBreaker(): void {
  globalForBreaker.__dbDownUntil = 0;
}

/**
 * The error a connection refused by the open breaker carries. It is shaped like PostgreSQL's own "cannot connect
 * now" (57P03) so that the Prisma adapter passes its code through and `isDatabaseUnavailable` answers 503 for it.
 */
export function breakerRefusal(): Error {
  return Object.assign(new Error("the database is unavailable; retrying shortly"), { code: "57P03", severity: "FATAL" });
}
