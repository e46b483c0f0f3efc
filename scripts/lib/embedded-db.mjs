import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { portIsOpen, waitForPort } from "./proc.mjs";

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) served over TCP, with its data under .data/pglite. The default
 * server accepts one connection, so it is raised for Prisma's pool and the migration CLI.
 */
export async function startEmbeddedDb({ root, port }) {
  if (await portIsOpen(port)) {
    throw new Error(`Port ${port} is already in use: another "npm start" may be running. Stop it, or set EMBEDDED_DB_PORT.`);
  }
  const dataDir = path.join(root, ".data", "pglite");
  mkdirSync(dataDir, { recursive: true });
  const bin = path.join(root, "node_modules", ".bin", "pglite-server");
  const child = spawn(bin, [`--db=${dataDir}`, `--port=${port}`, "--host=127.0.0.1", "--max-connections=100"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForPort(port, { timeoutMs: 60_000, child });
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    child,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5000).unref();
    }),
  };
}
