#!/usr/bin/env node
/**
 * `npm test`: every suite, with whatever it needs started and stopped here.
 *   0. lint: ESLint (eslint.config.mjs, no warnings allowed) and Prettier's check (.prettierrc.json), one result each
 *   1. unit and component tests (jest)
 *   2. a throwaway PostgreSQL database (migrated, seeded) and the production build served against it
 *   3. API integration tests over HTTP (jest) and end-to-end tests in Debian's Chromium (Playwright)
 * Stand-ins started here for the server under test: the mail catcher (SMTP), a real OpenID provider for Google and a
 * Graph API stand-in for Facebook (scripts/stand-ins/), so social sign-in runs with no internet.
 * `npm test -- lint|unit|api|e2e|security|faults` runs one stage (`npm run test:security`, `npm run test:faults`). Ends with one "N passed, N failed" line.
 * `npm test -- screenshots` (`npm run screenshots`, never part of a plain `npm test`) takes the pictures of
 * docs/screenshots.md with the Playwright project "screenshots" against the same seeded build.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createTestDatabase } from "./lib/test-db.mjs";
import { ensureChromium, ensurePostgres } from "./lib/ensure-services.mjs";
import { startMailCatcher } from "./mail-catcher.mjs";
import { startSavingsSandbox } from "./savings-sandbox.mjs";
import { startFacebookStandIn } from "./stand-ins/facebook-graph.mjs";
import { startGoogleStandIn } from "./stand-ins/google-oidc.mjs";
import { run, waitForHttp } from "./lib/proc.mjs";
import { startFaultProxy } from "./lib/fault-proxy.mjs";
import { webServerArgs } from "./lib/web-process.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const only = process.argv[2];
// `npm test -- api tests/api/wallet.test.ts` or `npm test -- e2e e2e/wallet.spec.ts`: only those files of the stage.
const files = process.argv.slice(3);
const want = (stage) => !only || only === stage;
// Only when asked for: it writes docs/screenshots/ and docs/screenshots.md.
const screenshots = only === "screenshots";
const port = Number(process.env.TEST_PORT ?? 3100);
const resultsDir = path.join(root, "test-results");
const totals = { passed: 0, failed: 0, skipped: 0 };
const cleanups = [];

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = "1";

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  if (!existsSync(path.join(root, "lib", "generated", "prisma", "client.ts"))) await run(bin("prisma"), ["generate"], { cwd: root });

  if (want("lint")) {
    console.log("\n=== Lint (ESLint, no warnings allowed) and formatting (Prettier)");
    await lint(files.length ? files : ["."]);
  }
  if (want("unit")) {
    console.log("\n=== Unit and component tests");
    await jest([...files, "--selectProjects", "unit", "ui"], "unit");
  }
  if (!want("api") && !want("e2e") && !want("security") && !want("faults") && !screenshots) return;

  await ensurePostgres();
  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  console.log("\n=== Creating a throwaway PostgreSQL database");
  const database = await createTestDatabase({ root, adminUrl });
  cleanups.push(database.drop);
  console.log(`> ${database.name}`);

  // TEST_REUSE_BUILD=1 serves the last build as it is (for re-running a few files while nothing else changed).
  if (process.env.TEST_REUSE_BUILD === "1" && existsSync(path.join(root, ".next", "BUILD_ID"))) console.log("\n=== Reusing the last build");
  else {
    console.log("\n=== Building the app");
    await run(bin("next"), ["build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  }

  const mail = await startMailCatcher();
  cleanups.unshift(mail.stop);
  console.log(`> mail catcher: SMTP ${mail.smtpUrl}, messages ${mail.apiUrl}/messages`);
  const google = await startGoogleStandIn();
  cleanups.unshift(google.stop);
  const facebook = await startFacebookStandIn();
  cleanups.unshift(facebook.stop);
  console.log(`> Google stand-in (OpenID provider): ${google.issuer}; Facebook stand-in (Graph API): ${facebook.graphUrl}`);

  const savings = await startSavingsSandbox();
  cleanups.unshift(savings.stop);

  const baseUrl = `http://localhost:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATABASE_URL: database.url,
    NEXTAUTH_URL: baseUrl,
    NEXTAUTH_SECRET: "test-secret-for-the-test-run-only",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    SMTP_URL: mail.smtpUrl,
    // Social sign-in against the local stand-ins; the tests read the same values (e.g. to mint test tokens).
    GOOGLE_ISSUER: google.issuer,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    FACEBOOK_GRAPH_URL: facebook.graphUrl,
    FACEBOOK_AUTH_URL: facebook.authUrl,
    FACEBOOK_APP_ID: facebook.appId,
    FACEBOOK_APP_SECRET: facebook.appSecret,
    // Every test signs in from the loopback address: a larger budget keeps the suites clear of the throttle, and
    // the throttle tests still reach it (they use other loopback addresses as attacker and owner).
    RATE_LIMIT_MULTIPLIER: process.env.RATE_LIMIT_MULTIPLIER ?? "5",
    // Organisation changes made by a test show on the next request after a second.
    ORG_CACHE_TTL: "1",
    SAVINGS_BASE_URL: savings.url,
    RATES_CACHE_TTL: "5",
    // The operators' counters of the caches (GET /api/health/caches): the tests read them to tell a hit from a miss.
    METRICS_TOKEN: "test-metrics-token-for-the-test-run-only",
  };
  const server = spawn(process.execPath, webServerArgs(root), { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  cleanups.unshift(() => new Promise((resolve) => (server.exitCode !== null ? resolve() : (server.once("exit", resolve), server.kill("SIGTERM")))));
  await waitForHttp(`${baseUrl}/api/health`);

  const testEnv = { ...env, NODE_ENV: "test", TEST_BASE_URL: baseUrl, MAIL_CATCHER_URL: mail.apiUrl };
  if (want("api")) {
    console.log("\n=== API integration tests (HTTP, real PostgreSQL)");
    await jest([...files, "--selectProjects", "api", "--runInBand"], "api", testEnv);
  }
  if (want("e2e")) {
    console.log("\n=== End-to-end tests (Playwright, Chromium)");
    const chromium = await ensureChromium();
    await playwright({ ...testEnv, CHROMIUM_PATH: chromium });
  }
  if (screenshots) {
    console.log("\n=== Screenshots for docs/screenshots.md (Playwright, Chromium)");
    const chromium = await ensureChromium();
    await playwright({ ...testEnv, CHROMIUM_PATH: chromium, SCREENSHOTS: "1" }, ["--project", "screenshots"]);
  }
  if (want("security")) {
    console.log("\n=== Security suites (fuzzer, headers, CSRF, redirects, tenants, brute force)");
    await jest([...files, "--selectProjects", "security", "--runInBand"], "security", testEnv);
  }
  if (want("faults")) {
    console.log("\n=== Fault suites (PostgreSQL, SMTP, savings provider and social providers down or hanging)");
    await faults({ env, testEnv, database, mail, savings, google, facebook, files });
  }
}

/**
 * A second web process whose every dependency sits behind a switchable TCP proxy (scripts/lib/fault-proxy.mjs), so
 * the fault tests can stop or freeze PostgreSQL, SMTP and the providers without touching the first server's.
 */
