import { breakerRefusal, databaseLooksDown, markDatabaseDown, noteDatabaseError, resetDatabaseBreaker } from "@/lib/db-health";
import { isDatabaseBusy, isDatabaseUnavailable } from "@/lib/db-errors";

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
    const prisma = Object.assign(new Error("raw query failed"), {
      name: "PrismaClientKnownRequestError",
      code: "P2010",
      meta: { driverAdapterError: wrapped },
    });
    expect(isDatabaseUnavailable(prisma)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("unique"), { code: "P2002", meta: { target: ["email"] } }))).toBe(false);
  });
});

describe("busy is not down (issue #16: a burst of load must not open the breaker for every request)", () => {
  afterEach(resetDatabaseBreaker);
  const adapterWrapped = (code: string, kind = "postgres") =>
    Object.assign(new Error("raw query failed"), {
      name: "PrismaClientKnownRequestError",
      code: "P2010",
      meta: { driverAdapterError: Object.assign(new Error("driver adapter error"), { name: "DriverAdapterError", cause: { kind, originalCode: code } }) },
    });

  it("a pool wait that timed out (53300) or a statement timeout (57014) answers 503 but leaves the breaker closed", () => {
    for (const error of [
      Object.assign(new Error("no database connection came free in time"), { code: "53300", severity: "ERROR" }),
      adapterWrapped("53300", "TooManyConnections"),
      adapterWrapped("57014"),
      Object.assign(new Error("too many connections"), { code: "P2037" }),
      Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), {
        name: "PrismaClientKnownRequestError",
        code: "P2028",
      }),
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(isDatabaseBusy(error)).toBe(true);
      noteDatabaseError(error);
      expect(databaseLooksDown()).toBe(false);
    }
  });

  it("an unreachable or stuck server (a refused connection, a query never answered: 08006) opens it", () => {
    for (const error of [Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }), adapterWrapped("08006")]) {
      resetDatabaseBreaker();
      expect(isDatabaseBusy(error)).toBe(false);
      noteDatabaseError(error);
      expect(databaseLooksDown()).toBe(true);
    }
  });

  it("other errors neither answer 503 nor open it", () => {
    noteDatabaseError(Object.assign(new Error("unique"), { code: "P2002" }));
    noteDatabaseError(new Error("boom"));
    expect(databaseLooksDown()).toBe(false);
  });
});
