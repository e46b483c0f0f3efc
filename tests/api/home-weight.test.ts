import { call } from "../support/http";

/**
 * Issue #17: the signed-out home page's HTML (default organisation, English) — its markup plus the RSC payload that
 * repeats the server-rendered tree for hydration. It was 92 KB; the goal is 40 KB. BUDGET is what the page
 * weighs today (51.7 KB on a freshly seeded database) with room for what the other suites, running against the same
 * database, change on it meanwhile (the deals and destination counts it shows; a full run once measured it above 52 KB):
 * it fails when the page grows back, and comes down with each step towards the goal.
 */
const GOAL_KB = 40;
const BUDGET_KB = 56;

const html = { accept: "text/html,application/xhtml+xml" };

async function homeBytes(opts: Parameters<typeof call>[1] = {}): Promise<number> {
  const res = await call("/", { ...opts, headers: html });
  expect(res.status).toBe(200);
  return (await res.arrayBuffer()).byteLength;
}

describe("home page weight (issue #17)", () => {
  it(`the signed-out home page is at most ${BUDGET_KB} KB of HTML (goal: ${GOAL_KB} KB)`, async () => {
    expect(await homeBytes()).toBeLessThanOrEqual(BUDGET_KB * 1024);
  });

  it("the partner organisation's and the Arabic home pages stay within the same budget", async () => {
    expect(await homeBytes({ host: "partner.localhost" })).toBeLessThanOrEqual(BUDGET_KB * 1024);
    expect(await homeBytes({ cookies: { lan_code: "ar-SA" } })).toBeLessThanOrEqual((BUDGET_KB + 8) * 1024);
  });
});
