import { RateLimiterMemory } from "rate-limiter-flexible";
import { resetEnvCache } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { LIMITER_NAMES, LIMITS, createRateLimits, memoryRateLimits, tooManyAttempts, type RateLimitStore } from "@/lib/rate-limit";
import { composeKey, ipKey } from "@/lib/rate-limit/keys";
import { TOKEN_TTL_MS } from "@/lib/auth/tokens";

const IP = "203.0.113.7";

async function exhaust(attempts: number, fn: () => Promise<void>) {
  for (let i = 0; i < attempts; i++) await fn();
}

describe("limit", () => {
  it("lets the allowed attempts through, then throws AppError 429 with retry-after and the wait in minutes", async () => {
    const rl = memoryRateLimits({ multiplier: 1 });
    expect(rl.points("signInIp")).toBe(LIMITS.signInIp.points);
    await exhaust(rl.points("signInIp"), () => rl.limit("signInIp", IP));
    const error = await rl.limit("signInIp", IP).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    const e = error as AppError;
    expect(e.code).toBe("RATE_LIMITED");
    expect(e.status).toBe(429);
    const retryAfter = Number(e.headers?.["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(e.message).toBe("Too many attempts. Please try again in 15 minutes.");
    // Another address is not affected.
    await expect(rl.limit("signInIp", "198.51.100.1")).resolves.toBeUndefined();
  });

  it("keeps limiters apart by name", async () => {
    const rl = memoryRateLimits({ multiplier: 1 });
    await exhaust(rl.points("emailAccount"), () => rl.limit("emailAccount", "a@x.test"));
    await expect(rl.limit("emailAccount", "a@x.test")).rejects.toMatchObject({ code: "RATE_LIMITED" });
    await expect(rl.limit("emailIp", IP)).resolves.toBeUndefined();
  });

  it("compares accounts case-insensitively", async () => {
    const rl = memoryRateLimits({ multiplier: 1 });
    await exhaust(rl.points("emailAccount"), () => rl.limit("emailAccount", "Someone@Example.TEST"));
    await expect(rl.limit("emailAccount", " someone@example.test ")).rejects.toMatchObject({ status: 429 });
  });

  it("rounds the wait up to whole minutes", () => {
    expect(tooManyAttempts(1).message).toBe("Too many attempts. Please try again in 1 minute.");
    expect(tooManyAttempts(1).headers).toEqual({ "retry-after": "1" });
    expect(tooManyAttempts(61_000).message).toContain("in 2 minutes");
    expect(tooManyAttempts(61_000).headers?.["retry-after"]).toBe("61");
  });
});

describe("peek, reward and reset", () => {
  it("peek does not consume", async () => {
    const rl = memoryRateLimits({ multiplier: 1 });
    const key = { ip: IP, account: "member@demo.test" };
    for (let i = 0; i < 100; i++) await rl.peek("signInIpAccount", key);
    await exhaust(rl.points("signInIpAccount") - 1, () => rl.limit("signInIpAccount", key));
    await expect(rl.peek("signInIpAccount", key)).resolves.toBeUndefined();
    await rl.limit("signInIpAccount", key); // the last allowed failure
    await expect(rl.peek("signInIpAccount", key)).rejects.toMatchObject({ code: "RATE_LIMITED", status: 429 });
    await expect(rl.peek("signInIpAccount", key)).rejects.toBeInstanceOf(AppError);
  });

  it("reset clears the key", async () => {
    const rl = memoryRateLimits({ multiplier: 1 });
    const key = { ip: IP, account: "member@demo.test" };
    await exhaust(rl.points("signInIpAccount"), () => rl.limit("signInIpAccount", key));
    await expect(rl.peek("signInIpAccount", key)).rejects.toMatchObject({ status: 429 });
    await rl.reset("signInIpAccount", { ip: IP, account: "MEMBER@demo.test" });
    await expect(rl.peek("signInIpAccount", key)).resolves.toBeUndefined();
    await expect(rl.limit("signInIpAccount", key)).resolves.toBeUndefined();
  });

  it("reward gives one attempt back and never goes below zero", async () => {
    const rl = memoryRateLimits({ multiplier: 1 });
    await rl.reward("emailAccount", "a@x.test"); // nothing counted yet: stays at zero
    await exhaust(rl.points("emailAccount"), () => rl.limit("emailAccount", "a@x.test"));
    await rl.reward("emailAccount", "a@x.test");
    await expect(rl.limit("emailAccount", "a@x.test")).resolves.toBeUndefined();
    await expect(rl.limit("emailAccount", "a@x.test")).rejects.toMatchObject({ status: 429 });
  });
});

describe("no account-wide lock", () => {
  it("failed sign-ins from one address do not block the same account from another address", async () => {
    const rl = memoryRateLimits({ multiplier: 1 });
    const attacker = { ip: "192.0.2.66", account: "member@demo.test" };
    const owner = { ip: "198.51.100.23", account: "member@demo.test" };
    await exhaust(rl.points("signInIpAccount"), () => rl.limit("signInIpAccount", attacker));
    await expect(rl.limit("signInIpAccount", attacker)).rejects.toMatchObject({ status: 429 });
    await expect(rl.peek("signInIpAccount", attacker)).rejects.toMatchObject({ status: 429 });
    await expect(rl.peek("signInIpAccount", owner)).resolves.toBeUndefined();
    await expect(rl.limit("signInIpAccount", owner)).resolves.toBeUndefined();
  });

  it("counts an IPv6 client by its /64", async () => {
    const rl = memoryRateLimits({ multiplier: 1 });
    await exhaust(rl.points("existsIp"), () => rl.limit("existsIp", "2001:db8:1:2::1"));
    await expect(rl.limit("existsIp", "2001:db8:1:2:ffff::9")).rejects.toMatchObject({ status: 429 });
    await expect(rl.limit("existsIp", "2001:db8:1:3::1")).resolves.toBeUndefined();
  });
});

describe("configuration", () => {
  const saved = process.env.RATE_LIMIT_MULTIPLIER;
  afterEach(() => {
    if (saved === undefined) delete process.env.RATE_LIMIT_MULTIPLIER;
    else process.env.RATE_LIMIT_MULTIPLIER = saved;
    resetEnvCache();
  });

  it("RATE_LIMIT_MULTIPLIER scales every limiter (whole points, at least 1) but the account's mail cap", () => {
    process.env.RATE_LIMIT_MULTIPLIER = "2.5";
    resetEnvCache();
    const rl = memoryRateLimits();
    for (const name of LIMITER_NAMES.filter((n) => !("scaled" in LIMITS[n]))) expect(rl.points(name)).toBe(Math.round(LIMITS[name].points * 2.5));
    expect(memoryRateLimits({ multiplier: 0.001 }).points("emailIpAccount")).toBe(1);
    // It protects one mailbox, not a budget everyone behind one address shares: the same under any multiplier.
    expect(rl.points("emailAccount")).toBe(3);
    // So is the look-up budget of one booking reference from one address (a guest's manage-booking form).
    expect(rl.points("manageBookingIpRef")).toBe(10);
    expect(memoryRateLimits({ multiplier: 5 }).points("emailAccount")).toBe(3);
  });

  it("the account's mail cap lasts no longer than the links it sends, so the last one sent is still valid while it holds", () => {
    expect(LIMITS.emailAccount.duration * 1000).toBeLessThanOrEqual(TOKEN_TTL_MS.RESET_PASSWORD);
    expect(LIMITS.emailAccount.duration * 1000).toBeLessThanOrEqual(TOKEN_TTL_MS.VERIFY_EMAIL);
    expect(LIMITS.emailAccount.duration * 1000).toBeLessThanOrEqual(TOKEN_TTL_MS.LINK_IDENTITY);
  });

  it("refuses a multiplier that is not a positive number", () => {
    process.env.RATE_LIMIT_MULTIPLIER = "0";
    resetEnvCache();
    expect(() => memoryRateLimits().points("signInIp")).toThrow(/RATE_LIMIT_MULTIPLIER/);
  });

  it("documents a sensible window for every limiter", () => {
    for (const name of LIMITER_NAMES) {
      expect(LIMITS[name].points).toBeGreaterThan(0);
      expect(LIMITS[name].duration).toBeGreaterThanOrEqual(60);
    }
  });
});

describe("a failing store", () => {
  const failing: RateLimitStore = {
    kind: "postgres",
    limiter: (opts) => {
      const l = new RateLimiterMemory(opts);
      const down = () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
      l.consume = down;
      l.get = down;
      l.delete = down;
      l.reward = down;
      return l;
    },
    close: async () => undefined,
  };

  /** Seen in an attack: "the log showed 'rate-limit store unavailable; request not throttled'". */
  it("fails closed: a check the store cannot make is refused with 503 and Retry-After, never let through", async () => {
    const rl = createRateLimits({ store: () => failing, multiplier: 1 });
    const stderr = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      for (let i = 0; i < 60; i++) {
        const error = await rl.limit("signInIp", IP).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(AppError);
        expect(error).toMatchObject({ code: "SERVICE_UNAVAILABLE", status: 503 });
        expect((error as AppError).headers?.["retry-after"]).toMatch(/^\d+$/);
      }
      await expect(rl.peek("signInIpAccount", { ip: IP, account: "a@x.test" })).rejects.toMatchObject({ status: 503 });
      // Giving attempts back cannot let anything through: when the store fails it is skipped.
      await expect(rl.reset("signInIpAccount", { ip: IP, account: "a@x.test" })).resolves.toBeUndefined();
      await expect(rl.reward("emailAccount", "a@x.test")).resolves.toBeUndefined();
      // Warned once, not once per request.
      const warnings = stderr.mock.calls.map(([line]) => String(line)).filter((line) => line.includes("rate-limit store unavailable"));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain("request refused");
    } finally {
      stderr.mockRestore();
    }
  });

  it("fails closed when the store cannot even be opened, and tries again later", async () => {
    let opens = 0;
    const rl = createRateLimits({
      store: () => {
        opens++;
        throw new Error("no store");
      },
      multiplier: 1,
    });
    const stderr = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      await expect(rl.limit("signUpIp", IP)).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
      await expect(rl.limit("signUpIp", IP)).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
      expect(opens).toBe(2);
    } finally {
      stderr.mockRestore();
    }
  });
});

describe("keys", () => {
  it("normalises addresses", () => {
    expect(ipKey("203.0.113.7")).toBe("203.0.113.7");
    expect(ipKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(ipKey("2001:DB8:0:0:1::1")).toBe("2001:db8:0:0::/64");
    expect(ipKey("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(ipKey("::1")).toBe("0:0:0:0::/64");
    expect(ipKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("keeps keys inside the rate_limits.key column", () => {
    const key = composeKey(["2001:db8:0:0::/64", `${"x".repeat(250)}@example.test`]);
    expect(key).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(`rl:signInIpAccount:${key}`.length).toBeLessThanOrEqual(255);
    expect(composeKey(["1.2.3.4", "a@b.test"])).toBe("1.2.3.4|a@b.test");
  });
});
