import path from "node:path";

/**
 * The failed tests of a run, named so that someone who sees only the last lines of CI's output knows which test to
 * open: its lane, its file, its title and the first line of why. A lane's full log scrolls away long before the end.
 */

/** The first non-empty line of a failure message, without terminal colours, cut to one readable line. */
export function firstLine(message) {
  const plain = String(message ?? "").replace(/\u001b\[[0-9;]*m/g, "");
  const line = plain.split("\n").find((l) => l.trim() !== "") ?? "";
  const trimmed = line.trim();
  return trimmed.length > 200 ? `${trimmed.slice(0, 199)}…` : trimmed;
}

/** Failed tests, and suites that failed before their tests ran, from jest's --json report. */
export function jestFailures(report, lane, root) {
  const failures = [];
  for (const suite of report.testResults ?? []) {
    const file = path.relative(root, suite.name);
    const failed = (suite.assertionResults ?? []).filter((a) => a.status === "failed");
    for (const test of failed) failures.push({ lane, file, title: test.fullName, reason: firstLine(test.failureMessages?.[0]) });
    if (failed.length === 0 && suite.status === "failed") failures.push({ lane, file, title: "(the suite itself)", reason: firstLine(suite.message) });
  }
  return failures;
}

/**
 * Tests with an unexpected outcome (failed, timed out, interrupted) from Playwright's JSON report. Its spec files are
 * named from the test directory (config.rootDir); they are printed from the project's root, like jest's.
 */
export function playwrightFailures(report, lane, root) {
  const failures = [];
  const testDir = report.config?.rootDir;
  const named = (file) => (testDir && root ? path.relative(root, path.join(testDir, file)) : file);
  // The report's top-level suites are the spec files, titled with their paths; the titles below them are describes.
  const visit = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const last = test.results?.at(-1);
        failures.push({
          lane,
          file: `${named(spec.file)}:${spec.line}`,
          title: `[${test.projectName}] ${[...here, spec.title].join(" › ")}`,
          reason: firstLine(last?.error?.message ?? last?.status),
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const file of report.suites ?? []) visit({ ...file, title: "" }, []);
  return failures;
}

/** The lines printed at the end of a run: nothing when every test passed. */
export function failureReport(failures) {
  if (failures.length === 0) return [];
  return [`> failed (${failures.length}):`, ...failures.map((f) => `  ✘ ${f.lane} · ${f.file} · ${f.title}${f.reason ? ` — ${f.reason}` : ""}`)];
}
