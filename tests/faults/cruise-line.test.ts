import { call } from "../support/http";
import { closeTestDb } from "../support/factories";
import { allUp, leaksInternals, setMode } from "./support/faults";

afterAll(closeTestDb);
afterEach(allUp);
jest.setTimeout(120_000);

/**
 * Issue 52: cruises are sold over the cruise line's HTTP API (lib/suppliers/cruises/cruise-api-client.ts), here the
 * local stand-in behind a switchable proxy. A line that is down or hangs is a clear 503 to try again, never a 500.
 */
describe("the cruise line's API", () => {
  it.each([["down"], ["hang"]] as const)("%s: the cruise search and a sailing answer 503 with a plain reason; back up, they answer again", async (mode) => {
    // Each mode asks its own query, so no answer kept by a cache from the other case can stand in for this one's.
    const query = `/api/cruises/search?region=CAR&guests=${mode === "down" ? 1 : 3}`;
    await setMode("cruises", mode);
    const started = Date.now();
    const search = await call(query);
    expect(search.status).toBe(503);
    const text = await search.text();
    expect(JSON.parse(text).error.code).toBe("SERVICE_UNAVAILABLE");
    expect(JSON.parse(text).message).toBe("Cruises cannot be searched right now. Please try again shortly.");
    expect(leaksInternals(text)).toBe(false);
    // The client gives a hanging line 10 s (TIMEOUT_MS), not the visitor's patience.
    expect(Date.now() - started).toBeLessThan(15_000);
    const sailing = await call(`/api/cruises/sailings/CAR-209901-01?guests=${mode === "down" ? 1 : 3}`);
    expect(sailing.status).toBe(503);

    await setMode("cruises", "up");
    const again = await call(query);
    expect(again.status).toBe(200);
    expect((await again.json()).data.total).toBeGreaterThan(0);
  });
});
