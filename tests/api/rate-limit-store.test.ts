import net from "node:net";
import { Redis } from "ioredis";
import pg from "pg";
import { resetEnvCache } from "@/lib/env";
import { LIMITS, closeRateLimits, createRateLimits, limit, postgresStore, redisStore, type RateLimits } from "@/lib/rate-limit";
import { defaultStore } from "@/lib/rate-limit/store";
import { closedPort } from "../support/ports";

/** lib/rate-limit against real stores: the migrated rate_limits table of the test database, and Redis when one answers. */
const databaseUrl = process.env.DATABASE_URL!;
const run = `${Date.now().toString(36)}-${process.pid}`;
const account = (name: string) => `${name}.${run}@rate-limit.example`;
let sql: pg.Client;

async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

const windowMs = LIMITS.emailAccount.duration * 1000;

/** Uses up emailAccount (3 an hour) for one account and checks the 429 that follows. */
async function exhaustEmailAccount(rl: RateLimits, who: string) {
  const points = rl.points("emailAccount");
  for (let i = 0; i < points; i++) await rl.limit("emailAccount", who);
  await expect(rl.peek("emailAccount", who)).rejects.toMatchObject({ code: "RATE_LIMITED", status: 429 });
  const error = await rl.limit("emailAccount", who).then(
    () => null,
    (e: { headers?: Record<string, string> }) => e,
  );
  expect(Number(error?.headers?.["retry-after"]) * 1000).toBeGreaterThan(windowMs - 60_000);
}

function quietly<T>(fn: () => Promise<T>): Promise<T> {
  const stderr = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
  return fn().finally(() => stderr.mockRestore());
}

beforeAll(async () => {
  sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
});

afterAll(async () => {
  await sql.query("DELETE FROM rate_limits WHERE key LIKE $1", [`%${run}%`]);
  await sql.end();
  await closeRateLimits();
});

