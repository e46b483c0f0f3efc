/**
 * Several web processes on one machine (WEB_PROCESSES): one Node process runs JavaScript on one core, so a single web
 * process leaves the other cores to PostgreSQL alone. The primary only forks the workers (each one scripts/lib/web-server.mjs,
 * sharing the primary's port, which hands them connections in turn), replaces one that dies, and stops them all on
 * SIGTERM/SIGINT. Nothing else changes: web processes keep no state of their own (docs/architecture.md, "Scale-out"),
 * each hears the others' changes, and the scheduled jobs already expect to run in every process.
 */
import cluster from "node:cluster";
import os from "node:os";

/** WEB_PROCESSES: a whole number from 1 to 64, or "auto" for one per core; unset means 1. */
export function webProcessCount(value = process.env.WEB_PROCESSES) {
  if (value === undefined || value === "") return 1;
  if (value === "auto") return os.availableParallelism();
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new Error(`WEB_PROCESSES must be "auto" or a whole number from 1 to 64 (got ${value})`);
  return count;
}

const STOP_GRACE_MS = 5_000;

export function runWebPrimary(count, { port = process.env.PORT ?? 3000 } = {}) {
  let stopping = false;
  let exitCode = 0;
  let ready = 0;
  // Workers that have started listening: one that dies before that is failing to start (a taken port, a refused
  // setting) and would only fail again; one that dies after it is replaced.
  const listening = new Set();
  const fork = () => cluster.fork();

  cluster.on("listening", (worker) => {
    listening.add(worker.id);
    ready += 1;
    if (ready === count) console.log(`> Ready on http://localhost:${port} (${count} web processes)`);
  });
  cluster.on("exit", (worker, code, signal) => {
    const started = listening.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (!started) {
      console.error(`web process ${worker.process.pid} exited during start-up (${signal ?? `code ${code}`}); stopping`);
      stop(code || 1);
      return;
    }
    console.error(`web process ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
    fork();
  });

  function stop(code) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(exitCode), STOP_GRACE_MS).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  }
  process.on("SIGINT", () => stop(0));
  process.on("SIGTERM", () => stop(0));

  for (let i = 0; i < count; i++) fork();
}
