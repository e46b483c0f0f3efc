import { createHash, randomBytes } from "node:crypto";
import { setOrgCss } from "@/lib/org/css";
import { cacheStats, counted } from "../support/cache-stats";
import { closeTestDb, createUser, isoDay, TEST_PASSWORD, testDb, uniqueWord } from "../support/factories";
import { call, setCookies, type CallOptions } from "../support/http";
import { apiRoutes, pageRoutes } from "../support/routes";
import { eventually } from "../support/eventually";

/**
 * Whether a response came from a cache must not show in it: `x-page-cache: hit` on a hotel and dates told anyone that
 * someone of the same class had opened that exact URL in the last minute, and the micro-cache's `x-micro-cache: hit`
 * did the same for a guest's search. Operators read the counters instead (GET /api/health/caches, tests/support/
 * cache-stats.ts). A hit and a miss of the same URL carry the same headers, with only per-response values differing
 * (Date, the CSP nonce, cookies the proxy sets on both).
 */
afterAll(closeTestDb);

const html = { accept: "text/html,application/xhtml+xml" };
// The one cache header an answer may carry (the same on hits and misses); any other naming a cache, Age, and the
// well-known CDN and framework markers would say how it was answered.
const CACHE_STATE = /cache|^age$|^x-served-by$|^server-timing$|^x-nextjs-/i;
const stateHeaders = (res: Response) => [...res.headers.keys()].filter((name) => name !== "cache-control" && CACHE_STATE.test(name));
/** Header names besides those whose values are per response anyway; a hit must not be told apart by them either. */
const headerNames = (res: Response) => [...res.headers.keys()].sort();

/** A miss and then a hit of the same request, each confirmed by the counters. */
async function missAndHit(send: () => Promise<Response>, kind: "page" | "micro") {
  const isHit = (c: Awaited<ReturnType<typeof counted>>) => (kind === "page" ? c.pageHit : c.microHit);
  const miss = await counted(send);
  expect(isHit(miss)).toBe(false);
  const hit = await eventually(() => counted(send), isHit, { timeoutMs: 10_000, everyMs: 100 });
  return { miss: miss.res, hit: hit.res };
}

function expectAlike(pair: { miss: Response; hit: Response }) {
  expect(stateHeaders(pair.miss)).toEqual([]);
  expect(stateHeaders(pair.hit)).toEqual([]);
  expect(headerNames(pair.hit)).toEqual(headerNames(pair.miss));
  expect(pair.hit.headers.get("cache-control")).toBe(pair.miss.headers.get("cache-control"));
  expect(pair.hit.headers.get("content-type")).toBe(pair.miss.headers.get("content-type"));
}

