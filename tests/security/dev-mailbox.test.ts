import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { call } from "../support/http";
import { closeTestDb, createUser } from "../support/factories";
import { closedPort } from "../support/ports";

afterAll(closeTestDb);
jest.setTimeout(180_000);

const root = path.resolve(__dirname, "..", "..");

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Runs a script of the project with the test run's settings minus the mail server, as an operator would. */
function start(script: string, extra: Record<string, string>): Started {
  const env: Record<string, string | undefined> = { ...process.env, NODE_OPTIONS: "", ...extra };
  delete env.SMTP_URL;
  if (!("DEV_MAILBOX" in extra)) delete env.DEV_MAILBOX;
  if (!("NODE_ENV" in extra)) delete env.NODE_ENV;
  const child = spawn(process.execPath, [path.join(root, "scripts", script)], { cwd: root, env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  child.stdout!.on("data", (c: Buffer) => (text += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (text += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function stop(started: Started): Promise<void> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return;
  started.child.kill("SIGTERM");
  await Promise.race([started.exited, new Promise((resolve) => setTimeout(resolve, 15_000).unref())]);
  if (started.child.exitCode === null) started.child.kill("SIGKILL");
}

/** Waits until the server answers /api/health, or the process ends (null), whichever comes first. */
async function ready(started: Started, port: number, timeoutMs = 150_000): Promise<boolean> {
  let ended = false;
  void started.exited.then(() => (ended = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !ended) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (!ended) throw new Error(`no answer on ${port} and no exit within ${timeoutMs} ms:\n${started.output()}`);
  return false;
}

/** Issue #16 item 1: "Dev mailbox on a real deployment". */
describe("the dev mailbox exists only for the embedded demo database", () => {
  it("the attack: `npm start` with DATABASE_URL and no SMTP_URL does not serve the victim's reset link at /dev/mailbox", async () => {
    const port = await closedPort();
    const started = start("start.mjs", { PORT: String(port), NEXTAUTH_URL: `http://localhost:${port}` });
    try {
      expect(await ready(started, port)).toBe(true);
      const victim = await createUser();
      const asked = await fetch(`http://localhost:${port}/api/auth/forgotPassword`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: victim.email }),
      });
      expect(asked.status).toBe(200);
      const mailbox = await fetch(`http://localhost:${port}/dev/mailbox?to=${encodeURIComponent(victim.email)}`);
      expect(mailbox.status).toBe(404);
      expect(await mailbox.text()).not.toContain("change-password?key=");
    } finally {
      await stop(started);
    }
  });

  it("`npm start` with DATABASE_URL and DEV_MAILBOX=1 warns loudly and refuses to start", async () => {
    const port = await closedPort();
    const started = start("start.mjs", { PORT: String(port), NEXTAUTH_URL: `http://localhost:${port}`, DEV_MAILBOX: "1" });
    try {
      expect(await ready(started, port)).toBe(false);
      expect(await started.exited).toBe(1);
      expect(started.output()).toMatch(/WARNING: DEV_MAILBOX is on with DATABASE_URL set/);
      expect(started.output()).toMatch(/refusing to start/i);
    } finally {
      await stop(started);
    }
  });

  it("a production web process on a real database refuses to start with DEV_MAILBOX on", async () => {
    const port = await closedPort();
    const started = start("server.mjs", { NODE_ENV: "production", PORT: String(port), NEXTAUTH_URL: `http://localhost:${port}`, DEV_MAILBOX: "1" });
    try {
      expect(await ready(started, port)).toBe(false);
      expect(await started.exited).not.toBe(0);
      expect(started.output()).toMatch(/Refusing to start: DEV_MAILBOX is on while DATABASE_URL names a real database/);
    } finally {
      await stop(started);
    }
  });

  it("the server under test (production, real database, SMTP) serves no mailbox", async () => {
    expect((await call("/dev/mailbox")).status).toBe(404);
  });
});
