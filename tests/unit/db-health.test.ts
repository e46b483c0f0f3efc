import { breakerRefusal, databaseLooksDown, markDatabaseDown, resetDatabaseBreaker } from "@/lib/db-health";
import { isDatabaseUnavailable } from "@/lib/http/db-errors";

describe("database breaker (issue 11: requests fail fast with 503 while PostgreSQL is down, and resume by themselves)", () => {
  afterEach(resetDatabaseBreaker);

  it("opens for three seconds after a request finds the database unreachable, then lets a request try again", () => {
    const t = 1_000_000;
    expect(databaseLooksDown(t)).toBe(false);
    markDatabaseDown(t);
    expect(databaseLooksDown(t + 2999)).toBe(true);
    expect(databaseLooksDown(t + 3000)).toBe(false);
  });

  it("is not held open by failures noted while it is open (its own refusals), so service resumes by itself", () => {
    const t = 1_000_000;
    markDatabaseDown(t);
    markDatabaseDown(t + 2500);
    expect(databaseLooksDown(t + 3000)).toBe(false);
    markDatabaseDown(t + 3001);
    expect(databaseLooksDown(t + 6000)).toBe(true);
  });

  it("refuses with an error recognised as 'database unavailable', bare or wrapped the way the Prisma adapter wraps it", () => {
    const refusal = breakerRefusal();
    expect(isDatabaseUnavailable(refusal)).toBe(true);
    const wrapped = Object.assign(new Error("driver adapter error"), {
      name: "DriverAdapterError",
      cause: { kind: "postgres", originalCode: "57P03", originalMessage: refusal.message },
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    // What Prisma 7 throws for it (observed): a known request error carrying the adapter's error in meta.
    const prisma = Object.assign(new Error("raw query failed"), { name: "PrismaClientKnownRequestError", code: "P2010", meta: { driverAdapterError: wrapped } });
    expect(isDatabaseUnavailable(prisma)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("unique"), { code: "P2002", meta: { target: ["email"] } }))).toBe(false);
  });
});
