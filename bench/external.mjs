/**
 * Issue #17: the site against a bare Next.js app that shares none of its code (bench/baseline/), measured in one run
 * on the same machine, in alternating rounds so that drift in the machine's load falls on both sides alike.
 *
 * Each comparison row is measured as: project target, then its baseline counterpart, back to back, in every round;
 * a row's ratio is the median over the rounds of (project req/s ÷ baseline req/s), and its p99 is compared with the
 * baseline's p99 of the same rounds.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { run, waitForHttp } from "../scripts/lib/proc.mjs";
import { sameRequestFor, withSession } from "./requests.mjs";

export { withSession };

const baselineDir = path.join(import.meta.dirname, "baseline");
const nextBin = path.join(baselineDir, "node_modules", "next", "dist", "bin", "next");

/** Installs (first run) and builds (when its sources changed) the baseline app in bench/baseline. */
export async function prepareBaseline() {
  if (!existsSync(nextBin)) {
    console.log("> installing the bare baseline app's packages (bench/baseline, first run)");
    await run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: baselineDir });
  }
  const buildId = path.join(baselineDir, ".next", "BUILD_ID");
  if (!existsSync(buildId) || newestSource(baselineDir) > statSync(buildId).mtimeMs) {
    console.log("> building the bare baseline app (bench/baseline)");
    await run(process.execPath, [nextBin, "build"], {
      cwd: baselineDir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
}

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === ".next") continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** `next start` of the baseline on its own port (one process: it serves in the process it starts in); its origin, pid and a stop function. */
export async function startBaseline(port) {
  const child = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: baselineDir,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/ping`);
  return { origin, pid: child.pid, stop: () => new Promise((r) => (child.exitCode !== null ? r() : (child.once("exit", r), child.kill("SIGTERM")))) };
}

const BROWSER = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
export const BASELINE_PAGE = { path: "/", headers: BROWSER };
export const BASELINE_ROUTE = { path: "/api/ping" };
export const BASELINE_POST = { path: "/api/ping", method: "POST", body: {} };
export const BASELINE_404 = { path: "/api/no-such-call" };

/**
 * The rows of issue #17 (plus the agent and wallet pages) with their goals: minRatio against the baseline's req/s,
 * and every row's p99 at most 2× the baseline's p99.
 */
export function comparisons({ searchPath, searchPagePath, hotelPath, checkoutPath, flightPagePath, flightSearchPath }) {
  return [
    { name: "home, signed out (page cache)", project: { path: "/", headers: BROWSER }, baseline: BASELINE_PAGE },
    { name: "home, signed in (members)", project: { path: "/", headers: BROWSER, as: "members" }, baseline: BASELINE_PAGE, minRatio: 0.7 },
    { name: "search results page (paris)", project: { path: searchPagePath, headers: BROWSER }, baseline: BASELINE_PAGE, minRatio: 0.5 },
    { name: "hotel page", project: { path: hotelPath, headers: BROWSER }, baseline: BASELINE_PAGE, minRatio: 0.5 },
    ...memberPages({ searchPagePath, hotelPath, checkoutPath }),
    { name: "agent client list (agent)", project: { path: "/agent/client-list", headers: BROWSER, as: "agent" }, baseline: BASELINE_PAGE },
    // A guest's search is answered from the web server's micro-cache once seen; a member's (member prices, wallet
    // credit) never is: the second row is what a search through Next costs.
    { name: "/api/search (paris)", project: { path: searchPath }, baseline: BASELINE_ROUTE, minRatio: 0.5 },
    ...memberCalls(searchPath),
    // Flights through Duffel's SDK against its local stand-in: what a member feels, the supplier call included.
    {
      name: "flight results page (LON → NYC), member",
      project: { path: flightPagePath, headers: BROWSER, as: "member" },
      baseline: BASELINE_PAGE,
      minRatio: 0.5,
    },
    { name: "/api/flights/search (LON → NYC), member", project: { path: flightSearchPath, as: "member" }, baseline: BASELINE_ROUTE, minRatio: 0.5 },
    // Answered from the web server's micro-cache once seen (scripts/lib/micro-cache.mjs); the next row is the cost of
    // any call that goes through Next in this app: a route that does nothing (served with BENCH_ROUTES only).
    { name: "getCurrencyinfo", project: { path: "/api/layout/getCurrencyinfo", method: "POST", body: {} }, baseline: BASELINE_POST, minRatio: 0.8 },
    // The other public reference calls the client makes, opted into the micro-cache the same way.
    { name: "getOrgConfig", project: { path: "/api/general/getOrgConfig" }, baseline: BASELINE_ROUTE, minRatio: 0.8 },
    { name: "getCountry", project: { path: "/api/general/getCountry", method: "POST", body: {} }, baseline: BASELINE_POST, minRatio: 0.8 },
    {
      name: "getCurrencyRate (USD → EUR, all)",
      project: { path: "/api/general/getCurrencyRate", method: "POST", body: { fromCurrency: "USD", toCurrency: "EUR", all: true } },
      baseline: BASELINE_POST,
      minRatio: 0.8,
    },
    { name: "empty route through Next (/api/bench/bare)", project: { path: "/api/bench/bare" }, baseline: BASELINE_ROUTE },
    { name: "unknown /api path (404)", project: { path: "/api/no-such-call" }, baseline: BASELINE_404, minRatio: 0.8, expectStatus: 404 },
  ];
}

/**
 * What a member opens that is theirs, each request another of the bench's distinct members (issue #30: pages ≥ 0.5×
 * the bare page, calls ≥ 0.8× the bare route, p99 ≤ 2× the bare one's).
 */
function memberPages({ searchPagePath, hotelPath, checkoutPath }) {
  const page = (name, path) => ({ name: `${name} (members)`, project: { path, headers: BROWSER, as: "members" }, baseline: BASELINE_PAGE, minRatio: 0.5 });
  return [
    page("search results page (paris)", searchPagePath),
    page("hotel page", hotelPath),
    page("checkout page", checkoutPath),
    page("profile page", "/user/profile"),
    page("travellers page", "/user/travelers"),
    page("My Trips page", "/user/my-trips"),
    page("booking history page", "/user/booking-history"),
    page("wallet page", "/wallet"),
    page("referral programmes page", "/referral/programs"),
    page("referral credits page", "/referral/credits"),
    page("your-rewards page", "/your-rewards"),
  ];
}

function memberCalls(searchPath) {
  const call = (name, project, baseline) => ({ name: `${name} (members)`, project: { ...project, as: "members" }, baseline, minRatio: 0.8 });
  return [
    call("/api/search (paris)", { path: searchPath }, BASELINE_ROUTE),
    call("checkLogin", { path: "/api/auth/checkLogin", method: "POST", body: {} }, BASELINE_POST),
    call("get-paymentcard-by-user", { path: "/api/booking/get-paymentcard-by-user", method: "POST", body: {} }, BASELINE_POST),
    call("reservations", { path: "/api/reservations", method: "POST", body: {} }, BASELINE_POST),
    // What a checkout page served alike to every member asks for the member's own part (components/booking/own-checkout.tsx).
    call(
      "checkout-details",
      { path: "/api/booking/checkout-details", method: "POST", body: { product: "HLT", totalMinor: 44_000, currency: "USD" } },
      BASELINE_POST,
    ),
    call("profile", { path: "/api/profile" }, BASELINE_ROUTE),
    call("getCampaignList", { path: "/api/referral/getCampaignList" }, BASELINE_ROUTE),
    // What the pages served alike to every member ask for the member's own part once on screen (components/ui/own-part.tsx);
    // the travellers page reads the profile call above, the referral programmes page checkLogin.
    call("My Profile sections (/api/profile/account)", { path: "/api/profile/account" }, BASELINE_ROUTE),
    call("My Trips trips (/api/trips)", { path: "/api/trips?view=trips" }, BASELINE_ROUTE),
    call("referral credits (/api/referral/credits)", { path: "/api/referral/credits" }, BASELINE_ROUTE),
    call("your-rewards (/api/referral/rewards)", { path: "/api/referral/rewards" }, BASELINE_ROUTE),
  ];
}

/**
 * Runs `rounds` alternating rounds. `load(origin, target, seconds, connections)` is one autocannon run in its own
 * process; `sessions` maps "member"/"agent" to a session cookie of the site and "members" to many members' cookies.
 */
export async function runComparisons({ rows, project, baseline, sessions, rounds, seconds, connections, load }) {
  const samples = new Map(rows.map((r) => [r.name, []]));
  for (let round = 1; round <= rounds; round++) {
    console.log(`> external comparison, round ${round} of ${rounds}`);
    for (const row of rows) {
      const mine = await load(project, withSession(row.project, sessions), seconds, connections);
      const bare = await load(baseline, sameRequestFor(row, sessions), seconds, connections);
      samples.get(row.name).push({ mine, bare });
      console.log(
        `  ${row.name.padEnd(32)} ${String(mine.rps).padStart(6)} req/s (p99 ${mine.p99} ms) vs bare ${String(bare.rps).padStart(6)} req/s (p99 ${bare.p99} ms)`,
      );
    }
  }
  return rows.map((row) => summarise(row, samples.get(row.name)));
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** A row's figures over the rounds, and whether it met its goals (non-2xx counts only where a 2xx is expected). */
export function summarise(row, samples) {
  const rps = Math.round(median(samples.map((s) => s.mine.rps)));
  const bareRps = Math.round(median(samples.map((s) => s.bare.rps)));
  const ratio = +median(samples.map((s) => (s.bare.rps ? s.mine.rps / s.bare.rps : 0))).toFixed(2);
  const p50 = median(samples.map((s) => s.mine.p50));
  const p99 = median(samples.map((s) => s.mine.p99));
  const bareP99 = median(samples.map((s) => s.bare.p99));
  const failures = row.expectStatus ? 0 : samples.reduce((n, s) => n + s.mine.non2xx, 0);
  const ratioOk = row.minRatio === undefined || ratio >= row.minRatio;
  const p99Ok = p99 <= 2 * Math.max(bareP99, 1);
  return {
    name: row.name,
    path: row.project.path,
    rps,
    bareRps,
    ratio,
    p50,
    p99,
    bareP99,
    failures,
    minRatio: row.minRatio ?? null,
    ok: ratioOk && p99Ok && failures === 0,
    ratioOk,
    p99Ok,
  };
}

/** The markdown table of the external comparison. */
export function externalTable(results, meta) {
  return [
    `## Against a bare Next.js app outside the project (bench/baseline)`,
    "",
    `${meta.rounds} alternating rounds × ${meta.seconds} s per side, ${meta.connections} connections, autocannon in its own process; the bare app is sent the same requests (a member row's cookies, rotated the same way, and its body); ratio = median over the rounds of the site's req/s ÷ the bare app's in the same round.`,
    "",
    "| target | req/s | p50 ms | p99 ms | bare req/s | bare p99 ms | ratio | goal | |",
    "|---|---:|---:|---:|---:|---:|---:|---|---|",
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.bareRps} | ${r.bareP99} | ${r.ratio}× | ${r.minRatio !== null ? `≥ ${r.minRatio}×, ` : ""}p99 ≤ 2× bare${r.failures ? `; ${r.failures} failed` : ""} | ${r.ok ? "met" : `MISSED${r.ratioOk ? "" : " (ratio)"}${r.p99Ok ? "" : " (p99)"}`} |`,
    ),
    "",
    ...(meta.homeHtmlKb !== undefined
      ? [`Home page HTML (signed out, uncompressed): ${meta.homeHtmlKb} KB (goal ≤ 40 KB: ${meta.homeHtmlKb <= 40 ? "met" : "MISSED"}).`, ""]
      : []),
  ].join("\n");
}
