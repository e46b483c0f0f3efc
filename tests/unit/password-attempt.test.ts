import type { RateLimits } from "@/lib/rate-limit";
import { AppError } from "@/lib/errors";
import { createPasswordGate, passwordGateLimits } from "@/lib/auth/password-gate";
import { ADMISSION_DEFAULTS } from "@/lib/admission.mjs";
import { checkAccountPassword } from "@/lib/auth/password-check";
import { resetEnvCache } from "@/lib/env";

/**
 * Seen in an attack: "60 concurrent wrong sign-ins from one address were checked 13 times, not 10", and "a flood of
 * 4,000 sign-ins opened the database breaker". The process's rate limits are memory ones here and the hash a counted
 * stand-in, so that what is measured is the order of counting and checking.
 */
jest.mock("@/lib/rate-limit", () => {
  const actual = jest.requireActual<typeof import("@/lib/rate-limit")>("@/lib/rate-limit");
  const memory = actual.memoryRateLimits({ multiplier: 1 });
  const bound = { limit: memory.limit, peek: memory.peek, reward: memory.reward, reset: memory.reset };
  return { ...actual, memory, ...bound, limit: (...args: Parameters<RateLimits["limit"]>) => memory.limit(...args) };
});
const rateLimits = jest.requireMock<{ memory: RateLimits }>("@/lib/rate-limit").memory;

const mockChecks = { count: 0, pass: new Set<string>() };
jest.mock("@/lib/auth/passwords", () => ({
  verifyPassword: async (_hash: string, password: string) => {
    mockChecks.count += 1;
    // Each check takes a few turns of the event loop, as argon2 on the thread pool does.
    await new Promise((resolve) => setTimeout(resolve, 5));
    return mockChecks.pass.has(password);
  },
}));
const checks = mockChecks;

const member = (ip: string, password: string) => checkAccountPassword({ orgId: 1, email: "member@example.test", ip, hash: "$argon2id$stored", password });
const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

beforeEach(() => {
  checks.count = 0;
  checks.pass.clear();
});

describe("the sign-in budget counts exactly under concurrency", () => {
  it("60 simultaneous wrong passwords from one address: exactly the budget's 10 are checked, the other 50 get 429", async () => {
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => settled(member("203.0.113.60", `Wrong!${i}`))));
    expect(checks.count).toBe(rateLimits.points("signInIpAccount"));
    expect(results.filter((r) => "value" in r && r.value === false)).toHaveLength(10);
    const refused = results.filter((r) => "error" in r).map((r) => (r as { error: AppError }).error);
    expect(refused).toHaveLength(50);
    for (const error of refused) {
      expect(error).toMatchObject({ code: "RATE_LIMITED", status: 429 });
      expect(error.headers?.["retry-after"]).toMatch(/^\d+$/);
    }
  });

  it("once the budget is used up, a right password sent along with wrong ones is refused, not checked", async () => {
    checks.pass.add("Right!1a");
    const ip = "203.0.113.61";
    for (let i = 0; i < 9; i++) await member(ip, `Wrong!${i}`);
    const burst = await Promise.all([...Array.from({ length: 20 }, (_, i) => settled(member(ip, `Wrong!${i}`))), settled(member(ip, "Right!1a"))]);
    // 9 before the burst, then exactly one more.
    expect(checks.count).toBe(10);
    expect(burst.at(-1)).toEqual({ error: expect.objectContaining({ code: "RATE_LIMITED" }) });
  });

  it("a check that passes clears the address's failures for the account; another address has its own budget", async () => {
    checks.pass.add("Right!1a");
    const ip = "203.0.113.62";
    for (let i = 0; i < 9; i++) await member(ip, `Wrong!${i}`);
    await expect(member(ip, "Right!1a")).resolves.toBe(true);
    for (let i = 0; i < 10; i++) await expect(member(ip, `Wrong!${i}`)).resolves.toBe(false);
    await expect(member(ip, "Right!1a")).rejects.toMatchObject({ status: 429 });
    await expect(member("203.0.113.63", "Right!1a")).resolves.toBe(true);
  });
});

