import { hash } from "@node-rs/argon2";
import { resetEnvCache } from "@/lib/env";
import { needsRehash, passwordHashCost } from "@/lib/auth/passwords";

describe("password hashing cost (issue 11: sign-in compared with 'one argon2id hash at the configured cost')", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetEnvCache();
  });

  it("defaults to RFC 9106's second recommended option: argon2id, 64 MiB, 3 passes, 4 lanes", () => {
    delete process.env.PASSWORD_HASH_MEMORY_KIB;
    delete process.env.PASSWORD_HASH_ITERATIONS;
    delete process.env.PASSWORD_HASH_PARALLELISM;
    resetEnvCache();
    expect(passwordHashCost()).toEqual({ memoryCost: 65536, timeCost: 3, parallelism: 4 });
  });

  it("takes the cost from PASSWORD_HASH_* and refuses one below OWASP's floor of memory", () => {
    process.env.PASSWORD_HASH_MEMORY_KIB = "19456";
    process.env.PASSWORD_HASH_ITERATIONS = "2";
    process.env.PASSWORD_HASH_PARALLELISM = "1";
    resetEnvCache();
    expect(passwordHashCost()).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    process.env.PASSWORD_HASH_MEMORY_KIB = "1024";
    resetEnvCache();
    expect(() => passwordHashCost()).toThrow(/PASSWORD_HASH_MEMORY_KIB/);
  });

  it("asks for a re-hash exactly when the stored hash has another algorithm or cost", async () => {
    process.env.PASSWORD_HASH_MEMORY_KIB = "8192";
    process.env.PASSWORD_HASH_ITERATIONS = "1";
    process.env.PASSWORD_HASH_PARALLELISM = "1";
    resetEnvCache();
    expect(needsRehash(await hash("Trip!2026a", { memoryCost: 8192, timeCost: 1, parallelism: 1 }))).toBe(false);
    expect(needsRehash(await hash("Trip!2026a", { memoryCost: 8192, timeCost: 2, parallelism: 1 }))).toBe(true);
    expect(needsRehash("$2b$10$abcdefghijklmnopqrstuv")).toBe(true);
  });
});
