import { devMailboxEnabled, env, resetEnvCache, startupRefusal, usesEmbeddedDatabase } from "@/lib/env";

/** Issue #16 item 1: the dev mailbox exists only for the embedded demo database (and tests). */
const KEYS = ["NODE_ENV", "DATABASE_URL", "SMTP_URL", "DEV_MAILBOX"] as const;
// process.env's NODE_ENV is typed read-only; these tests set it on purpose.
const vars = process.env as Record<string, string | undefined>;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));

function withEnv(values: Partial<Record<(typeof KEYS)[number], string>>) {
  for (const k of KEYS) delete vars[k];
  Object.assign(vars, values);
  resetEnvCache();
  return env();
}

afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete vars[k];
    else vars[k] = saved[k];
  }
  resetEnvCache();
});

const realDb = "postgresql://app@db.internal:5432/travel";

describe("DEV_MAILBOX defaults and the start-up refusal", () => {
  it("the attack's setting: production on a real database without SMTP has no mailbox", () => {
    const e = withEnv({ NODE_ENV: "production", DATABASE_URL: realDb });
    expect(e.DEV_MAILBOX).toBe(false);
    expect(devMailboxEnabled(e)).toBe(false);
    expect(startupRefusal(e)).toBeNull();
  });

  it("the embedded demo (no DATABASE_URL, no SMTP) has it, in production too", () => {
    const e = withEnv({ NODE_ENV: "production" });
    expect(usesEmbeddedDatabase(e)).toBe(true);
    expect(devMailboxEnabled(e)).toBe(true);
    expect(startupRefusal(e)).toBeNull();
    expect(usesEmbeddedDatabase(withEnv({ NODE_ENV: "production", DATABASE_URL: "  " }))).toBe(true);
  });

  it("DEV_MAILBOX=1 on a real database: refused in production (and the page stays off), allowed in development", () => {
    const prod = withEnv({ NODE_ENV: "production", DATABASE_URL: realDb, DEV_MAILBOX: "1" });
    expect(startupRefusal(prod)).toMatch(/DEV_MAILBOX is on while DATABASE_URL names a real database/);
    expect(devMailboxEnabled(prod)).toBe(false);
    const dev = withEnv({ NODE_ENV: "development", DATABASE_URL: realDb, DEV_MAILBOX: "1" });
    expect(startupRefusal(dev)).toBeNull();
    expect(devMailboxEnabled(dev)).toBe(true);
    expect(withEnv({ NODE_ENV: "development", DATABASE_URL: realDb }).DEV_MAILBOX).toBe(false);
  });

  it("jest (NODE_ENV=test) keeps it without SMTP; SMTP turns the default off everywhere", () => {
    expect(withEnv({ NODE_ENV: "test", DATABASE_URL: realDb }).DEV_MAILBOX).toBe(true);
    expect(withEnv({ NODE_ENV: "production", SMTP_URL: "smtp://mail:25" }).DEV_MAILBOX).toBe(false);
  });
});
