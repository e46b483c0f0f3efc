/**
 * A process-wide circuit breaker for PostgreSQL. When a request finds the database unreachable, the next requests
 * for a few seconds are answered 503 at once (by the proxy) instead of each waiting for a connection that will not
 * come; after the window one request tries again, and the first success closes the breaker by not re-opening it.
 */
const OPEN_MS = 3000;

const globalForBreaker = globalThis as unknown as { __dbDownUntil?: number };

export function markDatabaseDown(now = Date.now()): void {
  globalForBreaker.__dbDownUntil = now + OPEN_MS;
}

export function databaseLooksDown(now = Date.now()): boolean {
  return (globalForBreaker.__dbDownUntil ?? 0) > now;
}

export function resetDatabaseBreaker(): void {
  globalForBreaker.__dbDownUntil = 0;
}
