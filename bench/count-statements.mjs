#!/usr/bin/env node
/**
 * Issue #50: the SQL statements one booking journey costs (`node bench/count-statements.mjs`) — the checkout held,
 * the card typed on the Stripe stand-in's page, the return that settles it — as PostgreSQL itself logs them. A
 * throwaway database gets `log_statement = all` before the site first connects to it; two journeys warm the site,
 * then the statements of the third are read back from the server's log (COUNT_PG_LOG) between two markers and listed
 * in order, with the backend that ran each. Needs a build (.next) and read access to the server's log.
 *
 * Then, after ten more to warm up, COUNT_CPU_JOURNEYS (30) journeys one after another, and the site's CPU per journey (its processes' CPU
 * over them, less what the same processes spend idle over as long, measured just before). COUNT_ROOT runs another
 * checkout's build (e.g. a worktree of the commit before a change) with this script.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { createTestDatabase } from "../scripts/lib/test-db.mjs";
import { ensurePostgres } from "../scripts/lib/ensure-services.mjs";
import { startStripeStandIn } from "../scripts/stand-ins/stripe.mjs";
import { createBenchMembers } from "./members.mjs";
import { bookAndPay } from "./pay-on-page.mjs";
import { startSiteProcess } from "./site-process.mjs";
import { treeCpuMs } from "./process-cpu.mjs";

const root = path.resolve(process.env.COUNT_ROOT ?? path.join(import.meta.dirname, ".."));
const logFile = process.env.COUNT_PG_LOG ?? "/var/log/postgresql/postgresql-15-main.log";
const port = Number(process.env.COUNT_PORT ?? 3291);
const WARM_JOURNEYS = 10;
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

async function sql(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The log's records (a record's continuation lines joined to it) of database `name`, from byte `from` on. */
function logRecords(name, from) {
  const text = readFileSync(logFile, "utf8").slice(from);
  const records = [];
  for (const line of text.split("\n")) {
    if (/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/.test(line)) records.push(line);
    else if (records.length) records[records.length - 1] += `\n${line}`;
  }
  return records.filter((r) => r.includes(`@${name} `));
}

async function main() {
  await ensurePostgres();
  const database = await createTestDatabase({ root, adminUrl });
  const stops = [database.drop];
  try {
    await sql(adminUrl, `ALTER DATABASE ${database.name} SET log_statement = 'all'`);
    const stripe = await startStripeStandIn();
    stops.unshift(stripe.stop);
    const site = await startSiteProcess({
      root,
      port,
      databaseUrl: database.url,
      env: { STRIPE_API_URL: stripe.url, STRIPE_SECRET_KEY: stripe.secretKey, WEB_PROCESSES: "1" },
    });
    stops.unshift(site.stop);
    const nights = await sql(
      database.url,
      `SELECT rt."propertyId", a."roomTypeId", to_char(a.date, 'YYYY-MM-DD') AS "checkIn", to_char(a.date + 1, 'YYYY-MM-DD') AS "checkOut"
         FROM "RoomAvailability" a JOIN "RoomType" rt ON rt.id = a."roomTypeId"
        WHERE a.available > 0 AND a.date >= current_date + 30 ORDER BY a.date, a."roomTypeId" LIMIT 3`,
    );
    const [cookie] = await createBenchMembers({ base: site.base, databaseUrl: database.url, stays: [], count: 1 });
    for (const stay of nights.slice(0, 2)) await bookAndPay(site.base, cookie, stay, "count-warm@bench.test");
    const from = statSync(logFile).size;
    await sql(database.url, `SELECT 'count-statements: start'`);
    const journey = await bookAndPay(site.base, cookie, nights[2], "count@bench.test");
    await sql(database.url, `SELECT 'count-statements: end'`);
    await new Promise((r) => setTimeout(r, 300)); // the server's log is written asynchronously
    const records = logRecords(database.name, from);
    const start = records.findIndex((r) => r.includes("count-statements: start"));
    const end = records.findIndex((r) => r.includes("count-statements: end"));
    const statements = records
      .slice(start + 1, end)
      .filter((r) => / LOG: {2}(statement|execute [^:]*):/.test(r))
      .map((r) => ({ pid: /\[(\d+)\]/.exec(r)[1], text: r.replace(/^.* LOG: {2}(statement|execute [^:]*): /s, "").replace(/\s+/g, " ") }));
    for (const [i, s] of statements.entries())
      console.log(`${String(i + 1).padStart(3)} [${s.pid}] ${s.text.slice(0, Number(process.env.COUNT_WIDTH ?? 220))}`);
    console.log(`\nJourney answered ${journey.status} (${journey.reference}); ${statements.length} statements.`);
    const count = Number(process.env.COUNT_CPU_JOURNEYS ?? 30);
    if (count > 0) {
      const more = await sql(
        database.url,
        `SELECT rt."propertyId", a."roomTypeId", to_char(a.date, 'YYYY-MM-DD') AS "checkIn", to_char(a.date + 1, 'YYYY-MM-DD') AS "checkOut"
           FROM "RoomAvailability" a JOIN "RoomType" rt ON rt.id = a."roomTypeId"
          WHERE a.available > 0 AND a.date >= current_date + 60 ORDER BY a.date, a."roomTypeId" LIMIT $1`,
        [count + WARM_JOURNEYS],
      );
      // JIT-compiled after a few more: only then measured.
      for (const stay of more.splice(0, WARM_JOURNEYS)) await bookAndPay(site.base, cookie, stay, "count-warm@bench.test");
      const idleFrom = { cpu: treeCpuMs(site.child.pid), at: performance.now() };
      await new Promise((r) => setTimeout(r, 3000));
      const idleRate = (treeCpuMs(site.child.pid) - idleFrom.cpu) / (performance.now() - idleFrom.at);
      const from = { cpu: treeCpuMs(site.child.pid), at: performance.now() };
      const answers = [];
      for (const stay of more) answers.push((await bookAndPay(site.base, cookie, stay, "count-cpu@bench.test")).status);
      const busy = treeCpuMs(site.child.pid) - from.cpu - idleRate * (performance.now() - from.at);
      const confirmed = answers.filter((s) => s === 200).length;
      console.log(
        `Site CPU per journey over ${confirmed} of ${more.length} confirmed, one at a time: ${(busy / confirmed).toFixed(1)} ms (idle: ${(idleRate * 1000).toFixed(0)} ms/s).`,
      );
    }
  } finally {
    for (const stop of stops) await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