describe("the password-check gate", () => {
  function harness(limits = { maxInFlight: 1, maxQueue: 2, maxPerClient: 2, queueTimeoutMs: 1000 }) {
    const timers: { fn: () => void; cleared: boolean }[] = [];
    const gate = createPasswordGate(limits, {
      setTimer: (fn) => {
        const timer = { fn, cleared: false };
        timers.push(timer);
        return timer;
      },
      clearTimer: (timer: never) => {
        (timer as { cleared: boolean }).cleared = true;
      },
    });
    const expire = () => timers.filter((t) => !t.cleared).forEach((t) => ((t.cleared = true), t.fn()));
    return { gate, expire };
  }

  it("runs the allowed number of checks, queues the next, and refuses the rest at once with 503 and Retry-After", async () => {
    const { gate } = harness();
    const first = await gate.enter("198.51.100.1");
    const waiting = [gate.enter("198.51.100.2"), gate.enter("198.51.100.3")];
    const refused = await settled(gate.enter("198.51.100.4"));
    expect(refused).toEqual({ error: expect.objectContaining({ code: "SERVICE_UNAVAILABLE", status: 503 }) });
    expect((refused as { error: AppError }).error.headers?.["retry-after"]).toBe("5");
    first();
    const second = await waiting[0]!;
    second();
    (await waiting[1]!)();
  });

  it("one address holds at most its share of the places (429), and a check that waits too long is refused (503)", async () => {
    const { gate, expire } = harness({ maxInFlight: 1, maxQueue: 4, maxPerClient: 2, queueTimeoutMs: 1000 });
    const running = await gate.enter("198.51.100.9");
    const queued = settled(gate.enter("198.51.100.9"));
    await expect(gate.enter("198.51.100.9")).rejects.toMatchObject({ code: "RATE_LIMITED", status: 429, headers: { "retry-after": "5" } });
    expire();
    expect(await queued).toEqual({ error: expect.objectContaining({ code: "SERVICE_UNAVAILABLE" }) });
    running();
  });

  it("is refused before any database work, and the refused attempt is given back", async () => {
    const ip = "203.0.113.70";
    (globalThis as unknown as { __passwordGate?: unknown }).__passwordGate = {
      check: () => undefined,
      enter: () => Promise.reject(new AppError("SERVICE_UNAVAILABLE")),
    };
    try {
      for (let i = 0; i < 15; i++) await expect(member(ip, `Wrong!${i}`)).rejects.toMatchObject({ status: 503 });
      expect(checks.count).toBe(0);
    } finally {
      delete (globalThis as unknown as { __passwordGate?: unknown }).__passwordGate;
    }
    // Nothing was used up by the refusals: the whole budget is still there.
    for (let i = 0; i < 10; i++) await expect(member(ip, `Wrong!${i}`)).resolves.toBe(false);
    await expect(member(ip, "Wrong!x")).rejects.toMatchObject({ status: 429 });
  });

  it("while every place is taken, a password attempt is refused at once: nothing counted, nothing looked up", async () => {
    const ip = "203.0.113.71";
    const spy = jest.spyOn(rateLimits, "limit");
    const { gate } = harness({ maxInFlight: 1, maxQueue: 0, maxPerClient: 1, queueTimeoutMs: 1000 });
    const busy = await gate.enter("198.51.100.50");
    expect(() => gate.check("198.51.100.51")).toThrow(expect.objectContaining({ code: "SERVICE_UNAVAILABLE" }));
    (globalThis as unknown as { __passwordGate?: unknown }).__passwordGate = gate;
    try {
      await expect(member(ip, "Wrong!1")).rejects.toMatchObject({ status: 503, headers: { "retry-after": "5" } });
      expect(spy).not.toHaveBeenCalled();
      expect(checks.count).toBe(0);
      busy();
      await expect(member(ip, "Wrong!1")).resolves.toBe(false);
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
      delete (globalThis as unknown as { __passwordGate?: unknown }).__passwordGate;
    }
  });

  it("by default holds well under the requests the web server lets into the app at once, so a flood of sign-ins is refused rather than filling the app", () => {
    resetEnvCache();
    const { maxInFlight, maxQueue } = passwordGateLimits();
    expect(maxInFlight + maxQueue).toBeLessThanOrEqual((2 / 3) * ADMISSION_DEFAULTS.maxInFlight);
  });

  it("sizes itself from PASSWORD_CHECKS_AT_ONCE and PASSWORD_CHECK_QUEUE; one address gets at most half the places", () => {
    const saved = { ...process.env };
    try {
      process.env.PASSWORD_CHECKS_AT_ONCE = "3";
      process.env.PASSWORD_CHECK_QUEUE = "9";
      resetEnvCache();
      expect(passwordGateLimits()).toEqual({ maxInFlight: 3, maxQueue: 9, maxPerClient: 6, queueTimeoutMs: 5000 });
    } finally {
      process.env = saved;
      resetEnvCache();
    }
  });
});
