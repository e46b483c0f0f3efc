import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { run } from "./proc.mjs";
import { failureReport, jestFailures, playwrightFailures } from "./test-failures.mjs";

/**
 * `npm test` runs its stages in lanes: the lanes of one phase run at the same time, each writing to a log of its own
 * (test-results/<lane>.log) that is printed whole when the lane ends, so parallel output never interleaves. A phase
 * with one lane prints as it goes. Results are added up into one "N passed, N failed, N skipped" line, after a list
 * of what failed.
 */
export function createLanes({ root, resultsDir }) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];
  const timings = [];
  const bin = (name) => path.join(root, "node_modules", ".bin", name);

  /** Runs the lanes (falsy entries are skipped) together; resolves with whether every lane finished without error. */
  async function phase(lanes) {
    const active = lanes.filter(Boolean);
    const buffered = active.length > 1;
    const results = await Promise.all(active.map(([name, body]) => lane(name, body, buffered)));
    return results.every(Boolean);
  }

  async function lane(name, body, buffered) {
    const started = Date.now();
    const logFile = path.join(resultsDir, `${name.replace(/\W+/g, "-")}.log`);
    const fd = buffered ? openSync(logFile, "w") : null;
    const out = {
      stdio: fd === null ? "inherit" : ["ignore", fd, fd],
      say: (line) => (fd === null ? console.log(line) : writeSync(fd, `${line}\n`)),
    };
    if (!buffered) console.log(`\n=== ${name}`);
    else console.log(`> ${name}: started (${path.relative(root, logFile)})`);
    let ok = true;
    try {
      await body(out);
    } catch (error) {
      ok = false;
      totals.failed += 1;
      failures.push({ lane: name, file: "-", title: "the lane could not run", reason: error.message });
      out.say(`\n${name} could not run: ${error.message}`);
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    timings.push({ name, seconds });
    if (fd !== null) {
      closeSync(fd);
      console.log(`\n=== ${name} (${clock(seconds)})`);
      process.stdout.write(readFileSync(logFile, "utf8"));
    } else console.log(`> ${name}: ${clock(seconds)}`);
    return ok;
  }

  /** A command whose exit code is one passed or failed result; a failure is listed with `failure`'s words. */
  async function check(cmd, args, { env = process.env, out, failure }) {
    const ok = await run(cmd, args, { cwd: root, env, stdio: out.stdio }).then(
      () => true,
      () => false,
    );
    if (ok) totals.passed += 1;
    else {
      totals.failed += 1;
      failures.push(failure);
    }
    return ok;
  }

  /** ESLint and Prettier's check over the tree (or the named files): each counts as one passed or failed result. */
  async function lint(targets, out) {
    const cache = ["--cache", "--cache-location", path.join(root, "node_modules", ".cache", "eslint")];
    for (const [name, cmd, args] of [
      ["eslint", bin("eslint"), ["--max-warnings=0", ...cache, ...targets]],
      ["prettier --check", bin("prettier"), ["--check", "--cache", "--log-level=warn", ...targets]],
    ]) {
      const failure = { lane: "lint", file: targets.join(" "), title: name, reason: "its problems are in the lint lane's log" };
      const ok = await check(cmd, args, { out, failure });
      out.say(ok ? `> ${name}: clean` : `> ${name}: problems above (npm run lint / npm run format fixes what it can)`);
    }
  }

  async function jest(args, name, env, out) {
    const file = path.join(resultsDir, `jest-${name}.json`);
    rmSync(file, { force: true });
    const ok = await run(bin("jest"), [...args, "--passWithNoTests", "--json", `--outputFile=${file}`], {
      cwd: root,
      env: { ...env, NODE_OPTIONS: "" },
      stdio: out.stdio,
    }).then(
      () => true,
      () => false,
    );
    if (existsSync(file)) {
      const r = JSON.parse(readFileSync(file, "utf8"));
      totals.passed += r.numPassedTests;
      totals.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
      totals.skipped += r.numPendingTests + r.numTodoTests;
      failures.push(...jestFailures(r, name, root));
    } else if (!ok) {
      totals.failed += 1;
      failures.push({ lane: name, file: "-", title: "jest wrote no report", reason: "see the lane's log" });
    }
  }

  async function playwright(args, env, out, laneName = "e2e") {
    const file = path.join(resultsDir, "playwright.json");
    rmSync(file, { force: true });
    const ok = await run(bin("playwright"), ["test", "--reporter=list,json", ...args], {
      cwd: root,
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
      stdio: out.stdio,
    }).then(
      () => true,
      () => false,
    );
    if (existsSync(file)) {
      const report = JSON.parse(readFileSync(file, "utf8"));
      const s = report.stats;
      totals.passed += s.expected + s.flaky;
      totals.failed += s.unexpected;
      totals.skipped += s.skipped;
      failures.push(...playwrightFailures(report, laneName, root));
    } else if (!ok) {
      totals.failed += 1;
      failures.push({ lane: laneName, file: "-", title: "Playwright wrote no report", reason: "see the lane's log" });
    }
  }

  /** Each lane's time, for the end of the run (docs/testing.md quotes them). */
  function timingReport(totalSeconds) {
    const rows = timings.map(({ name, seconds }) => `${name} ${clock(seconds)}`);
    return `> time per lane: ${rows.join(" · ")} — whole run ${clock(totalSeconds)}`;
  }

  /** What failed, one line each, for the end of the run (CI's output keeps only its last lines). */
  function failedReport() {
    return failureReport(failures);
  }

  return { totals, phase, check, lint, jest, playwright, timingReport, failedReport, bin };
}

function clock(seconds) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
