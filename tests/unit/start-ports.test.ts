import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { lockDataFolder, startEmbeddedDb } from "../../scripts/lib/embedded-db.mjs";
import { PortInUseError, canListen, listenOn, portInUse, processListeningOn } from "../../scripts/lib/ports.mjs";
import { startSavingsSandbox } from "../../scripts/savings-sandbox.mjs";

const root = path.resolve(__dirname, "..", "..");

/** Occupies a free port on 127.0.0.1 the way another program would. */
async function occupyPort(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Runs `node scripts/start.mjs` with env, bounded in time; resolves with its exit code and output. */
function runStart(env: Record<string, string>, timeoutMs = 30_000): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`npm start still running after ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.on("exit", (code) => (clearTimeout(timer), resolve({ code, output })));
  });
}

const STACK_LINE = /^\s+at .+:\d+:\d+\)?$/m;

describe("ports taken when npm start begins (scripts/lib/ports.mjs)", () => {
  let taken: { port: number; close: () => Promise<void> };
  beforeEach(async () => {
    taken = await occupyPort();
  });
  afterEach(async () => {
    await taken.close();
  });

  it("tells a taken port from a free one", async () => {
    expect(await canListen(taken.port)).toBe(false);
    const free = await occupyPort();
    await free.close();
    expect(await canListen(free.port)).toBe(true);
  });

  it("names the port, the process holding it (from /proc) and the setting that chooses another", () => {
    const error = portInUse({ port: taken.port, what: "the web server", setting: "PORT" });
    expect(error).toBeInstanceOf(PortInUseError);
    expect(processListeningOn(taken.port)).toMatchObject({ pid: process.pid });
    expect(error.message).toContain(`Port ${taken.port} (the web server) is already in use by `);
    expect(error.message).toContain(`(pid ${process.pid})`);
    expect(error.message).toContain("PORT=<port> npm start");
  });

  it("the savings sandbox moves to a free port when npm start's default is taken, and says so when the port was chosen", async () => {
    const sandbox = await startSavingsSandbox({ port: taken.port, fallback: true });
    try {
      const port = Number(new URL(sandbox.url).port);
      expect(port).not.toBe(taken.port);
      const res = await fetch(`${sandbox.url}/members/lookup`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      expect(res.status).toBeLessThan(500);
    } finally {
      await sandbox.stop();
    }
    await expect(startSavingsSandbox({ port: taken.port })).rejects.toThrow(`Port ${taken.port} (the savings provider sandbox) is already in use`);
    await expect(startSavingsSandbox({ port: taken.port })).rejects.toThrow("SAVINGS_SANDBOX_PORT=<port> npm start");
  });

  it("listenOn rejects with a PortInUseError, not an EADDRINUSE crash, when there is no fallback", async () => {
    const server = net.createServer();
    await expect(listenOn(server, { port: taken.port, what: "a stand-in", setting: "X_PORT" })).rejects.toBeInstanceOf(PortInUseError);
    expect(server.listening).toBe(false);
  });

  it("the embedded database refuses a taken EMBEDDED_DB_PORT and leaves its data folder unlocked", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "embedded-db-"));
    try {
      await expect(startEmbeddedDb({ root: dir, port: taken.port })).rejects.toThrow(`Port ${taken.port} (the embedded database) is already in use`);
      await expect(startEmbeddedDb({ root: dir, port: taken.port })).rejects.toThrow("EMBEDDED_DB_PORT=<port> npm start");
      expect(existsSync(path.join(dir, ".data", "pglite.lock"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a second npm start with the web port taken stops at once with the explanation and no stack trace", async () => {
    const { code, output } = await runStart({
      PORT: String(taken.port),
      HOSTNAME: "127.0.0.1",
      DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none",
      NEXTAUTH_SECRET: "test-secret-for-this-test-only",
    });
    expect(code).toBe(1);
    expect(output).toContain(`Port ${taken.port} (the web server) is already in use`);
    expect(output).toContain("PORT=<port> npm start");
    expect(output).not.toMatch(STACK_LINE);
    expect(output).not.toContain("Applying migrations");
  }, 40_000);
});

describe("the embedded database folder is opened by one npm start at a time", () => {
  it("a second lock on the folder names the running npm start; a lock left by a dead process is taken over", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "pglite-lock-"));
    const dataDir = path.join(dir, "pglite");
    try {
      const release = lockDataFolder(dataDir, 51214);
      expect(() => lockDataFolder(dataDir, 51299)).toThrow(
        `another npm start is already running in this folder (pid ${process.pid}, embedded database on port 51214)`,
      );
      release();
      lockDataFolder(dataDir, 51299)();
      // A pid far above Linux's pid_max: the process that wrote this lock is gone.
      writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: 2 ** 30, port: 51214 }));
      const releaseAgain = lockDataFolder(dataDir, 51214);
      expect(existsSync(`${dataDir}.lock`)).toBe(true);
      releaseAgain();
      expect(existsSync(`${dataDir}.lock`)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("npm start says so instead of opening .data/pglite a second time", async () => {
    const lockFile = path.join(root, ".data", "pglite.lock");
    // Stands in for a running npm start: this test process holds the lock (unless a real one already does).
    mkdirSync(path.dirname(lockFile), { recursive: true });
    const ours = !existsSync(lockFile);
    if (ours) writeFileSync(lockFile, JSON.stringify({ pid: process.pid, port: 51214 }));
    const web = await occupyPort();
    await web.close(); // a free port for the web server, so the check reaches the database
    try {
      const { code, output } = await runStart({
        PORT: String(web.port),
        HOSTNAME: "127.0.0.1",
        DATABASE_URL: "",
        EMBEDDED_DB_PORT: String(web.port),
        NEXTAUTH_SECRET: "test-secret-for-this-test-only",
      });
      expect(code).toBe(1);
      expect(output).toContain("another npm start is already running in this folder");
      expect(output).not.toMatch(STACK_LINE);
    } finally {
      if (ours) rmSync(lockFile, { force: true });
    }
  }, 40_000);
});
