import { randomBytes } from "node:crypto";
import http from "node:http";
import { db, pool } from "@/lib/db";
import { createOrganization, updateOrganization } from "@/lib/org/admin";
import { startFaultProxy, type FaultProxy } from "../../scripts/lib/fault-proxy.mjs";
import { startWebServer, type WebServer } from "../support/web-server";
import { call } from "../support/http";
import { cacheStats, counted } from "../support/cache-stats";
import { eventually } from "../support/eventually";
import { sleep } from "./support/faults";

jest.setTimeout(240_000);

/**
 * Issue #16 item 9: "an organisation change reaches every web process within one second; today two processes
 * disagreed for 27 s and one served stale pages for 44 s". Two web processes of the test's own on one database, with
 * caches that would otherwise hold for an hour; the second reaches PostgreSQL through a switchable proxy, so its
 * listening connection can be cut.
 */
const LONG_CACHE = { ORG_CACHE_TTL: "3600", PAGE_CACHE_TTL: "3600" };

function get(server: WebServer, host: string, path: string, accept: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port: server.port, path, headers: { host: `${host}:${server.port}`, accept } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/** What one process shows of the organisation's name: in its API answer and on its signed-out home page. */
async function shown(server: WebServer, host: string): Promise<{ api: string; page: string }> {
  const api = await get(server, host, "/api/general/getOrgConfig", "application/json");
  const page = await get(server, host, "/", "text/html");
  return { api: api.status === 200 ? String(JSON.parse(api.body).data.orgName) : `status ${api.status}`, page: page.body };
}

/** Polls both processes until each shows `name` in the API and on the page; the time that took, or null. */
async function timeUntilShown(servers: WebServer[], host: string, name: string, limitMs: number): Promise<number | null> {
  const started = Date.now();
  const done = new Set<number>();
  while (Date.now() - started <= limitMs) {
    await Promise.all(
      servers.map(async (server, i) => {
        if (done.has(i)) return;
        const s = await shown(server, host);
        if (s.api.includes(name) && s.page.includes(name)) done.add(i);
      }),
    );
    if (done.size === servers.length) return Date.now() - started;
    await sleep(50);
  }
  return null;
}

/**
 * Makes the change, then asks every process until each answers with the new state in the API and on the home page;
 * a request started within a second of the commit must get it (a busy machine may take a while to render the page;
 * what counts is when the request was made).
 */
async function expectEverywhereWithinOneSecond(servers: WebServer[], host: string, change: () => Promise<unknown>, name: string) {
  await change();
  expect(await timeUntilShown(servers, host, name, 1000)).not.toBeNull();
}

/** The process's health check's status (0 when it does not answer). */
function health(server: WebServer): Promise<number> {
  return fetch(`${server.url}/api/health`).then(
    (r) => r.status,
    () => 0,
  );
}

/** Whether the process hears the database's change notices (its operators' counters say). */
async function listening(server: WebServer): Promise<boolean> {
  return (await cacheStats(server.url)).sessionMemo.listening;
}

/** Waits until the process answers the organisation's home page from its page cache (filled in the background). */
async function pageCached(server: WebServer, host: string, name: string) {
  await eventually(
    () => counted(() => call("/", { baseUrl: server.url, host, headers: { accept: "text/html" } }), server.url),
    (c) => c.pageHit && c.res.status === 200,
    { timeoutMs: 15_000, everyMs: 100 },
  );
  expect((await get(server, host, "/", "text/html")).body).toContain(name);
}

describe("an organisation change reaches every web process", () => {
  let proxy: FaultProxy;
  const servers: WebServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await proxy?.stop();
    await db.$disconnect();
    await pool.end();
  });

  it("within one second, on two processes, in the API and on cached pages; also after a process's database connection was cut", async () => {
    const url = new URL(process.env.DATABASE_URL!);
    proxy = await startFaultProxy({ name: "postgresql", targetPort: Number(url.port || 5432), targetHost: url.hostname });
    const viaProxy = new URL(url);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    servers.push(await startWebServer(LONG_CACHE), await startWebServer({ ...LONG_CACHE, DATABASE_URL: viaProxy.toString() }));

    const slug = `chg-${randomBytes(4).toString("hex")}`;
    const host = `${slug}.localhost`;
    await createOrganization({ slug, hosts: [host], settings: { name: "Before Change Travel" } });
    // Both processes have the organisation cached, and its signed-out home page (filled in the background).
    expect(await timeUntilShown(servers, host, "Before Change Travel", 15_000)).not.toBeNull();
    for (const server of servers) await pageCached(server, host, "Before Change Travel");

    await expectEverywhereWithinOneSecond(servers, host, () => updateOrganization(slug, { settings: { name: "After Change Travel" } }), "After Change Travel");

    // The second process's connection to PostgreSQL is cut (its listener notices) and comes back: the listener
    // connects again. A change made once it is listening again reaches it within the second.
    await proxy.setMode("down");
    await eventually(
      () => listening(servers[1]!),
      (yes) => !yes,
      { timeoutMs: 30_000, everyMs: 100 },
    );
    await proxy.setMode("up");
    await eventually(
      () => health(servers[1]!),
      (status) => status === 200,
      { timeoutMs: 30_000, everyMs: 200 },
    );
    await eventually(
      () => listening(servers[1]!),
      (yes) => yes,
      { timeoutMs: 30_000, everyMs: 200 },
    );
    await expectEverywhereWithinOneSecond(servers, host, () => updateOrganization(slug, { settings: { name: "Third Name Travel" } }), "Third Name Travel");
  });
});
