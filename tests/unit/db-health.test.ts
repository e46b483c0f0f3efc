import { databaseLooksDown, markDatabaseDown, resetDatabaseBreaker } from "@/lib/db-health";

describe("database breaker (issue 11: requests fail fast with 503 while PostgreSQL is down, and resume by themselves)", () => {
  afterEach(resetDatabaseBreaker);

  it("opens for three seconds after a request finds the database unreachable, then lets a request try again", () => {
    const t = 1_000_000;
    expect(databaseLooksDown(t)).toBe(false);
    markDatabaseDown(t);
    expect(databaseLooksDown(t + 2999)).toBe(true);
    expect(databaseLooksDown(t + 3000)).toBe(false);
  });
});
