import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { webProcessCount } from "../../scripts/lib/web-cluster.mjs";
import { webServerArgs } from "../../scripts/lib/web-process.mjs";
import { closedPort } from "../support/ports";
import { sleep } from "./support/faults";

jest.setTimeout(180_000);

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      if (Number(readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ")[1]) === pid) children.push(Number(entry));
    } catch {
      // ended between the listing and the read
    }
  }
  return children;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, what: string, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** /api/health's status on a new connection, asked again while it is 503 (the database breaker), for up to 20 s. */
async function healthy(url: string): Promise<number> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { status } = await fetch(`${url}/api/health`, { headers: { connection: "close" } });
    if (status !== 503 || Date.now() > deadline) return status;
    await sleep(250);
  }
}

describe("WEB_PROCESSES: several web processes on one port (scripts/lib/web-cluster.mjs)", () => {
  it("reads a count, 'auto' as one per core, and refuses anything else", () => {
    expect(webProcessCount(undefined)).toBe(1);
    expect(webProcessCount("3")).toBe(3);
    expect(webProcessCount("auto")).toBeGreaterThanOrEqual(1);
    for (const bad of ["0", "-1", "1.5", "65", "two"]) expect(() => webProcessCount(bad)).toThrow(/WEB_PROCESSES/);
  });

  let server: ChildProcess | undefined;
  afterAll(() => server?.kill("SIGKILL"));

  it("serves from every worker, replaces one that dies, and stops them all on SIGTERM", async () => {
    const port = await closedPort();
    const url = `http://localhost:${port}`;
    server = spawn(process.execPath, webServerArgs(path.resolve(__dirname, "..", "..")), {
      cwd: path.resolve(__dirname, "..", ".."),
      env: { ...process.env, NODE_ENV: "production", PORT: String(port), NEXTAUTH_URL: url, NODE_OPTIONS: "", WEB_PROCESSES: "2" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let said = "";
    server.stdout!.on("data", (chunk: Buffer) => (said += chunk.toString()));
    // The primary says it is ready once every worker listens.
    await until(() => said.includes("(2 web processes)"), "both workers to listen", 90_000);
    const primary = server.pid!;
    const [first, second] = childrenOf(primary) as [number, number];

    // Both answer: the primary hands connections to the workers in turn, one per new connection. (Other tests of this
    // lane cut the database's connections now and then: a worker then answers 503 for a moment, and is asked again.)
    const answers = await Promise.all(Array.from({ length: 8 }, () => healthy(url)));
    expect(answers).toEqual(Array(8).fill(200));

    // A worker that crashes once it has served is replaced; the site keeps answering meanwhile.
    process.kill(first, "SIGKILL");
    await until(() => childrenOf(primary).length === 2 && !childrenOf(primary).includes(first), "a replacement worker");
    expect(childrenOf(primary)).toContain(second);
    expect(await healthy(url)).toBe(200);

    const workers = childrenOf(primary);
    const exited = new Promise<number | null>((resolve) => server!.once("exit", (code) => resolve(code)));
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    await until(() => workers.every((pid) => !alive(pid)), "every worker to stop", 10_000);
  });
});
