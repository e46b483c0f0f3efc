import { spawn } from "node:child_process";
import path from "node:path";
import { capture, waitForHttp } from "../scripts/lib/proc.mjs";
import { webServerArgs } from "../scripts/lib/web-process.mjs";

/**
 * One production web process of the site as the benches measure it: scripts/server.mjs with the web heap cap, the
 * bench routes on, rate limits lifted (the bench signs dozens of members in from one address) and warnings only.
 * `env` adds to or overrides that environment; `nodeArgs` go before the script (e.g. --cpu-prof).
 */
export async function startSiteProcess({ root, port, databaseUrl, env = {}, nodeArgs = [] }) {
  const base = `http://localhost:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, ...webServerArgs(root)], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      NEXTAUTH_URL: base,
      NEXTAUTH_SECRET: "bench-secret-bench-secret-bench",
      BENCH_ROUTES: "1",
      LOG_LEVEL: "warn",
      RATE_LIMIT_MULTIPLIER: "100000",
      ...env,
    },
  });
  const stop = () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once("exit", resolve), child.kill("SIGTERM"))));
  try {
    await waitForHttp(`${base}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, child, stop };
}

/**
 * One autocannon run from its own process (bench/load.mjs), so the load generator never shares the web process's
 * event loop. `options` is what bench/load.mjs takes (url, connections, duration, method, headers, body, cookies).
 */
export async function loadFromOwnProcess(root, options) {
  return JSON.parse(await capture(process.execPath, [path.join(root, "bench", "load.mjs"), JSON.stringify(options)], { cwd: root }));
}