describe("PostgreSQL store (rate_limits table)", () => {
  it("counts in the table until the limiter blocks, peeks without counting, and resets", async () => {
    const rl = createRateLimits({ store: () => postgresStore(databaseUrl), multiplier: 1 });
    try {
      const who = account("Pg");
      await rl.peek("emailAccount", who);
      expect((await sql.query("SELECT 1 FROM rate_limits WHERE key = $1", [`rl:emailAccount:${who.toLowerCase()}`])).rowCount).toBe(0);

      await exhaustEmailAccount(rl, who);
      const { rows } = await sql.query<{ key: string; points: number; expire: string }>("SELECT key, points, expire FROM rate_limits WHERE key = $1", [
        `rl:emailAccount:${who.toLowerCase()}`,
      ]);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.points).toBeGreaterThanOrEqual(3);
      const expire = Number(rows[0]!.expire);
      expect(expire).toBeGreaterThan(Date.now() + windowMs - 60_000);
      expect(expire).toBeLessThanOrEqual(Date.now() + windowMs);

      await rl.reset("emailAccount", who.toUpperCase());
      expect((await sql.query("SELECT 1 FROM rate_limits WHERE key LIKE $1", [`rl:emailAccount:%${run}%`])).rowCount).toBe(0);
      await expect(rl.limit("emailAccount", who)).resolves.toBeUndefined();
    } finally {
      await rl.close();
    }
  });

  it("keeps per-IP+account counters apart: one address's failures do not block another's", async () => {
    const rl = createRateLimits({ store: () => postgresStore(databaseUrl), multiplier: 1 });
    try {
      const attacker = { ip: "192.0.2.1", account: account("owner") };
      const owner = { ip: "2001:db8:5:6::7", account: account("owner") };
      for (let i = 0; i < rl.points("signInIpAccount"); i++) await rl.limit("signInIpAccount", attacker);
      await expect(rl.peek("signInIpAccount", attacker)).rejects.toMatchObject({ status: 429 });
      await expect(rl.peek("signInIpAccount", owner)).resolves.toBeUndefined();
      const { rows } = await sql.query<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE $1 ORDER BY key", [`rl:signInIpAccount:%${run}%`]);
      expect(rows.map((r) => r.key)).toEqual([`rl:signInIpAccount:192.0.2.1|${account("owner")}`]);
    } finally {
      await rl.close();
    }
  });

  it("is the process's default store when REDIS_URL is unset (DATABASE_URL)", async () => {
    resetEnvCache();
    const store = await defaultStore();
    try {
      expect(store.kind).toBe(process.env.REDIS_URL ? "redis" : "postgres");
    } finally {
      await store.close();
    }
    if (process.env.REDIS_URL) return;
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    await limit("existsIp", ip);
    // The shared limiters wrote through lib/env's databaseUrl(); the key is this run's IP.
    expect((await sql.query("SELECT points FROM rate_limits WHERE key = $1", [`rl:existsIp:${ip}`])).rows[0]).toEqual({ points: 1 });
    await sql.query("DELETE FROM rate_limits WHERE key = $1", [`rl:existsIp:${ip}`]);
  });

  it("counts exactly under concurrency: of 60 simultaneous attempts on one key, exactly the allowed ones pass", async () => {
    const rl = createRateLimits({ store: () => postgresStore(databaseUrl), multiplier: 1 });
    try {
      const key = { ip: "192.0.2.60", account: account("concurrent") };
      const results = await Promise.allSettled(Array.from({ length: 60 }, () => rl.limit("signInIpAccount", key)));
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(rl.points("signInIpAccount"));
      for (const r of results.filter((r): r is PromiseRejectedResult => r.status === "rejected")) expect(r.reason).toMatchObject({ code: "RATE_LIMITED" });
    } finally {
      await rl.close();
    }
  });

  it("fails closed when PostgreSQL cannot be reached: 503 with Retry-After, never let through", async () => {
    const port = await closedPort();
    const rl = createRateLimits({ store: () => postgresStore(`postgresql://postgres@127.0.0.1:${port}/none`), multiplier: 1 });
    try {
      await quietly(async () => {
        for (let i = 0; i < 5; i++)
          await expect(rl.limit("emailAccount", account("down"))).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE", headers: { "retry-after": "5" } });
        await expect(rl.peek("emailAccount", account("down"))).rejects.toMatchObject({ status: 503 });
      });
    } finally {
      await rl.close();
    }
  });
});

describe("Redis store", () => {
  const url = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

  it("counts and blocks in Redis when one is reachable (else only the PostgreSQL path above applies)", async () => {
    if (!(await reachable(url))) {
      // No Redis on this machine: REDIS_URL must then be unset for the PostgreSQL store to be the default.
      expect(process.env.REDIS_URL).toBeUndefined();
      return;
    }
    const rl = createRateLimits({ store: () => redisStore(url), multiplier: 1 });
    const redis = new Redis(url);
    const who = account("redis");
    try {
      await exhaustEmailAccount(rl, who);
      const key = `rl:emailAccount:${who}`;
      expect(Number(await redis.get(key))).toBeGreaterThanOrEqual(3);
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(windowMs - 60_000);
      await rl.reset("emailAccount", who);
      expect(await redis.exists(key)).toBe(0);
      await expect(rl.limit("emailAccount", who)).resolves.toBeUndefined();
      await redis.del(key);
    } finally {
      await rl.close();
      redis.disconnect();
    }
  });

  it("fails closed when Redis cannot be reached", async () => {
    const port = await closedPort();
    const rl = createRateLimits({ store: () => redisStore(`redis://127.0.0.1:${port}`), multiplier: 1 });
    try {
      await quietly(async () => {
        for (let i = 0; i < 5; i++) await expect(rl.limit("emailAccount", account("redis-down"))).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
      });
    } finally {
      await rl.close();
    }
  });
});
