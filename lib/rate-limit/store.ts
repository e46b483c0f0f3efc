import { Redis } from "ioredis";
import pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { poolLimits } from "@/lib/db-pool";
import { databaseUrl, env } from "@/lib/env";
import { errorFields, log } from "@/lib/log";

/** Where the counters live. Every limiter of one store shares its one connection pool. */
export type RateLimitStore = {
  kind: "memory" | "postgres" | "redis";
  limiter(opts: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract;
  close(): Promise<void>;
};

/** A store failure must answer fast: a slow counter would hold every sign-in up. */
const STORE_TIMEOUT_MS = 2000;

/** Redis when REDIS_URL is set (counters shared by several web processes), else PostgreSQL's rate_limits table. */
export function defaultStore(): Promise<RateLimitStore> {
  const url = env().REDIS_URL;
  return url ? redisStore(url) : Promise.resolve(postgresStore(databaseUrl()));
}

/** Per-process counters, for tests. */
export function memoryStore(): RateLimitStore {
  return {
    kind: "memory",
    limiter: (opts) => new RateLimiterMemory(opts),
    close: async () => undefined,
  };
}

/** rate-limiter-flexible's PostgreSQL layout in the `rate_limits` table, which the migrations create. */
export function postgresStore(connectionString: string): RateLimitStore {
  const pool = new pg.Pool({
    connectionString,
    connectionTimeoutMillis: STORE_TIMEOUT_MS,
    query_timeout: STORE_TIMEOUT_MS,
    ...poolLimits({ max: 5, idleTimeoutMillis: 30_000 }),
    allowExitOnIdle: true,
  });
  // An idle connection dropped by the server is reported here; unhandled, it would end the process.
  pool.on("error", (error) => log("warn", "rate-limit store: idle PostgreSQL connection failed", errorFields(error)));
  let sweeping = false;
  return {
    kind: "postgres",
    limiter: (opts) => {
      // Each limiter would otherwise delete all expired rows of the shared table every 5 minutes; one is enough.
      const clearExpiredByTimeout = !sweeping;
      sweeping = true;
      return new RateLimiterPostgres({
        ...opts,
        storeClient: pool,
        storeType: "pool",
        tableName: "rate_limits",
        tableCreated: true,
        clearExpiredByTimeout,
      });
    },
    close: () => pool.end(),
  };
}

/** Redis with no offline queue: while it is unreachable a command fails at once instead of waiting. */
export async function redisStore(url: string): Promise<RateLimitStore> {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: STORE_TIMEOUT_MS,
    commandTimeout: STORE_TIMEOUT_MS,
    // close() ends the socket and gives it this long to finish (ioredis keeps the timer even if the socket is gone).
    disconnectTimeout: 500,
  });
  let lastWarning = 0;
  client.on("error", (error: Error) => {
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    log("warn", "rate-limit store: Redis connection failed", errorFields(error));
  });
  // Without an offline queue, commands sent before the first connection is ready fail: give it a moment.
  await whenReady(client, STORE_TIMEOUT_MS);
  return {
    kind: "redis",
    limiter: (opts) => new RateLimiterRedis({ ...opts, storeClient: client }),
    close: async () => {
      client.disconnect();
    },
  };
}

function whenReady(client: Redis, timeoutMs: number): Promise<void> {
  if (client.status === "ready") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off("ready", done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    timer.unref();
    client.once("ready", done);
  });
}
