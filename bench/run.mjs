#!/usr/bin/env node
/**
 * `npm run bench`: requests/s and latency of the pages and calls that matter, next to a bare page and a bare route of
 * the same build, measured in one run with autocannon from a separate process. Results: bench/results/latest.{md,json}.
 *
 *   npm run bench                 PostgreSQL (a throwaway database on 127.0.0.1:5432)
 *   npm run bench -- --bench-seed the same, with the bench catalogue (npm run seed:bench: 50,000 properties,
 *                                 1,000,000 availability rows) loaded first; BENCH_SEED=1 does the same
 *   npm run bench -- --embedded   the embedded PGlite database (results: latest-embedded / external-embedded)
 *   BENCH_DURATION=20 BENCH_CONNECTIONS=10 npm run bench
 *   BENCH_ONLY=search npm run bench -- --bench-seed   only the targets whose name contains "search" (and the bare ones);
 *                                 "a|b" for either
 *   npm run bench -- --memory     also 10 minutes of mixed load with the web process's RSS sampled (BENCH_MEMORY_MINUTES)
 *   npm run bench -- --external-only   only the comparison with the bare app outside the project (bench/external.mjs):
 *                                 BENCH_ROUNDS (3) alternating rounds of BENCH_EXTERNAL_SECONDS (8) at
 *                                 BENCH_EXTERNAL_CONNECTIONS (20); --no-external leaves it out
 *   Felt speed (bench/felt.mjs): sign-in, a language switch and a cancellation timed in Chromium, click to settled
 *                                 page, BENCH_FELT_ROUNDS (7) rounds; --no-felt leaves it out, as does a BENCH_ONLY
 *                                 that does not name "felt"
 *   Bookings (bench/bookings.mjs): BENCH_BOOKING_MEMBERS (20) members booking at once for BENCH_BOOKING_SECONDS (10),
 *                                 paying on the Stripe stand-in's page, then payments:reconcile; --no-bookings leaves
 *                                 it out, as does a BENCH_ONLY that does not name "bookings"
 */
