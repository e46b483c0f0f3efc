#!/usr/bin/env node
/**
 * `npm test`: every suite, with whatever it needs started and stopped here, in two phases of parallel lanes
 * (scripts/lib/test-lanes.mjs):
 *   1. lint (ESLint with no warnings allowed, Prettier's check) · unit and component tests (jest) · the build: a
 *      throwaway PostgreSQL database (migrated, seeded: the run's template), the production build, and the check that
 *      the migrations build what the schema describes (scripts/migrations-check.mjs);
 *   2. against that build, every web process on a copy of the template of its own: API integration and security
 *      suites (jest, one worker per web process) · fault suites (a web process whose dependencies sit behind
 *      switchable proxies);
 *   3. end-to-end tests (Playwright in Debian's Chromium, one worker per web process);
 *   4. timing side-channel tests, alone;
 *   5. the books: `npm run payments:reconcile` over every web process's database and the Stripe stand-in, so a suite
 *      that leaves an order's money unlike its policy (or unlike the provider's records) fails the run.
 * Stand-ins for the external services (scripts/lib/test-stack.mjs) serve every web process, so nothing leaves the
 * machine. `npm test -- lint|unit|api|e2e|security|faults` runs one stage; files after it narrow it. Ends with one
 * "N passed, N failed" line and the time of each lane.
 * `npm test -- screenshots` (`npm run screenshots`, never part of a plain `npm test`) takes the pictures of
 * docs/screenshots.md with the Playwright project "screenshots" against the same seeded build.
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { createTestDatabase } from "./lib/test-db.mjs";
import { ensureHeadlessChromium, ensurePostgres } from "./lib/ensure-services.mjs";
import { createLanes } from "./lib/test-lanes.mjs";
import { serverEnv, startStandIns, startTestServer, testEnvFor } from "./lib/test-stack.mjs";
import { run } from "./lib/proc.mjs";
import { startFaultProxy } from "./lib/fault-proxy.mjs";

const root = path.resolve(import.meta.dirname, "..");
const only = process.argv[2];
// `npm test -- api tests/api/wallet.test.ts` or `npm test -- e2e e2e/wallet.spec.ts`: only those files of the stage.
const files = process.argv.slice(3);
const want = (stage) => !only || only === stage;
// Only when asked for: it writes docs/screenshots/ and docs/screenshots.md.
const screenshots = only === "screenshots";
const served = want("api") || want("security") || want("faults") || want("e2e") || screenshots;
// One web process and database per parallel worker: the machines have two cores.
const workers = Math.max(1, Number(process.env.TEST_WORKERS ?? 2));
// The end-to-end lane runs one worker more: each worker's browser, runner and web process mostly wait on one another
// (and Playwright polls what it waits for), so two workers left about half of the two cores idle. TEST_E2E_WORKERS
// sets it; a TEST_WORKERS given alone sets it too.
const e2eWorkers = Math.max(1, Number(process.env.TEST_E2E_WORKERS ?? (process.env.TEST_WORKERS ? workers : 3)));
// Web processes listen on TEST_PORT, TEST_PORT + 1, … in the order they start.
let nextPort = Number(process.env.TEST_PORT ?? 3100);
const resultsDir = path.join(root, "test-results");
// Tests that measure response times, run after the parallel lanes on a quiet machine.
const QUIET_TESTS = "tests/security/timing\\.test\\.ts$";
const cleanups = [];
const lanes = createLanes({ root, resultsDir });
let database;
// Every copy of the template a web process ran on: the books of each are reconciled at the end.
const databases = [];
const cloneDatabase = () => database.clone().then((url) => (databases.push(url), url));

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = "1";

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  if (!existsSync(path.join(root, "lib", "generated", "prisma", "client.ts"))) await run(lanes.bin("prisma"), ["generate"], { cwd: root });

  let chromium;
  const built = await lanes.phase([
    want("lint") && ["lint", (out) => lanes.lint(files.length ? files : ["."], out)],
    want("unit") && ["unit", (out) => lanes.jest([...files, "--selectProjects", "unit", "ui"], "unit", process.env, out)],
    served && [
      "build",
      async (out) => {
        [database, chromium] = await Promise.all([templateDatabase(out), want("e2e") || screenshots ? ensureHeadlessChromium() : undefined]);
        // The hand-written migrations against the schema, beside the build (scripts/migrations-check.mjs).
        await Promise.all([
          build(out),
          lanes.check(process.execPath, [path.join(root, "scripts", "migrations-check.mjs")], {
            out,
            failure: { lane: "build", file: "prisma/migrations", title: "migrations build the schema", reason: "the differences are in the build lane's log" },
          }),
        ]);
      },
    ],
  ]);
  if (!served || !built) return;

  const standIns = await startStandIns(cleanups);
  const env = serverEnv(standIns);
  const testBase = { ...env, MAIL_CATCHER_URL: standIns.mail.apiUrl };
  const servers = (count, out) =>
    Promise.all(
      Array.from({ length: count }, async () =>
        startTestServer({ root, port: nextPort++, env, databaseUrl: await cloneDatabase(), cleanups, stderr: stderrOf(out) }),
      ),
    );
  const jestSuites = ["api", "security"].filter(want);
  let jestServers;

  await lanes.phase([
    jestSuites.length > 0 && [
      jestSuites.join(" and "),
      async (out) => {
        jestServers = await servers(workers, out);
        const parallel = ["--maxWorkers", String(workers), `--testPathIgnorePatterns=${QUIET_TESTS}`];
        await lanes.jest(
          [...files, ...jestSuites.flatMap((s) => ["--selectProjects", s]), ...parallel],
          jestSuites.join("-"),
          testEnvFor(jestServers, testBase),
          out,
        );
      },
    ],
    want("faults") && ["faults", (out) => faults(env, testBase, standIns, out)],
  ]);

  // The browsers get the machine to themselves: beside the jest lanes, CPU-starved web processes ran out of time for
  // database connections in the concurrency tests, and the whole run was no faster (both halves are CPU-bound).
  await lanes.phase([
    want("e2e") && [
      "e2e",
      async (out) => {
        const mine = await servers(e2eWorkers, out);
        await lanes.playwright(files, { ...testEnvFor(mine, testBase), CHROMIUM_PATH: chromium, PLAYWRIGHT_WORKERS: String(e2eWorkers) }, out);
      },
    ],
    screenshots && [
      "screenshots",
      async (out) => {
        const mine = await servers(1, out);
        await lanes.playwright(
          ["--project", "screenshots", ...files],
          { ...testEnvFor(mine, testBase), CHROMIUM_PATH: chromium, SCREENSHOTS: "1" },
          out,
          "screenshots",
        );
      },
    ],
  ]);

  // Timing side-channel tests last, alone: under the other lanes' load a response time says little about the code.
  if (want("security") && jestServers && (files.length === 0 || files.some((f) => new RegExp(QUIET_TESTS).test(f)))) {
    await lanes.phase([
      ["timing", (out) => lanes.jest(["--selectProjects", "security", "--runInBand", QUIET_TESTS], "timing", testEnvFor(jestServers, testBase), out)],
    ]);
  }

  // The money invariant after everything the suites did (issue #50): each database's orders against their policies,
  // and the provider's payments and refunds against each database's records of them.
  if (databases.length > 0) {
    await lanes.phase([
      [
        "reconcile",
        async (out) => {
          for (const [i, databaseUrl] of databases.entries()) {
            out.say(`> payments:reconcile, web process ${i + 1} of ${databases.length}`);
            await lanes.check(lanes.bin("tsx"), ["scripts/payments-reconcile.ts"], {
              env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
              out,
              failure: {
                lane: "reconcile",
                file: `database ${i + 1}`,
                title: "npm run payments:reconcile",
                reason: "its differences are in the reconcile lane's log",
              },
            });
          }
        },
      ],
    ]);
  }

  async function templateDatabase(out) {
    await ensurePostgres();
    const adminUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
    const created = await createTestDatabase({ root, adminUrl, stdio: out.stdio });
    cleanups.push(created.drop);
    out.say(`> throwaway database ${created.name} (each web process gets a copy)`);
    return created;
  }
}

/** The production build; TEST_REUSE_BUILD=1 serves the last one as it is (re-running a few files, nothing else changed). */
async function build(out) {
  if (process.env.TEST_REUSE_BUILD === "1" && existsSync(path.join(root, ".next", "BUILD_ID"))) return out.say("> reusing the last build");
  await run(lanes.bin("next"), ["build"], { cwd: root, stdio: ["ignore", "ignore", stderrOf(out)] });
  out.say("> built");
}