async function faults({ env, testEnv, database, mail, savings, google, facebook, files }) {
  const targets = { postgresql: database.url, smtp: mail.smtpUrl, savings: savings.url, google: google.issuer, facebook: facebook.graphUrl };
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
  const faultPort = port + 1;
  const baseUrl = `http://localhost:${faultPort}`;
  const faultEnv = {
    ...env,
    PORT: String(faultPort),
    NEXTAUTH_URL: baseUrl,
    DATABASE_URL: via.postgresql,
    SMTP_URL: via.smtp,
    SAVINGS_BASE_URL: via.savings,
    GOOGLE_ISSUER: via.google,
    FACEBOOK_GRAPH_URL: via.facebook,
    DB_CONNECT_TIMEOUT_MS: "2000",
    MAIL_RETRY_INTERVAL_S: "1",
  };
  const server = spawn(process.execPath, webServerArgs(root), { cwd: root, env: faultEnv, stdio: ["ignore", "ignore", "inherit"] });
  const stop = () => new Promise((resolve) => (server.exitCode !== null ? resolve() : (server.once("exit", resolve), server.kill("SIGTERM"))));
  cleanups.unshift(stop);
  await waitForHttp(`${baseUrl}/api/health`);
  // The tests read the database directly (not through the proxy) to check what was written.
  await jest([...files, "--selectProjects", "faults", "--runInBand"], "faults", {
    ...testEnv,
    TEST_BASE_URL: baseUrl,
    FAULT_CONTROL: JSON.stringify(proxies),
    SMTP_URL: mail.smtpUrl,
  });
  await stop();
}

/** ESLint and Prettier's check over the tree (or the named files): each counts as one passed or failed result. */
async function lint(targets) {
  const cache = ["--cache", "--cache-location", path.join(root, "node_modules", ".cache", "eslint")];
  for (const [name, cmd, args] of [
    ["eslint", bin("eslint"), ["--max-warnings=0", ...cache, ...targets]],
    ["prettier --check", bin("prettier"), ["--check", "--cache", "--log-level=warn", ...targets]],
  ]) {
    const ok = await run(cmd, args, { cwd: root }).then(
      () => true,
      () => false,
    );
    console.log(ok ? `> ${name}: clean` : `> ${name}: problems above (npm run lint / npm run format fixes what it can)`);
    if (ok) totals.passed += 1;
    else totals.failed += 1;
  }
}

async function jest(args, name, env = process.env) {
  const out = path.join(resultsDir, `jest-${name}.json`);
  const ok = await run(bin("jest"), [...args, "--passWithNoTests", "--json", `--outputFile=${out}`], { cwd: root, env: { ...env, NODE_OPTIONS: "" } }).then(
    () => true,
    () => false,
  );
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, "utf8"));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    totals.skipped += r.numPendingTests + r.numTodoTests;
  } else if (!ok) totals.failed += 1;
}

async function playwright(env, args = []) {
  const out = path.join(resultsDir, "playwright.json");
  const ok = await run(bin("playwright"), ["test", "--reporter=list,json", ...args, ...files], {
    cwd: root,
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  }).then(
    () => true,
    () => false,
  );
  if (existsSync(out)) {
    const s = JSON.parse(readFileSync(out, "utf8")).stats;
    totals.passed += s.expected + s.flaky;
    totals.failed += s.unexpected;
    totals.skipped += s.skipped;
  } else if (!ok) totals.failed += 1;
}

async function cleanup() {
  for (const fn of cleanups.splice(0)) await fn().catch((e) => console.error(`cleanup: ${e.message}`));
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`\nnpm test could not run: ${error.message}`);
  totals.failed += 1;
} finally {
  await cleanup();
  exitCode = totals.failed > 0 ? 1 : 0;
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(exitCode);
}
