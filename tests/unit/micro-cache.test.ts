import http from "node:http";
import type { AddressInfo } from "node:net";
import { ifNoneMatchHits } from "@/lib/http/etag";
import { createMicroCache, etagMatches, parsePolicy, serveWithMicroCache } from "../../scripts/lib/micro-cache.mjs";

/**
 * Issue #17: the web server answers identical calls to public reference data from memory (scripts/lib/micro-cache.mjs),
 * only for routes that declare what their answer depends on, and never changes what any request would have received.
 */
describe("the micro-cache's policy header", () => {
  it("reads max-age and the cookies the answer depends on", () => {
    expect(parsePolicy("max-age=30; cookies=lan_code,currency_code")).toEqual({ maxAgeMs: 30_000, cookies: ["lan_code", "currency_code"], bypass: [] });
    expect(parsePolicy("max-age=5")).toEqual({ maxAgeMs: 5000, cookies: [], bypass: [] });
    expect(parsePolicy("max-age=5; bypass=session, impersonate")).toEqual({ maxAgeMs: 5000, cookies: [], bypass: ["session", "impersonate"] });
  });

  it("ignores a header without a positive max-age", () => {
    expect(parsePolicy("max-age=0; cookies=a")).toBeNull();
    expect(parsePolicy("cookies=a")).toBeNull();
    expect(parsePolicy(undefined)).toBeNull();
  });
});

type Seen = { method: string; url: string; body: string };

/** A real HTTP server whose "Next" handler records what reached it and answers like an opted-in route. */
async function harness(opts: { policy?: string | null; status?: number; etag?: string; chunked?: boolean } = {}) {
  let clock = 1_000;
  let generation = 0;
  const cache = createMicroCache({ now: () => clock, generation: () => generation, stats: { hits: 0, notModified: 0, misses: 0 } });
  const seen: Seen[] = [];
  const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
    // Next builds a fetch Request on this stream, which undici refuses for a stream that was read from.
    if (req.readableDidRead) throw new Error("the request stream reached Next disturbed");
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString();
      seen.push({ method: req.method!, url: req.url!, body });
      res.statusCode = opts.status ?? 200;
      res.setHeader("content-type", "application/json; charset=utf-8");
      if (opts.etag) res.setHeader("etag", opts.etag);
      if (opts.policy !== null) res.setHeader("x-micro-cache", opts.policy ?? "max-age=30; cookies=lan_code");
      const answer = JSON.stringify({ n: seen.length, body, lang: req.headers.cookie ?? "" });
      // As Next streams a route's answer: in pieces, so without a length.
      if (opts.chunked) res.write(answer.slice(0, 5));
      res.end(opts.chunked ? answer.slice(5) : answer);
    });
  };
  const server = http.createServer((req, res) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    // As scripts/server.mjs does: an answer sent before the body was read closes its connection.
    const writeHead = res.writeHead;
    res.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
      if (!req.complete && !res.headersSent) res.setHeader("connection", "close");
      return writeHead.apply(this, args);
    } as typeof writeHead;
    void serveWithMicroCache(cache, req, res, next);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call = async (path: string, init: { body?: string; cookie?: string; headers?: Record<string, string> } = {}) => {
    const res = await fetch(`${origin}${path}`, {
      method: init.body === undefined ? "GET" : "POST",
      body: init.body,
      headers: { ...(init.body !== undefined ? { "content-type": "application/json" } : {}), ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
    });
    return { status: res.status, headers: res.headers, json: (await res.json()) as { n: number; body: string; lang: string } };
  };
  return {
    call,
    origin,
    seen,
    stats: cache.stats,
    tick: (ms: number) => (clock += ms),
    bumpGeneration: () => (generation += 1),
    close: () => new Promise((r) => (server.close(r), server.closeAllConnections())),
  };
}

describe("If-None-Match against a stored ETag (RFC 9110 §13.1.2, weak comparison)", () => {
  it("matches the same opaque tag, weak or strong, in a list, or *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
  });

  it("does not match another tag, a missing header or an answer without an ETag", () => {
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
    expect(etagMatches('"abc"', undefined)).toBe(false);
  });

  it("answers as the route does (lib/http/etag.ts), so a conditional request gets the same answer from either", () => {
    for (const header of ['"abc"', 'W/"abc"', ' "x" , W/"abc"', "*", '"abd"', "", 'W/"abd"', '"abc'])
      expect(etagMatches(header, '"abc"')).toBe(ifNoneMatchHits(header, '"abc"'));
  });
});