import { startDuffelStandIn } from "../scripts/stand-ins/duffel.mjs";
import { startCruiseStandIn } from "../scripts/stand-ins/cruise-line.mjs";
import { startStripeStandIn } from "../scripts/stand-ins/stripe.mjs";
import { bookingsTable, measureBookings } from "./bookings.mjs";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createTestDatabase } from "../scripts/lib/test-db.mjs";
import { startEmbeddedDb } from "../scripts/lib/embedded-db.mjs";
import { ensurePostgres } from "../scripts/lib/ensure-services.mjs";
import { run } from "../scripts/lib/proc.mjs";
import { FLIGHT_RESULTS_PAGE, FLIGHT_SEARCH, SEARCH_DESTINATION, SEARCH_PAGE, STAY_PARAMS, TARGETS, TARGET_CHECKS } from "./targets.mjs";
import { feltTable, measureFeltSpeed } from "./felt.mjs";
import { createBenchMembers, signInAs } from "./members.mjs";
import { comparisons, externalTable, withSession, prepareBaseline, runComparisons, startBaseline } from "./external.mjs";
import { webHeapMb } from "../scripts/lib/web-process.mjs";
import { loadFromOwnProcess, startSiteProcess } from "./site-process.mjs";
import { webProcessCount } from "../scripts/lib/web-cluster.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (n) => path.join(root, "node_modules", ".bin", n);
const embedded = process.argv.includes("--embedded");
const benchSeed = process.argv.includes("--bench-seed") || process.env.BENCH_SEED === "1";
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3200);
const baselinePort = Number(process.env.BENCH_BASELINE_PORT ?? 3290);
const externalOnly = process.argv.includes("--external-only");
const external = !process.argv.includes("--no-external");
const cleanups = [];

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  let databaseUrl;
  if (embedded) {
    const db = await startEmbeddedDb({ root, port: Number(process.env.BENCH_EMBEDDED_PORT ?? 51288) });
    cleanups.push(db.stop);
    databaseUrl = db.url;
    await run(bin("prisma"), ["migrate", "deploy"], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ["ignore", "ignore", "inherit"] });
    await run(bin("tsx"), ["prisma/seed.ts"], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl } });
  } else {
    await ensurePostgres();
    const db = await createTestDatabase({ root, adminUrl: process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres" });
    cleanups.push(db.drop);
    databaseUrl = db.url;
  }
  let seedSeconds = null;
  if (benchSeed) {
    console.log("> bench seed (50,000 properties, 1,000,000 availability rows)");
    const started = Date.now();
    await run(bin("tsx"), ["prisma/seed-bench.ts"], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl } });
    seedSeconds = +((Date.now() - started) / 1000).toFixed(1);
  }
  if (!existsSync(path.join(root, ".next", "BUILD_ID")) || process.env.BENCH_BUILD === "1") {
    console.log("> building");
    await run(bin("next"), ["build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  }
  if (external) await prepareBaseline();
  // Flights and cars are sold through Duffel's SDK: the bench's web process talks to the local stand-in, as npm start does.
  const duffel = await startDuffelStandIn();
  cleanups.unshift(duffel.stop);
  // Cruises through the cruise API client: the local cruise line stand-in, as npm start runs it.
  const cruises = await startCruiseStandIn();
  cleanups.unshift(cruises.stop);
  // Cards are paid on Stripe's page through its SDK: the local stand-in, as npm start runs it (the return settles).
  const stripe = await startStripeStandIn();
  cleanups.unshift(stripe.stop);
  const payments = { STRIPE_API_URL: stripe.url, STRIPE_SECRET_KEY: stripe.secretKey };
  // BENCH_CPU_PROF=<dir>: the web process writes a V8 CPU profile there when the bench stops it (Node refuses
  // --cpu-prof in NODE_OPTIONS); open it in Chrome's DevTools or summarise it with bench/profile-summary.mjs.
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const siteEnv = {
    DUFFEL_API_URL: duffel.url,
    DUFFEL_ACCESS_TOKEN: duffel.token,
    CRUISE_API_URL: cruises.url,
    CRUISE_API_TOKEN: cruises.token,
    ...payments,
    ...(embedded ? { DB_SINGLE_SESSION: "1" } : {}),
  };
  // One web process, as the bare app runs: the rows compare a process with a process.
  const site = await startSiteProcess({ root, port, databaseUrl, nodeArgs: profile, env: { ...siteEnv, WEB_PROCESSES: "1" } });
  const { base, child: server } = site;
  cleanups.unshift(site.stop);

  const session = await signIn(base, "member@demo.test");
  await new Promise((r) => setTimeout(r, 500)); // a hash of an older cost is re-made just after the sign-in
  const { ms: hashMs, cost: hashCost } = await argon2Median(databaseUrl);
  console.log(`> one argon2id verification at the configured cost (${hashCost}): median ${hashMs} ms`);
  const externalResults = external ? await compareWithBaseline(base, session, databaseUrl) : null;
  const results = [];
  const only = process.env.BENCH_ONLY;
  const targets = externalOnly
    ? []
    : only
      ? TARGETS.filter((t) => t.name.startsWith("bare ") || only.split("|").some((part) => t.name.includes(part)))
      : TARGETS;
  for (const target of targets) {
    // One short warm-up per target so first-request compilation and caches do not count.
    const t = target.signedIn ? { ...target, headers: { ...target.headers, cookie: session } } : target;
    await autocannon(base, t, 2, 2);
    const r = await autocannon(base, t, duration, target.connections ?? connections);
    results.push({ name: target.name, group: target.group, path: target.path, host: target.host ?? "localhost", ...r });
    console.log(`${target.name.padEnd(34)} ${String(r.rps).padStart(8)} req/s  p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  non-2xx ${r.non2xx}`);
  }
  const feltWanted = !process.argv.includes("--no-felt") && (!only || "felt".includes(only) || only.includes("felt"));
  const felt = feltWanted ? await measureFeltSpeed(base) : null;
  if (felt) console.log(feltTable(felt));
  const bookingsWanted = !externalOnly && !process.argv.includes("--no-bookings") && (!only || only.includes("bookings"));
  const bookings = bookingsWanted ? await bookingsRow({ base, sitePid: server.pid, databaseUrl, siteEnv, profile, payments }) : null;
  if (bookings) console.log(bookingsTable(bookings));
  const memory = process.argv.includes("--memory") ? await memoryRun(base, server.pid, session) : null;
  report(results, {
    databaseUrl: embedded ? "embedded PGlite" : "PostgreSQL 15",
    duration,
    connections,
    benchSeed,
    seedSeconds,
    hashMs,
    hashCost,
    memory,
    external: externalResults,
    felt,
    bookings,
  });
}

/** Issue #17's table: the site against the bare app in bench/baseline, alternating rounds in this one run. */
async function compareWithBaseline(base, memberSession, databaseUrl) {
  const baseline = await startBaseline(baselinePort);
  cleanups.unshift(baseline.stop);
  const agentSession = await signIn(base, "agent@demo.test");
  const stays = await parisStays(base);
  const hotelId = stays[0].propertyId;
  console.log("> signing in the bench's distinct members, each with one booked stay");
  const members = await createBenchMembers({ base, databaseUrl, stays });
  const only = process.env.BENCH_ONLY;
  const rows = comparisons({
    searchPath: SEARCH_DESTINATION,
    searchPagePath: SEARCH_PAGE,
    hotelPath: `/hotel-details?id=${hotelId}&${STAY_PARAMS}`,
    checkoutPath: `/hotel-checkout?property=${hotelId}&room=${stays[0].roomTypeId}&${STAY_PARAMS}`,
    flightPagePath: FLIGHT_RESULTS_PAGE,
    flightSearchPath: FLIGHT_SEARCH,
  }).filter((row) => !only || only.split("|").some((part) => row.name.includes(part)));
  const home = await fetch(`${base}/`, { headers: { accept: "text/html" } });
  const homeHtmlKb = +((await home.arrayBuffer()).byteLength / 1024).toFixed(1);
  const meta = {
    rounds: Number(process.env.BENCH_ROUNDS ?? 3),
    seconds: Number(process.env.BENCH_EXTERNAL_SECONDS ?? 8),
    connections: Number(process.env.BENCH_EXTERNAL_CONNECTIONS ?? 20),
    homeHtmlKb,
  };
  // Warm both sides once so first-request compilation and caches do not count.
  for (const row of rows) {
    await autocannon(base, withSession(row.project, { member: memberSession, agent: agentSession, members }), 1, 2);
    await autocannon(baseline.origin, row.baseline, 1, 2);
  }
  const results = await runComparisons({
    rows,
    project: base,
    baseline: baseline.origin,
    sessions: { member: memberSession, agent: agentSession, members },
    ...meta,
    load: autocannon,
  });
  await baseline.stop();
  return { ...meta, results };
}

const signIn = signInAs;

/** The rooms the Paris search offers on the bench's dates, one per hotel. */
async function parisStays(base) {
  const found = await (await fetch(`${base}${SEARCH_DESTINATION}`)).json();
  const rooms = (found?.data?.results ?? []).filter((r) => r.cheapestRoom?.roomTypeId);
  if (!rooms[0]) throw new Error("the Paris search found no hotel room to book");
  const stayDates = new URLSearchParams(STAY_PARAMS);
  return rooms.map((r) => ({
    propertyId: r.property.id,
    roomTypeId: r.cheapestRoom.roomTypeId,
    checkIn: stayDates.get("checkin"),
    checkOut: stayDates.get("checkout"),
  }));
}

/**
 * Median time of one argon2id verification at the site's configured cost: the demo member's own stored hash (made at
 * PASSWORD_HASH_* by the seed, or re-made at it by the sign-in above), verified in this process.
 */
async function argon2Median(databaseUrl) {
  const { verify } = await import("@node-rs/argon2");
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let stored;
  try {
    const { rows } = await client.query(
      `SELECT p.hash FROM "PasswordCredential" p JOIN "User" u ON u.id = p."userId" WHERE u.email = 'member@demo.test' LIMIT 1`,
    );
    stored = rows[0]?.hash;
  } finally {
    await client.end();
  }
  if (!stored) throw new Error("the demo member has no stored password hash");
  const times = [];
  for (let i = 0; i < 21; i++) {
    const started = performance.now();
    await verify(stored, "Demo!2345");
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: +times[10].toFixed(1), cost: stored.split("$")[3] };
}

/**
 * Issue 11: "resident memory of one web process after 10 minutes of mixed load stays flat". Mixed load (home pages of
 * both organisations, signed in and out, searches, locale calls) for BENCH_MEMORY_MINUTES (default 10), with the web
 * process's RSS read from /proc every 30 s.
 */
async function memoryRun(base, pid, session) {
  const minutes = Number(process.env.BENCH_MEMORY_MINUTES ?? 10);
  const rss = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);
  const mix = TARGETS.filter((t) =>
    [
      "home (default org)",
      "home (partner org)",
      "home (default org, signed in)",
      "getCurrencyinfo",
      "search: destination (paris)",
      "search: 25 km radius (Paris)",
      "search page: destination",
    ].includes(t.name),
  );
  const samples = [{ minute: 0, rssMb: rss() }];
  console.log(`> memory run: ${minutes} min of mixed load; RSS at start ${samples[0].rssMb} MB`);
  const deadline = Date.now() + minutes * 60_000;
  let i = 0;
  let requests = 0;
  let failed = 0;
  while (Date.now() < deadline) {
    const target = mix[i++ % mix.length];
    const r = await autocannon(base, target.signedIn ? { ...target, headers: { ...target.headers, cookie: session } } : target, 30, 4);
    requests += r.rps * 30;
    failed += r.non2xx;
    samples.push({ minute: +((minutes * 60_000 - (deadline - Date.now())) / 60_000).toFixed(1), rssMb: rss() });
    console.log(`  ${samples.at(-1).minute} min: RSS ${samples.at(-1).rssMb} MB`);
  }
  const start = samples[1]?.rssMb ?? samples[0].rssMb; // after the first warm round
  const end = samples.at(-1).rssMb;
  return {
    minutes,
    requests,
    failed,
    startMb: start,
    endMb: end,
    maxMb: Math.max(...samples.map((s) => s.rssMb)),
    growthPct: +(((end - start) / start) * 100).toFixed(1),
    samples,
  };
}

async function autocannon(base, target, seconds, conns) {
  const headers = { ...(target.headers ?? {}) };
  if (target.host) headers.host = `${target.host}:${port}`;
  if (target.body) headers["content-type"] = "application/json";
  // A server function's arguments (bench/external.mjs memberParts) go as they are, with the headers the row names.
  const body = target.rawBody ?? (target.body ? JSON.stringify(target.body) : null);
  const options = {
    url: `${base}${target.path}`,
    connections: conns,
    duration: seconds,
    method: target.method ?? "GET",
    headers,
    body,
    cookies: target.cookies,
  };
  // bench/load.mjs: autocannon in its own process, with the exact p95 of the recorded response times.
  const out = await loadFromOwnProcess(root, options);
  return {
    rps: Math.round(out.requests.average),
    p50: out.latency.p50,
    p90: out.latency.p90,
    p95: out.latency.p95,
    p97_5: out.latency.p97_5,
    p99: out.latency.p99,
    non2xx: out.non2xx + out.errors,
  };
}

function report(results, meta) {
  const byName = Object.fromEntries(results.map((r) => [r.name, r]));
  const rows = results.map((r) => {
    const target = TARGETS.find((t) => t.name === r.name);
    if (r.group === "signin") return { ...r, ratio: meta.hashMs ? +(r.p50 / meta.hashMs).toFixed(2) : null };
    const ref = byName[target?.reference ?? (r.group === "page" ? "bare page" : "bare route")];
    return { ...r, ratio: ref ? +(r.rps / ref.rps).toFixed(2) : null };
  });
  const checks = TARGET_CHECKS.filter((c) => byName[c.name]).map((c) => {
    const row = rows.find((r) => r.name === c.name);
    if (c.maxHashRatio !== undefined) {
      return {
        ...c,
        measured: row ? `p50 ${row.p50} ms = ${row.ratio}× one hash (${meta.hashMs} ms, ${meta.hashCost})` : "—",
        ok: !!row && row.ratio !== null && row.ratio <= c.maxHashRatio && row.non2xx === 0,
      };
    }
    if (c.maxP95 !== undefined) {
      return { ...c, measured: row ? `p95 ${row.p95} ms (p50 ${row.p50}, p99 ${row.p99})` : "—", ok: !!row && row.p95 <= c.maxP95 && row.non2xx === 0 };
    }
    const ok = row && row.ratio !== null && row.ratio >= c.minRatio && row.non2xx === 0;
    return { ...c, measured: `${row?.ratio ?? "—"}×`, ratio: row?.ratio ?? null, ok: !!ok };
  });
  const when = new Date().toISOString();
  const md = [
    `# Benchmark — ${when}`,
    "",
    `Database: ${meta.databaseUrl}${meta.benchSeed ? ` with the bench catalogue (50,000 properties, 1,000,000 availability rows; seeded in ${meta.seedSeconds} s)` : " with the demo catalogue"}${rows.length ? `; autocannon ${meta.connections} connections × ${meta.duration} s per row, from a separate process` : ""}; one web process (scripts/server.mjs, production build), ${process.arch}, 2 cores.`,
    "",
    ...(rows.length ? internalTables(rows, checks) : []),
    ...(meta.external ? [externalTable(meta.external.results, meta.external), ""] : []),
    ...(meta.felt ? [feltTable(meta.felt)] : []),
    ...(meta.bookings ? [bookingsTable(meta.bookings)] : []),
    ...(meta.memory
      ? [
          `Memory (one web process${webHeapMb() === 0 ? ", Node's default heap" : `, heap capped at ${webHeapMb()} MB (WEB_HEAP_MB)`}, ${meta.memory.minutes} min of mixed load, about ${meta.memory.requests} requests, ${meta.memory.failed} non-2xx or errors): RSS ${meta.memory.startMb} MB after the first round, ${meta.memory.endMb} MB at the end (max ${meta.memory.maxMb} MB; ${meta.memory.growthPct >= 0 ? "+" : ""}${meta.memory.growthPct}%).`,
          "",
        ]
      : []),
  ].join("\n");
  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  // --external-only keeps the last full run's files and writes its own; the embedded database's run keeps
  // PostgreSQL's (*-embedded); a BENCH_ONLY run writes *-partial files.
  const name = `${externalOnly ? "external" : "latest"}${embedded ? "-embedded" : ""}${process.env.BENCH_ONLY ? "-partial" : ""}`;
  writeFileSync(path.join(root, "bench", "results", `${name}.md`), md);
  writeFileSync(path.join(root, "bench", "results", `${name}.json`), JSON.stringify({ when, ...meta, rows, checks }, null, 2));
  console.log(`\n${md}`);
  if (checks.some((c) => !c.ok) || meta.external?.results.some((r) => !r.ok) || meta.felt?.some((r) => !r.ok)) process.exitCode = 1;
}

/**
 * The bookings row measures what the machine confirms, so its site runs as a deployment on this machine would:
 * BENCH_BOOKING_PROCESSES web processes (WEB_PROCESSES; default one per core), started for the row on the next port.
 */
async function bookingsRow({ base, sitePid, databaseUrl, siteEnv, profile, payments }) {
  const webProcesses = webProcessCount(process.env.BENCH_BOOKING_PROCESSES ?? "auto");
  const stays = await parisStays(base);
  const site =
    webProcesses === 1
      ? null
      : await startSiteProcess({ root, port: port + 1, databaseUrl, nodeArgs: profile, env: { ...siteEnv, WEB_PROCESSES: String(webProcesses) } });
  try {
    const on = site ?? { base, child: { pid: sitePid } };
    return await measureBookings({ root, base: on.base, databaseUrl, stays, env: payments, sitePid: on.child.pid, webProcesses });
  } finally {
    await site?.stop();
  }
}

/** The table of the site's own rows against the bare page and route of the same build, and the issue targets. */
function internalTables(rows, checks) {
  return [
    "| target | host | requests/s | p50 ms | p90 ms | p95 ms | p97.5 ms | p99 ms | non-2xx | ratio to bare |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map((r) => `| ${r.name} | ${r.host} | ${r.rps} | ${r.p50} | ${r.p90} | ${r.p95} | ${r.p97_5} | ${r.p99} | ${r.non2xx} | ${r.ratio ?? ""} |`),
    "",
    "p95 is computed from every response time autocannon recorded (bench/load.mjs); the other percentiles are autocannon's.",
    "",
    "| target check | needs | measured | |",
    "|---|---|---|---|",
    ...checks.map(
      (c) =>
        `| ${c.name} | ${c.maxHashRatio !== undefined ? `p50 ≤ ${c.maxHashRatio}× one argon2id hash` : c.maxP95 !== undefined ? `p95 ≤ ${c.maxP95} ms` : `≥ ${c.minRatio}× ${c.reference}`} | ${c.measured} | ${c.ok ? "met" : "MISSED"} |`,
    ),
    "",
    "Ratios: page rows against the bare page of the same state (signed out, or signed in), JSON rows against the bare route, the sign-in row's p50 against one argon2id verification.",
    "",
  ];
}

try {
  await main();
} catch (error) {
  console.error(`bench failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  for (const c of cleanups.splice(0)) await c().catch(() => undefined);
}
