import { failureReport, firstLine, jestFailures, playwrightFailures } from "../../scripts/lib/test-failures.mjs";

describe("the failed tests named at the end of npm test", () => {
  it("names each failed jest test by lane, file and full title, with the first line of why", () => {
    const report = {
      testResults: [
        {
          name: "/repo/tests/api/wallet.test.ts",
          status: "failed",
          message: "",
          assertionResults: [
            { status: "passed", fullName: "wallet lists cards", failureMessages: [] },
            {
              status: "failed",
              fullName: "wallet refunds a cancelled stay",
              failureMessages: ["\u001b[31mError: expect(received).toBe(expected)\u001b[39m\n\nExpected: 200\nReceived: 500"],
            },
          ],
        },
        { name: "/repo/tests/api/mail.test.ts", status: "passed", assertionResults: [{ status: "passed", fullName: "sends", failureMessages: [] }] },
      ],
    };
    expect(jestFailures(report, "api", "/repo")).toEqual([
      { lane: "api", file: "tests/api/wallet.test.ts", title: "wallet refunds a cancelled stay", reason: "Error: expect(received).toBe(expected)" },
    ]);
  });

  it("names a suite that failed before any test ran (an import error, a hook that threw)", () => {
    const report = {
      testResults: [
        { name: "/repo/tests/unit/x.test.ts", status: "failed", message: "\n  ● Test suite failed to run\n\n    Cannot find module", assertionResults: [] },
      ],
    };
    expect(jestFailures(report, "unit", "/repo")).toEqual([
      { lane: "unit", file: "tests/unit/x.test.ts", title: "(the suite itself)", reason: "● Test suite failed to run" },
    ]);
  });

  it("names an unexpected Playwright test with its project and describe titles, and skips flaky and passed ones", () => {
    const report = {
      config: { rootDir: "/repo/e2e" },
      suites: [
        {
          title: "trips.spec.ts",
          file: "trips.spec.ts",
          specs: [
            {
              title: "opens",
              file: "trips.spec.ts",
              line: 5,
              tests: [{ projectName: "desktop", status: "unexpected", results: [{ status: "failed", error: { message: "boom" } }] }],
            },
          ],
          suites: [
            {
              title: "My Trips",
              file: "trips.spec.ts",
              specs: [
                {
                  title: "cancels",
                  file: "trips.spec.ts",
                  line: 12,
                  tests: [
                    { projectName: "mobile", status: "unexpected", results: [{ status: "timedOut", error: { message: "Test timeout of 60000ms exceeded." } }] },
                  ],
                },
                { title: "lists", file: "trips.spec.ts", line: 30, tests: [{ projectName: "desktop", status: "flaky", results: [] }] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report, "e2e", "/repo")).toEqual([
      { lane: "e2e", file: "e2e/trips.spec.ts:5", title: "[desktop] opens", reason: "boom" },
      { lane: "e2e", file: "e2e/trips.spec.ts:12", title: "[mobile] My Trips › cancels", reason: "Test timeout of 60000ms exceeded." },
    ]);
  });

  it("prints nothing when nothing failed, else one line a failure after a count", () => {
    expect(failureReport([])).toEqual([]);
    expect(failureReport([{ lane: "unit", file: "a.test.ts", title: "t", reason: "r" }])).toEqual(["> failed (1):", "  ✘ unit · a.test.ts · t — r"]);
  });

  it("keeps a long reason to one line", () => {
    expect(firstLine(`${"x".repeat(300)}\nmore`)).toHaveLength(200);
  });
});