describe("serveWithMicroCache", () => {
  let h: Awaited<ReturnType<typeof harness>>;
  afterEach(async () => h?.close());

  it("answers the third identical call from memory: the first teaches the route's policy, the second is stored", async () => {
    h = await harness();
    const first = await h.call("/api/info", { body: "{}" });
    const second = await h.call("/api/info", { body: "{}" });
    const third = await h.call("/api/info", { body: "{}" });
    expect([first.json.n, second.json.n, third.json.n]).toEqual([1, 2, 2]);
    expect(h.seen).toHaveLength(2);
    expect(third.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(third.headers.get("x-content-type-options")).toBe("nosniff");
    // The declaration is between the route and the server, and a hit is counted for operators: no answer says either
    // (the first call, before the policy is known, is not the cache's to count).
    for (const answer of [first, second, third])
      expect([...answer.headers.keys()].filter((name) => /cache/.test(name) && name !== "cache-control")).toEqual([]);
    expect(h.stats).toEqual({ hits: 1, notModified: 0, misses: 1 });
    // The body read ahead is consumed, so the connection stays open for the next call.
    expect(third.headers.get("connection")).not.toBe("close");
  });

  it.each([
    ["with a length", false],
    ["chunked", true],
  ])("sends a hit framed as the route sent its answer (%s), with the same headers: nothing tells it from a miss", async (_, chunked) => {
    h = await harness({ chunked });
    const answers = [await h.call("/api/info"), await h.call("/api/info"), await h.call("/api/info")];
    expect(h.stats.hits).toBe(1);
    const names = (r: { headers: Headers }) => [...r.headers.keys()].filter((n) => n !== "date").sort();
    expect(names(answers[2]!)).toEqual(names(answers[1]!));
    expect(answers[2]!.headers.get("transfer-encoding")).toBe(chunked ? "chunked" : null);
    expect(answers[2]!.headers.has("content-length")).toBe(!chunked);
  });

  it("reads the body ahead without taking it: the route still receives every byte", async () => {
    h = await harness();
    await h.call("/api/info", { body: "{}" });
    await h.call("/api/info", { body: '{"a":1}' });
    expect(h.seen.map((s) => s.body)).toEqual(["{}", '{"a":1}']);
    const big = JSON.stringify({ pad: "x".repeat(5000) });
    await h.call("/api/info", { body: big });
    expect(h.seen[2]!.body).toBe(big);
  });

  it("keys on the exact body, the declared cookies and the Origin, but not on cookies the route did not name", async () => {
    h = await harness();
    await h.call("/api/info", { body: "{}", cookie: "lan_code=en-US" });
    await h.call("/api/info", { body: "{}", cookie: "lan_code=en-US" });
    expect((await h.call("/api/info", { body: "{}", cookie: "lan_code=en-US; other=1" })).json.n).toBe(2);
    expect((await h.call("/api/info", { body: "{}", cookie: "lan_code=fr-FR" })).json.n).toBe(3);
    expect((await h.call("/api/info", { body: "[1,2]", cookie: "lan_code=en-US" })).json.n).toBe(4);
    expect((await h.call("/api/info", { body: "{}", cookie: "lan_code=en-US", headers: { origin: "https://evil.example" } })).json.n).toBe(5);
  });

  it("keys on every pair of a declared cookie as sent: a repeated or oddly spaced cookie never shares the plain one's answer", async () => {
    h = await harness();
    await h.call("/api/info", { cookie: "lan_code=en-US" });
    expect((await h.call("/api/info", { cookie: "lan_code=en-US" })).json.n).toBe(2);
    // The route reads the last of repeated names; a request that repeats one gets an answer of its own.
    expect((await h.call("/api/info", { cookie: "lan_code=en-US; lan_code=fr-FR" })).json.lang).toBe("lan_code=en-US; lan_code=fr-FR");
    expect((await h.call("/api/info", { cookie: "lan_code=en-US;lan_code" })).json.n).toBe(4);
    expect((await h.call("/api/info", { cookie: "lan_code=en-US" })).json.n).toBe(2);
  });

  it("never serves nor stores a request that carries a cookie the route named in bypass=", async () => {
    h = await harness({ policy: "max-age=30; cookies=lan_code; bypass=session" });
    await h.call("/api/info", { cookie: "lan_code=en-US" });
    await h.call("/api/info", { cookie: "lan_code=en-US" });
    const signedIn = await h.call("/api/info", { cookie: "lan_code=en-US; session=abc" });
    expect(signedIn.json.n).toBe(3);
    // Not even a miss: such a request is not the micro-cache's to answer.
    expect(h.stats).toEqual({ hits: 0, notModified: 0, misses: 1 });
    expect((await h.call("/api/info", { cookie: "lan_code=en-US; session=abc" })).json.n).toBe(4);
    expect((await h.call("/api/info", { cookie: "session=; lan_code=en-US" })).json.n).toBe(5);
    expect((await h.call("/api/info", { cookie: "lan_code=en-US" })).json.n).toBe(2);
  });

  it("keeps an answer only for its max-age, and drops every answer on an organisation change", async () => {
    h = await harness({ policy: "max-age=2" });
    await h.call("/api/info");
    await h.call("/api/info");
    expect((await h.call("/api/info")).json.n).toBe(2);
    h.tick(2_001);
    expect((await h.call("/api/info")).json.n).toBe(3);
    expect((await h.call("/api/info")).json.n).toBe(3);
    h.bumpGeneration();
    expect((await h.call("/api/info")).json.n).toBe(4);
  });

  it("answers a conditional request for a stored answer with 304 and no body, and an unconditional one in full", async () => {
    h = await harness({ policy: "max-age=30", etag: '"v1"' });
    await h.call("/api/style");
    await h.call("/api/style");
    const notModified = await fetch(`${h.origin}/api/style`, { headers: { "if-none-match": '"v1"' } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe('"v1"');
    expect(notModified.headers.get("content-type")).toBeNull();
    expect(await notModified.text()).toBe("");
    expect(notModified.headers.get("x-micro-cache")).toBeNull();
    expect(h.stats).toMatchObject({ hits: 0, notModified: 1 });
    const changed = await fetch(`${h.origin}/api/style`, { headers: { "if-none-match": '"v0"' } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { n: number }).n).toBe(2);
    expect(h.seen).toHaveLength(2);
  });

  it("never stores an answer other than 200, nor anything of a route that did not opt in", async () => {
    h = await harness({ status: 400 });
    for (let i = 0; i < 3; i++) await h.call("/api/info", { body: "{}" });
    expect(h.seen).toHaveLength(3);
    await h.close();
    h = await harness({ policy: null });
    for (let i = 0; i < 3; i++) await h.call("/api/other");
    expect(h.seen).toHaveLength(3);
  });
});
