import pg from "pg";
import { breakerRefusal, databaseLooksDown, markDatabaseDown } from "@/lib/db-health";
import { env } from "@/lib/env";
import { isDatabaseUnavailable } from "@/lib/http/db-errors";

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * A pool that consults the database breaker before every connection. A request that has already passed the proxy
 * makes several queries in a row; without this each of them would wait the whole connect timeout against a stuck
 * server. The first connection that fails opens the breaker, and the request's later queries fail at once.
 */
export class GuardedPool extends pg.Pool {
  connect(): Promise<pg.PoolClient>;
  connect(callback: ConnectCallback): void;
  connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (databaseLooksDown()) {
      const refusal = breakerRefusal();
      if (!callback) return Promise.reject(refusal);
      process.nextTick(() => callback(refusal, undefined, () => {}));
      return;
    }
    if (!callback) {
      return super.connect().catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) markDatabaseDown();
        throw error;
      });
    }
    super.connect((error, client, done) => {
      if (error && isDatabaseUnavailable(error)) markDatabaseDown();
      callback(error, client, done);
    });
  }
}

/**
 * A pool's size and idle timeout: the given ones, or exactly one connection that is never closed on a single-session
 * database (DB_SINGLE_SESSION), where connections share prepared statements and answers.
 */
export function poolLimits(normal: { max: number; idleTimeoutMillis?: number }): { max: number; idleTimeoutMillis?: number } {
  return env().DB_SINGLE_SESSION ? { max: 1, idleTimeoutMillis: 0 } : normal;
}
