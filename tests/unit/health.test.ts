import { databaseLooksDown, resetDatabaseBreaker } from "@/lib/db-health";

const queryRaw = jest.fn();
jest.mock("@/lib/db", () => ({ db: { $queryRaw: (...args: unknown[]) => queryRaw(...args) } }));

// Imported after the mock is in place.
import { checkHealth } from "@/lib/health";

/** Issue #16 item 10: a burst on the public /api/health costs one database probe, and its deadline opens no breaker. */
describe("checkHealth", () => {
  afterEach(() => {
    queryRaw.mockReset();
    resetDatabaseBreaker();
  });

  it("shares one probe among all concurrent callers, and probes afresh after it", async () => {
    let answer!: () => void;
    queryRaw.mockImplementation(() => new Promise<void>((resolve) => (answer = resolve)));
    const callers = Array.from({ length: 2000 }, () => checkHealth());
    expect(queryRaw).toHaveBeenCalledTimes(1);
    answer();
    const results = await Promise.all(callers);
    expect(results.every((r) => r.ok && r.database === "up")).toBe(true);
    queryRaw.mockResolvedValue([{ "?column?": 1 }]);
    await checkHealth();
    expect(queryRaw).toHaveBeenCalledTimes(2);
  });

  it("reports a probe that misses its deadline as down without opening the breaker; a refused connection opens it", async () => {
    queryRaw.mockImplementation(() => new Promise(() => undefined));
    expect(await checkHealth(20)).toMatchObject({ ok: false, database: "down" });
    expect(databaseLooksDown()).toBe(false);
    queryRaw.mockRejectedValue(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
    expect(await checkHealth()).toMatchObject({ ok: false, database: "down" });
    expect(databaseLooksDown()).toBe(true);
  });
});
