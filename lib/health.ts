import { db } from "@/lib/db";
import { noteDatabaseError, resetDatabaseBreaker } from "@/lib/db-health";

export type Health = { ok: boolean; database: "up" | "down"; latencyMs: number };

const globalForHealth = globalThis as unknown as { __healthProbe?: Promise<Health> };

/**
 * Pings the database with a bounded wait, so a hung connection still answers in time. One probe at a time per
 * process: concurrent callers share the probe under way, so a burst of calls to the public /api/health costs one
 * connection, not one each (2,000 concurrent calls used to exhaust the pool and open the breaker for
 * every request of the process).
 */
export function checkHealth(timeoutMs = 2000): Promise<Health> {
  globalForHealth.__healthProbe ??= probe(timeoutMs).finally(() => {
    globalForHealth.__healthProbe = undefined;
  });
  return globalForHealth.__healthProbe;
}

async function probe(timeoutMs: number): Promise<Health> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.$queryRaw`SELECT 1`,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("health check timed out")), timeoutMs);
      }),
    ]);
    resetDatabaseBreaker(); // the database answers: stop refusing requests at once
    return { ok: true, database: "up", latencyMs: Date.now() - started };
  } catch (error) {
    // Only an error that says the database is unreachable opens the breaker; the probe's own deadline does not (a
    // stuck server is caught by the pool's timeouts, which do open it).
    noteDatabaseError(error);
    return { ok: false, database: "down", latencyMs: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}
