/**
 * Issue #50's bookings row: BENCH_BOOKING_MEMBERS (20) distinct members booking distinct rooms at once for
 * BENCH_BOOKING_SECONDS (10), each booking the whole journey a browser makes — the checkout held, the card typed on
 * the payment provider's page (the local Stripe stand-in, through the site's SDK), the return that settles it. Then
 * `npm run payments:reconcile` over the database and the provider: the money invariant must hold after the load.
 * Target: at least 52 confirmed bookings a second, p99 of the journey at most 750 ms.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { readdirSync, readFileSync } from "node:fs";
import { createBenchMembers } from "./members.mjs";
import { bookAndPay } from "./pay-on-page.mjs";
import { cpuMs, treeCpuMs } from "./process-cpu.mjs";

const TARGET_PER_SECOND = 52;
const TARGET_P99_MS = 750;

const percentile = (sorted, p) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]) : null);
const shift = (isoDay, days) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** One night in each room of `stays` that has a room left, from `from` on, night by night across the rooms. */
async function openRoomNights(databaseUrl, stays, from) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT "roomTypeId", to_char(date, 'YYYY-MM-DD') AS night FROM "RoomAvailability"
        WHERE "roomTypeId" = ANY($1::int[]) AND date >= $2::date AND available > 0 ORDER BY date, "roomTypeId"`,
      [stays.map((s) => s.roomTypeId), from],
    );
    const byRoom = new Map(stays.map((s) => [s.roomTypeId, s]));
    return rows.map((r) => ({ ...byRoom.get(r.roomTypeId), checkIn: r.night, checkOut: shift(r.night, 1) }));
  } finally {
    await client.end();
  }
}

/** CPU used so far by every PostgreSQL process on the machine (the server's backends for the bench's connections). */
function postgresCpuMs() {
  let total = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres") total += cpuMs(pid);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export async function measureBookings({ root, base, databaseUrl, stays, env, sitePid, webProcesses }) {
  const memberCount = Number(process.env.BENCH_BOOKING_MEMBERS ?? 20);
  const seconds = Number(process.env.BENCH_BOOKING_SECONDS ?? 10);
  const cookies = await createBenchMembers({ base, databaseUrl, stays: [], count: memberCount });
  // Booking u takes the u-th room-night that has a room left, from three weeks after the search's check-in: no two
  // bookings share a room-night, and none asks for a night the demo catalogue has sold out (that would measure refusals).
  const nights = await openRoomNights(databaseUrl, stays, shift(stays[0].checkIn, 21));
  let next = 0;
  const stayFor = (u) => nights[u % nights.length];
  const done = [];
  // A web process started for the row has compiled nothing yet: a few unmeasured seconds of the same journey first.
  const warmUntil = Date.now() + Number(process.env.BENCH_BOOKING_WARM_SECONDS ?? 3) * 1000;
  await Promise.all(
    cookies.map(async (cookie, m) => {
      while (Date.now() < warmUntil) await bookAndPay(base, cookie, stayFor(next++), `bench-warm-${m}@bench.test`);
    }),
  );
  const cpuBefore = { site: sitePid ? treeCpuMs(sitePid) : 0, bench: ownCpuMs(), postgres: postgresCpuMs() };
  const deadline = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    cookies.map(async (cookie, m) => {
      while (Date.now() < deadline) done.push(await bookAndPay(base, cookie, stayFor(next++), `bench-booking-${m}@bench.test`));
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  // Where the journey's CPU goes, per confirmed booking: the site, this process (the load and the Stripe stand-in) and
  // PostgreSQL. With two cores, their sum bounds how many bookings a second the machine can confirm.
  const cpuAfter = { site: sitePid ? treeCpuMs(sitePid) : 0, bench: ownCpuMs(), postgres: postgresCpuMs() };
  const confirmed = done.filter((d) => d.status === 200);
  const sorted = (pick) => confirmed.map(pick).sort((a, b) => a - b);
  const journey = sorted((d) => d.ms);
  const statuses = Object.fromEntries([...new Set(done.map((d) => d.status))].map((s) => [s, done.filter((d) => d.status === s).length]));
  // What the refused attempts were told, each message once with its count.
  const told = (d) => d.message ?? `HTTP ${d.status}`;
  const refusals = Object.entries(done.filter((d) => d.status !== 200).reduce((all, d) => ({ ...all, [told(d)]: (all[told(d)] ?? 0) + 1 }), {})).map(
    ([message, count]) => `${count} × ${message}`,
  );

  const reconcile = await promisify(execFile)(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/payments-reconcile.ts"], {
    cwd: root,
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
  }).then(
    (r) => ({ code: 0, out: r.stdout }),
    (e) => ({ code: e.code, out: e.stdout ?? String(e) }),
  );
  const perSecond = +(confirmed.length / elapsed).toFixed(1);
  const p99 = percentile(journey, 99);
  const perBooking = (key) => (confirmed.length ? Math.round((cpuAfter[key] - cpuBefore[key]) / confirmed.length) : null);
  return {
    cpuPerBooking: { site: perBooking("site"), bench: perBooking("bench"), postgres: perBooking("postgres") },
    members: memberCount,
    webProcesses,
    seconds: +elapsed.toFixed(1),
    attempted: done.length,
    confirmed: confirmed.length,
    perSecond,
    p50: percentile(journey, 50),
    p99,
    holdP50: percentile(
      sorted((d) => d.steps.holdMs),
      50,
    ),
    pageP50: percentile(
      sorted((d) => d.steps.pageMs),
      50,
    ),
    returnP50: percentile(
      sorted((d) => d.steps.returnMs),
      50,
    ),
    statuses,
    refusals,
    reconciled: reconcile.code === 0,
    reconcileSummary: reconcile.out
      .split("\n")
      .filter((line) => /^(Reconciled|Compared) /.test(line))
      .join(" "),
    ok: perSecond >= TARGET_PER_SECOND && p99 !== null && p99 <= TARGET_P99_MS && reconcile.code === 0,
  };
}

export function bookingsTable(b) {
  return [
    `Bookings (issue #50): ${b.members} distinct members booking distinct rooms at once for ${b.seconds} s against ${b.webProcesses === 1 ? "one web process" : `${b.webProcesses} web processes (WEB_PROCESSES)`}, each booking the whole journey — checkout held, card typed on the Stripe stand-in's page, the return that confirms it; target at least ${TARGET_PER_SECOND} a second, p99 at most ${TARGET_P99_MS} ms, and \`npm run payments:reconcile\` clean afterwards:`,
    "",
    "| confirmed | per second | p50 ms | p99 ms | hold p50 | provider page p50 | return p50 | answers | reconcile | |",
    "|---:|---:|---:|---:|---:|---:|---:|---|---|---|",
    `| ${b.confirmed} of ${b.attempted} | ${b.perSecond} | ${b.p50} | ${b.p99} | ${b.holdP50} | ${b.pageP50} | ${b.returnP50} | ${Object.entries(b.statuses)
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ")} | ${b.reconcileSummary || "did not run"} | ${b.ok ? "met" : "MISSED"} |`,
    ...(b.refusals?.length ? ["", `Refused: ${b.refusals.join("; ")}`] : []),
    ...(b.cpuPerBooking
      ? [
          "",
          `CPU per confirmed booking: site ${b.cpuPerBooking.site} ms, load and Stripe stand-in ${b.cpuPerBooking.bench} ms, PostgreSQL ${b.cpuPerBooking.postgres} ms.`,
        ]
      : []),
    "",
  ].join("\n");
}
