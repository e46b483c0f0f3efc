import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";
import { accountKey, composeKey, ipKey } from "./keys";
import { LIMITS, scaledPoints, type LimiterKey, type LimiterName } from "./limits";
import { defaultStore, memoryStore, type RateLimitStore } from "./store";

export { LIMITS, LIMITER_NAMES, type LimiterKey, type LimiterName } from "./limits";
export { memoryStore, postgresStore, redisStore, type RateLimitStore } from "./store";

/**
 * Throttling (see the table in ./limits.ts). Typical sign-in (lib/auth/password-attempt.ts):
 *
 *   await limit("signInIpAccount", { ip, account });   // counts the attempt BEFORE the password is checked
 *   if (passwordOk) await reset("signInIpAccount", { ip, account });
 *
 * Counting first is what makes the budget exact: the store counts atomically, so of N simultaneous attempts exactly
 * the allowed number go on, whereas "peek, check, then count the failure" let every request that peeked before the
 * first failure was counted through.
 *
 * A limiter that is exhausted throws AppError RATE_LIMITED (429) with a Retry-After header. When the store itself
 * fails (PostgreSQL or Redis down, or too slow), `limit` and `peek` throw SERVICE_UNAVAILABLE (503) with Retry-After:
 * throttling fails closed, since an attacker who can slow the store down must not thereby switch the throttle off.
 * `reward` and `reset` only give attempts back; when the store fails they log and do nothing.
 */
export type RateLimits = {
  /** Counts one attempt; throws RATE_LIMITED when the limit was already used up. */
  limit<N extends LimiterName>(name: N, key: LimiterKey<N>): Promise<void>;
  /** Throws RATE_LIMITED if the next attempt would be refused, without counting one. */
  peek<N extends LimiterName>(name: N, key: LimiterKey<N>): Promise<void>;
  /** Gives one counted attempt back (never below zero). */
  reward<N extends LimiterName>(name: N, key: LimiterKey<N>): Promise<void>;
  /** Forgets every counted attempt of the key. */
  reset<N extends LimiterName>(name: N, key: LimiterKey<N>): Promise<void>;
  /** The points a limiter allows per window, after RATE_LIMIT_MULTIPLIER. */
  points(name: LimiterName): number;
  /** Closes the store's connections (tests, shutdown). */
  close(): Promise<void>;
};

export type RateLimitsOptions = {
  /** Default: Redis when REDIS_URL is set, else PostgreSQL. Opened on first use. */
  store?: () => RateLimitStore | Promise<RateLimitStore>;
  /** Default: RATE_LIMIT_MULTIPLIER. */
  multiplier?: number;
};

export function createRateLimits(options: RateLimitsOptions = {}): RateLimits {
  const open = options.store ?? defaultStore;
  let store: Promise<RateLimitStore> | undefined;
  const limiters = new Map<LimiterName, Promise<RateLimiterAbstract>>();
  const multiplier = () => options.multiplier ?? env().RATE_LIMIT_MULTIPLIER;

  function limiter(name: LimiterName): Promise<RateLimiterAbstract> {
    let existing = limiters.get(name);
    if (!existing) {
      store ??= Promise.resolve().then(open);
      existing = store.then((s) => s.limiter({ keyPrefix: `rl:${name}`, points: scaledPoints(LIMITS[name], multiplier()), duration: LIMITS[name].duration }));
      // A store that could not be opened is tried again on the next call.
      existing.catch(() => {
        limiters.delete(name);
        store = undefined;
      });
      limiters.set(name, existing);
    }
    return existing;
  }

  /** A check (limit, peek): refused with 503 when the store fails. A give-back (reward, reset): skipped then. */
  async function guarded(name: LimiterName, operation: "limit" | "peek" | "reward" | "reset", fn: (l: RateLimiterAbstract) => Promise<void>): Promise<void> {
    try {
      await fn(await limiter(name));
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof RateLimiterRes) throw tooManyAttempts(error.msBeforeNext);
      const refused = operation === "limit" || operation === "peek";
      storeFailed(name, operation, refused, error);
      if (refused) throw storeUnavailable();
    }
  }

  return {
    limit: (name, key) => guarded(name, "limit", async (l) => void (await l.consume(keyOf(name, key)))),
    peek: (name, key) =>
      guarded(name, "peek", async (l) => {
        const res = await l.get(keyOf(name, key));
        if (res && res.consumedPoints >= l.points) throw tooManyAttempts(res.msBeforeNext);
      }),
    reward: (name, key) =>
      guarded(name, "reward", async (l) => {
        const k = keyOf(name, key);
        const res = await l.get(k);
        if (res && res.consumedPoints > 0) await l.reward(k, 1);
      }),
    reset: (name, key) => guarded(name, "reset", async (l) => void (await l.delete(keyOf(name, key)))),
    points: (name) => scaledPoints(LIMITS[name], multiplier()),
    close: async () => {
      const s = store;
      store = undefined;
      limiters.clear();
      if (s) await (await s.catch(() => undefined))?.close();
    },
  };
}

/** Limiters over per-process memory, for unit tests. */
export function memoryRateLimits(options: Omit<RateLimitsOptions, "store"> = {}): RateLimits {
  return createRateLimits({ ...options, store: memoryStore });
}

function keyOf<N extends LimiterName>(name: N, key: LimiterKey<N>): string {
  const by = LIMITS[name].by;
  if (by === "ip+account") {
    const { ip, account } = key as { ip: string; account: string };
    return composeKey([ipKey(ip), accountKey(account)]);
  }
  return composeKey([by === "ip" ? ipKey(key as string) : accountKey(key as string)]);
}

/** 429 saying how long to wait, rounded up to whole minutes, with Retry-After in seconds. */
export function tooManyAttempts(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError("RATE_LIMITED", `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`, {
    headers: { "retry-after": String(seconds) },
  });
}

/** How soon to try again after the store failed: its timeouts are 2 s, and an outage is usually short. */
const STORE_RETRY_AFTER_S = "5";

/** 503 for a request whose throttle could not be checked: it is refused, never let through unthrottled. */
function storeUnavailable(): AppError {
  return new AppError("SERVICE_UNAVAILABLE", undefined, { headers: { "retry-after": STORE_RETRY_AFTER_S, "cache-control": "no-store" } });
}

let lastWarning = 0;
let suppressed = 0;

/** Logged at most once a minute (a flood would otherwise flood the log), with how many more were not logged. */
function storeFailed(name: LimiterName, operation: string, refused: boolean, error: unknown): void {
  if (Date.now() - lastWarning < 60_000) {
    suppressed++;
    return;
  }
  const message = refused ? "rate-limit store unavailable; request refused (503)" : "rate-limit store unavailable; attempts not given back";
  log("warn", message, { limiter: name, operation, suppressed, ...errorFields(error) });
  lastWarning = Date.now();
  suppressed = 0;
}

// The process's limiters, kept on globalThis so dev reloads do not open new pools.
const globalForRateLimits = globalThis as unknown as { __rateLimits?: RateLimits };
const shared: RateLimits = (globalForRateLimits.__rateLimits ??= createRateLimits());

export const limit: RateLimits["limit"] = (name, key) => shared.limit(name, key);
export const peek: RateLimits["peek"] = (name, key) => shared.peek(name, key);
export const reward: RateLimits["reward"] = (name, key) => shared.reward(name, key);
export const reset: RateLimits["reset"] = (name, key) => shared.reset(name, key);
/** Closes the process's rate-limit store (tests, graceful shutdown). */
export const closeRateLimits = (): Promise<void> => shared.close();
