import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { webServerArgs } from "../../scripts/lib/web-process.mjs";
import { closedPort } from "./ports";

export type WebServer = { url: string; port: number; process: ChildProcess; stop(): Promise<void> };

const root = path.resolve(__dirname, "..", "..");

/**
 * A web process of the test's own (scripts/server.mjs with the production heap cap, as `npm start` runs it), on the
 * last build and the test database, for tests that need its process (memory, a crash) or settings of their own (a
 * second process, a long cache). `npm test` has built the app and passes the environment of its server.
 */
export async function startWebServer(settings: Record<string, string> = {}): Promise<WebServer> {
  const port = await closedPort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, webServerArgs(root), {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), NEXTAUTH_URL: url, NODE_OPTIONS: "", ...settings },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5000).unref();
    });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the web server exited with ${child.exitCode} before it answered`);
    const status = await fetch(`${url}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the web server on ${url} did not become healthy`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, port, process: child, stop };
}

/** Resident memory of a process in MB, now and at its peak (Linux /proc). */
export function residentMb(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { now: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}
