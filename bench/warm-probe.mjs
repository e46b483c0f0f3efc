#!/usr/bin/env node
/**
 * `npm run bench:warm-probe`: what serving something leaves behind for every later call. Each trial starts a fresh
 * web process of the site, measures its empty route (/api/bench/bare) against the bare app's /api/ping in alternating
 * rounds, sends one kind of traffic (the trigger), and measures the same again, in requests per second and in CPU time
 * per request. A member call can be no faster than the empty route, so a trigger that lowers the empty route's ratio
 * lowers every call's.
 *
 *   npm run bench:warm-probe                         every trigger, 3 rounds of 5 s before and after each
 *   WARM_PROBE_ONLY=pages npm run bench:warm-probe   triggers whose name contains "pages" ("a|b" for either)
 *   WARM_PROBE_ROUNDS=4 WARM_PROBE_SECONDS=5         rounds per side and their length
 *
 * PostgreSQL (a throwaway database on 127.0.0.1:5432) and the production build (built when missing); prints a table.
 */
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { createTestDatabase } from "../scripts/lib/test-db.mjs";
import { ensurePostgres } from "../scripts/lib/ensure-services.mjs";
import { run } from "../scripts/lib/proc.mjs";
import { median, prepareBaseline, startBaseline } from "./external.mjs";
import { cpuMs } from "./process-cpu.mjs";
import { loadFromOwnProcess, startSiteProcess } from "./site-process.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3200);
const baselinePort = Number(process.env.BENCH_BASELINE_PORT ?? 3290);
const rounds = wholeNumber("WARM_PROBE_ROUNDS", 3);
const seconds = wholeNumber("WARM_PROBE_SECONDS", 5);
const TIMES = 40;

/**
 * What each trial sends between its two measurements: TIMES requests of one kind one after another, or one request,
 * to the site ({ site, bare } are the two origins). The last one also sends the bare app its own page as often, so
 * that both processes have served pages: what that costs each says whether the loss is the framework's or the site's.
 */
const html = { headers: { accept: "text/html" } };
const TRIGGERS = {
  "nothing (control)": async () => {},
  "home page (page cache)": ({ site }) => repeat(() => fetch(`${site}/`, html)),
  "home page, once": ({ site }) => fetch(`${site}/`, html).then((r) => r.arrayBuffer()),
  "privacy page": ({ site }) => repeat(() => fetch(`${site}/privacy-policy`, html)),
  "sign-in (demo member)": ({ site }) =>
    repeat(() =>
      fetch(`${site}/api/signIn`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonSign: { email_id: "member@demo.test", password: "Demo!2345" } }),
      }),
    ),
  "static file (/robots.txt)": ({ site }) => repeat(() => fetch(`${site}/robots.txt`)),
  // proxy.ts alone: a Host no organisation serves is refused there, before any page is rendered or read from the cache.
  "proxy only (unknown Host refused)": ({ site }) => repeat(() => rawGet(site, "/", "no-such-site.example")),
  "home page, and the bare app its own page": async ({ site, bare }) => {
    await repeat(() => fetch(`${site}/`, html));
    await repeat(() => fetch(`${bare}/`, html));
  },
};

/** fetch() will not send another Host than the URL's, so this one goes through node:http. */
function rawGet(base, target, host) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.get({ hostname, port, path: target, headers: { host, accept: "text/html" } }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve(new Response(Buffer.concat(chunks), { status: res.statusCode })));
    });
    req.on("error", reject);
  });
}

async function repeat(request) {
  for (let i = 0; i < TIMES; i++) await (await request()).arrayBuffer();
}

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  const only = process.env.WARM_PROBE_ONLY ? new RegExp(process.env.WARM_PROBE_ONLY, "i") : null;
  const triggers = Object.entries(TRIGGERS).filter(([name]) => !only || only.test(name));
  if (triggers.length === 0) throw new Error(`WARM_PROBE_ONLY names no trigger; the triggers are: ${Object.keys(TRIGGERS).join("; ")}`);
  await ensurePostgres();
  const db = await createTestDatabase({ root, adminUrl: process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres" });
  try {
    if (!existsSync(path.join(root, ".next", "BUILD_ID"))) await run(path.join(root, "node_modules", ".bin", "next"), ["build"], { cwd: root });
    await prepareBaseline();
    const rows = [];
    for (const [name, trigger] of triggers) {
      // A fresh bare app per trial too, since one trigger sends it pages.
      const baseline = await startBaseline(baselinePort);
      const site = await startSiteProcess({ root, port, databaseUrl: db.url });
      try {
        const sides = {
          site: { url: `${site.base}/api/bench/bare`, pid: site.child.pid },
          bare: { url: `${baseline.origin}/api/ping`, pid: baseline.pid },
        };
        await measure(sides, 1); // both processes compile the path first
        const before = await measure(sides, rounds);
        await trigger({ site: site.base, bare: baseline.origin });
        const after = await measure(sides, rounds);
        rows.push({ name, before, after });
        console.log(`> ${name}: ${before.ratio}× before, ${after.ratio}× after (rounds ${after.ratios.join(", ")})`);
      } finally {
        await site.stop();
        await baseline.stop();
      }
    }
    console.log(table(rows));
  } finally {
    await db.drop();
  }
}

/**
 * Alternating rounds, the site first in each; the ratio is the median over the rounds of site ÷ bare req/s. Beside
 * it, each side's CPU time per request (its process's, all threads), which the other side's rounds do not disturb as
 * much as they do the request rate.
 */
async function measure(sides, count) {
  const ratios = [];
  const site = [];
  const bare = [];
  for (let i = 0; i < count; i++) {
    const mine = await load(sides.site);
    const theirs = await load(sides.bare);
    site.push(mine);
    bare.push(theirs);
    ratios.push(+(mine.rps / theirs.rps).toFixed(2));
  }
  const summary = (side) => ({ rps: Math.round(median(side.map((x) => x.rps))), cpuUs: Math.round(median(side.map((x) => x.cpuUs))) });
  return { ratio: +median(ratios).toFixed(2), ratios, site: summary(site), bare: summary(bare) };
}

async function load({ url, pid }) {
  const cpuBefore = cpuMs(pid);
  const out = await loadFromOwnProcess(root, { url, connections: 20, duration: seconds });
  return { rps: Math.round(out.requests.average), cpuUs: ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, out.requests.total) };
}

function table(rows) {
  const side = (m) => `${m.rps} · ${m.cpuUs} µs`;
  const lines = [
    `${rounds} alternating rounds × ${seconds} s per side before and after each trigger (${TIMES} requests one at a time, unless it says once), 20 connections; a fresh web process of each app per trigger. Each side: req/s · CPU per request.`,
    "",
    "| trigger | site before | bare before | ratio before | site after | bare after | ratio after |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${side(r.before.site)} | ${side(r.before.bare)} | ${r.before.ratio}× | ${side(r.after.site)} | ${side(r.after.bare)} | ${r.after.ratio}× |`,
    ),
  ];
  return lines.join("\n");
}

/** A positive whole number from the environment, or the default; anything else stops the probe with the setting's name. */
function wholeNumber(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a whole number of at least 1 (got ${process.env[name]})`);
    process.exit(2);
  }
  return value;
}

main().catch((error) => {
  console.error(error instanceof SyntaxError || /WARM_PROBE_ONLY/.test(error.message) ? `warm probe: ${error.message}` : error);
  process.exit(1);
});