describe("no response says whether a cache answered it", () => {
  it("pages from the page cache: a guest's search results, a member's search results and home page", async () => {
    // The first visitor of a URL with a query renders it; the next ones get the cache's rendering.
    const searchFor = (word: string) =>
      `/search-detail?product=hotel&destination=${uniqueWord(word)}&checkin=${isoDay(50)}&checkout=${isoDay(52)}&guests=2&rooms=1`;
    const search = searchFor("hdr");
    expectAlike(await missAndHit(() => call(search, { headers: html }), "page"));
    const user = await createUser({ firstName: "Hermione" });
    const login = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
    const member = { "next-auth.session-token": setCookies(login)["next-auth.session-token"]! };
    const memberSearch = searchFor("hdrm");
    const pair = await missAndHit(() => call(memberSearch, { headers: html, cookies: member }), "page");
    expectAlike(pair);
    // A page without a query comes from the class's rendering at once, the member's first visit too.
    const home = await counted(() => call("/", { headers: html, cookies: member }));
    expect(home.pageHit).toBe(true);
    expect(headerNames(home.res)).toEqual(headerNames(pair.miss));
    expect(stateHeaders(home.res)).toEqual([]);
  });

  it("answers from the web server's micro-cache: reference data, a guest's search, a stylesheet's 304", async () => {
    const raw = (path: string, body: string, opts: CallOptions = {}) =>
      call(path, { ...opts, rawBody: body, headers: { "content-type": "application/json", "content-length": String(body.length), ...opts.headers } });
    expectAlike(await missAndHit(() => raw("/api/layout/getCurrencyinfo", "{}", { cookies: { lan_code: "ko-KR" } }), "micro"));
    expectAlike(await missAndHit(() => call("/api/general/getOrgConfig", { host: "partner.localhost" }), "micro"));
    const search = `/api/search?product=hotel&destination=${uniqueWord("hdr")}&checkin=${isoDay(50)}&checkout=${isoDay(52)}&guests=2&rooms=1`;
    expectAlike(await missAndHit(() => call(search), "micro"));
    // A stylesheet of its own: the route's 304 first, then (once the answer is kept) the micro-cache's.
    const org = await testDb().organization.findUniqueOrThrow({ where: { slug: "partner" } });
    const pageCode = `hd${randomBytes(3).toString("hex")}`;
    await setOrgCss(org.id, pageCode, ".hdr{color:red}");
    const css = `/api/general/getCss/${pageCode}.css`;
    const partner = { host: "partner.localhost" };
    const etag = `"${createHash("sha256").update(".hdr{color:red}").digest("hex")}"`;
    const conditional = () => call(css, { ...partner, headers: { "if-none-match": etag } });
    const fromRoute = await counted(conditional);
    expect([fromRoute.res.status, fromRoute.microHit]).toEqual([304, false]);
    for (let i = 0; i < 2; i++) expect((await call(css, partner)).status).toBe(200);
    const fromMemory = await counted(conditional);
    expect([fromMemory.res.status, fromMemory.microHit]).toEqual([304, true]);
    expectAlike({ miss: fromRoute.res, hit: fromMemory.res });
  });

  it("every page and every API route, as a guest and as a member", async () => {
    const user = await createUser();
    const login = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
    const session = { "next-auth.session-token": setCookies(login)["next-auth.session-token"]! };
    const seen: string[] = [];
    for (const cookies of [{}, session]) {
      for (const page of pageRoutes()) {
        const res = await call(page, { headers: html, cookies, localAddress: "127.0.0.33" });
        seen.push(...stateHeaders(res).map((h) => `${page}: ${h}`));
      }
      for (const route of apiRoutes()) {
        // Only what cannot change anything: GETs, and writes whose body is not JSON (refused before they act).
        const method = route.methods.includes("GET") ? "GET" : route.methods[0]!;
        const write = { rawBody: "x", headers: { "content-type": "application/json" } };
        const res = await call(route.path, { method, cookies, localAddress: "127.0.0.33", ...(method === "GET" ? {} : write) });
        seen.push(...stateHeaders(res).map((h) => `${method} ${route.path}: ${h}`));
      }
    }
    expect(seen).toEqual([]);
  });
});

describe("GET /api/health/caches: the counters, for operators only", () => {
  it("answers 404 without the token, or with a wrong one; with it, this process's totals and nothing per URL", async () => {
    for (const authorization of [
      undefined,
      "Bearer wrong-token-wrong-token-wrong",
      `Basic ${process.env.METRICS_TOKEN}`,
      `Bearer ${process.env.METRICS_TOKEN}x`,
    ]) {
      const res = await call("/api/health/caches", { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/hits|misses/);
    }
    const stats = await cacheStats();
    expect(Object.keys(stats).sort()).toEqual(["microCache", "pageCache", "sessionMemo"]);
    expect(Object.keys(stats.pageCache).sort()).toEqual(["bytes", "hits", "misses", "staleHits"]);
    expect(Object.keys(stats.microCache).sort()).toEqual(["hits", "misses", "notModified"]);
    for (const value of [...Object.values(stats.pageCache), ...Object.values(stats.microCache)]) expect(typeof value).toBe("number");
  });
});