/**
 * A web process whose every dependency sits behind a switchable TCP proxy (scripts/lib/fault-proxy.mjs), so the fault
 * tests can stop or freeze PostgreSQL, SMTP, the providers and the cruise line without touching the other lanes' web processes.
 */
async function faults(env, testBase, { mail, savings, google, facebook, cruises }, out) {
  const databaseUrl = await cloneDatabase();
  const targets = {
    postgresql: databaseUrl,
    smtp: mail.smtpUrl,
    savings: savings.url,
    google: google.issuer,
    facebook: facebook.graphUrl,
    cruises: cruises.url,
  };
  const proxies = {};
  const via = {};
  for (const [name, url] of Object.entries(targets)) {
    const target = new URL(url);
    const proxy = await startFaultProxy({ name, targetPort: Number(target.port), targetHost: target.hostname });
    cleanups.unshift(proxy.stop);
    proxies[name] = proxy.controlUrl;
    target.hostname = "127.0.0.1";
    target.port = String(proxy.port);
    via[name] = target.toString().replace(/\/$/, "");
  }
  const server = await startTestServer({
    root,
    port: nextPort++,
    env,
    databaseUrl: via.postgresql,
    overrides: {
      SMTP_URL: via.smtp,
      SAVINGS_BASE_URL: via.savings,
      GOOGLE_ISSUER: via.google,
      FACEBOOK_GRAPH_URL: via.facebook,
      CRUISE_API_URL: via.cruises,
      DB_CONNECT_TIMEOUT_MS: "2000",
      MAIL_RETRY_INTERVAL_S: "1",
    },
    cleanups,
    stderr: stderrOf(out),
  });
  // The tests read the database directly (not through the proxy) to check what was written.
  const direct = { baseUrl: server.baseUrl, databaseUrl };
  await lanes.jest(
    [...files, "--selectProjects", "faults", "--runInBand"],
    "faults",
    { ...testEnvFor([direct], testBase), FAULT_CONTROL: JSON.stringify(proxies) },
    out,
  );
  await server.stop();
}

/** Where a lane's child processes write their errors: the lane's log, or the terminal when the lane prints live. */
function stderrOf(out) {
  return out.stdio === "inherit" ? "inherit" : out.stdio[2];
}

async function cleanup() {
  for (const fn of cleanups.splice(0)) await fn().catch((e) => console.error(`cleanup: ${e.message}`));
}

const started = Date.now();
let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`\nnpm test could not run: ${error.message}`);
  lanes.totals.failed += 1;
} finally {
  await cleanup();
  const { passed, failed, skipped } = lanes.totals;
  exitCode = failed > 0 ? 1 : 0;
  for (const line of lanes.failedReport()) console.log(line);
  console.log(`\n${lanes.timingReport(Math.round((Date.now() - started) / 1000))}`);
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(exitCode);
}
