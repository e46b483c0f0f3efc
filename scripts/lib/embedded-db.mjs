import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { assertPortFree } from "./ports.mjs";
import { waitForPort } from "./proc.mjs";

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) served over TCP, with its data under .data/pglite. The default
 * server accepts one connection, so it is raised for Prisma's pool and the migration CLI.
 */
export async function startEmbeddedDb({ root, port }) {
  const dataDir = path.join(root, ".data", "pglite");
  mkdirSync(dataDir, { recursive: true });
  const releaseFolder = lockDataFolder(dataDir, port);
  let child;
  try {
    await assertPortFree({ port, what: "the embedded database", setting: "EMBEDDED_DB_PORT" });
    const bin = path.join(root, "node_modules", ".bin", "pglite-server");
    child = spawn(bin, [`--db=${dataDir}`, `--port=${port}`, "--host=127.0.0.1", "--max-connections=100"], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    await waitForPort(port, { timeoutMs: 60_000, child });
  } catch (error) {
    child?.kill("SIGKILL");
    releaseFolder();
    throw error;
  }
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    child,
    stop: () =>
      new Promise((resolve) => {
        const done = () => (releaseFolder(), resolve());
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5000).unref();
      }),
  };
}

/**
 * One process at a time may open the data folder (two PGlite servers on one folder would corrupt it, whatever their
 * ports). The lock is `.data/pglite.lock` holding the owner's pid; a lock whose process is gone (kill -9) is taken over.
 * Returns the function that releases it.
 */
export function lockDataFolder(dataDir, port) {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, JSON.stringify({ pid: process.pid, port }), { flag: "wx" });
      let released = false;
      return () => {
        if (!released) rmSync(lockFile, { force: true });
        released = true;
      };
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const owner = readLock(lockFile);
      if (owner && processAlive(owner.pid)) {
        throw new Error(
          `another npm start is already running in this folder (pid ${owner.pid}, embedded database on port ${owner.port}): ` +
            `the embedded database in ${path.relative(process.cwd(), dataDir) || dataDir} can be opened by one process only.\n` +
            "  Stop it first (Ctrl-C in its terminal), or give this one a PostgreSQL server: DATABASE_URL=postgresql://… npm start",
        );
      }
      rmSync(lockFile, { force: true }); // left by a process that no longer runs
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}

function readLock(lockFile) {
  try {
    const { pid, port } = JSON.parse(readFileSync(lockFile, "utf8"));
    return Number.isInteger(pid) ? { pid, port } : null;
  } catch {
    return null;
  }
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
