/**
 * A short-lived cache of public reference-data answers (the locale state every page asks for, the organisation's CSS),
 * in front of Next in scripts/server.mjs: a hit is answered from memory without entering Next's router, whose own
 * per-call cost was most of such a call.
 *
 * A route opts in by answering with `x-micro-cache: max-age=<s>; cookies=<name>,<name>` (lib/http/micro-cache.ts):
 * it declares that its 200 answer depends on nothing but the method, the URL, the Host, the body and those cookies.
 * The header is learned per method and path and removed before the answer leaves. The key then holds every input a
 * request can differ in that the handlers read before their own logic: method, URL, Host, Content-Type,
 * Accept-Encoding (a compressed answer is stored as sent), Origin, Sec-Fetch-Site, X-Forwarded-Proto/-Host (present only behind a trusted proxy), the declared cookies and the exact body
 * bytes — so a request that would be refused (bad JSON, another site's form, a wrong type) never matches a stored 200.
 * A route whose answer is per visitor for some callers (a member's prices) names their cookies in `bypass=`: a request
 * carrying any of them is never served from memory nor stored. Only 200 answers are stored; an organisation change
 * or any other change of the data behind an opted-in answer moves the generation (lib/http/micro-cache-state.mjs, moved
 * by the app's caches' seam, lib/cache/seam.ts), which drops every entry made before it.
 *
 * An answer from memory carries nothing that says so: whether a search or a stylesheet was a hit would tell anyone
 * that someone asked the same moments ago. The counts of hits and misses are kept for operators instead
 * (`stats`, read by GET /api/health/caches), with one line per hit or miss on stderr at LOG_LEVEL=debug.
 */

import { MICRO_CACHE_HEADER, microCacheGeneration, microCacheStats } from "../../lib/http/micro-cache-state.mjs";

export const POLICY_HEADER = MICRO_CACHE_HEADER;
/** Bodies larger than this are never read ahead, so such requests always go to Next. */
export const MAX_REQUEST_BODY = 1024;
const KEY_HEADERS = ["host", "content-type", "accept-encoding", "origin", "sec-fetch-site", "x-forwarded-proto", "x-forwarded-host"];
/** What a 304 carries of the stored 200 (RFC 9110 §15.4.5), so no body header describes the missing body. */
const NOT_MODIFIED_HEADERS = new Set(["etag", "cache-control", "vary", "expires", "content-location"]);
const UNSTORED_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "date", POLICY_HEADER]);

/**
 * `max-age=30; cookies=lan_code,currency_code; bypass=session` → { maxAgeMs, cookies, bypass }, or null when
 * malformed or not positive.
 */
export function parsePolicy(value) {
  if (typeof value !== "string") return null;
  const parts = Object.fromEntries(
    value.split(";").map((part) => {
      const [name, ...rest] = part.split("=");
      return [name.trim().toLowerCase(), rest.join("=").trim()];
    }),
  );
  const seconds = Number(parts["max-age"]);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  return { maxAgeMs: seconds * 1000, cookies: names(parts.cookies), bypass: names(parts.bypass) };
}

function names(list) {
  return (list ?? "")
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean);
}

/**
 * Every pair of a Cookie header that names `name`, as sent (spaces included), in order. Looser than the parser the
 * routes read cookies with (Next keeps the last of repeated names and does not trim), so two requests with the same
 * pairs here are the same to the route — `lang=en; lang=fr` never shares a key with `lang=en`.
 */
export function cookiePairs(header, name) {
  if (!header) return [];
  return String(header)
    .split(";")
    .filter((pair) => {
      const at = pair.indexOf("=");
      return (at === -1 ? pair : pair.slice(0, at)).trim() === name;
    });
}

/** This process's counts, which Next's side of the same process reads too (lib/cache/stats.ts). */
export const processMicroCacheStats = microCacheStats;

/** One JSON line on stderr at LOG_LEVEL=debug, in lib/log.ts's format (which this plain-JS server cannot import). */
function debugLog(message, fields) {
  if (process.env.LOG_LEVEL !== "debug") return;
  process.stderr.write(JSON.stringify({ level: "debug", time: new Date().toISOString(), message, ...fields }) + "\n");
}

export function createMicroCache({
  maxEntries = 500,
  maxBodyBytes = 256 * 1024,
  now = Date.now,
  generation = microCacheGeneration,
  stats = processMicroCacheStats(),
} = {}) {
  const policies = new Map();
  const entries = new Map();

  const route = (req) => `${req.method} ${String(req.url).split("?")[0]}`;

  /**
   * Whether this request may be served or stored at all: a route that opted in, GET or POST, a small declared body,
   * none of the cookies the route said make its answer personal.
   */
  function policyFor(req) {
    if (req.method !== "GET" && req.method !== "POST") return null;
    if (req.headers["transfer-encoding"] !== undefined) return null;
    const length = Number(req.headers["content-length"] ?? 0);
    if (!Number.isInteger(length) || length < 0 || length > MAX_REQUEST_BODY) return null;
    const policy = policies.get(route(req));
    if (!policy || policy.bypass.some((name) => cookiePairs(req.headers.cookie, name).length > 0)) return null;
    return policy;
  }

  function keyOf(req, policy, body) {
    const parts = [req.method, req.url];
    for (const name of KEY_HEADERS) parts.push(String(req.headers[name] ?? ""));
    for (const name of policy.cookies) parts.push(cookiePairs(req.headers.cookie, name));
    parts.push(body.toString("latin1"));
    return JSON.stringify(parts);
  }

  function lookup(key) {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.expires <= now() || entry.generation !== generation()) {
      entries.delete(key);
      return null;
    }
    return entry;
  }

  /** `framing`: how the route's answer went out ("length" or "chunked"); a hit goes out the same way. */
  function store(key, policy, status, headers, body, framing = "length") {
    if (status !== 200 || body.length > maxBodyBytes) return;
    const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !UNSTORED_HEADERS.has(name.toLowerCase())));
    entries.delete(key);
    entries.set(key, { status, headers: kept, body, framing, expires: now() + policy.maxAgeMs, generation: generation() });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value);
  }

  return {
    policyFor,
    keyOf,
    lookup,
    store,
    /** Remembers (or forgets) a route's policy from the header of one of its answers. */
    /** Counts an answer for operators: "hit" (200 from memory), "notModified" (304 from memory) or "miss". */
    note(req, outcome) {
      stats[outcome === "hit" ? "hits" : outcome === "notModified" ? "notModified" : "misses"] += 1;
      debugLog("micro-cache", { outcome, route: route(req) });
    },
    stats,
    learn(req, headerValue) {
      const policy = parsePolicy(headerValue);
      if (policy) policies.set(route(req), policy);
      else policies.delete(route(req));
      return policy;
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * The request's body, read ahead without taking it from whoever reads the request next (the bytes are put back in
 * front of the stream). Resolves null when the body does not arrive whole (the client went away).
 */
export function peekBody(req, length) {
  if (length === 0) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve) => {
    const done = (value) => {
      req.off("readable", attempt);
      req.off("error", fail);
      req.off("close", fail);
      resolve(value);
    };
    const fail = () => done(null);
    function attempt() {
      const chunk = req.read(length);
      if (chunk === null) return;
      req.unshift(chunk);
      // Undici refuses to build a Request on a stream that was read from ("disturbed"), which Next does with this one;
      // the bytes are all back in front, so the stream is marked unread again (Node's flag behind readableDidRead).
      req._readableState.dataEmitted = false;
      done(chunk.length === length ? chunk : null);
    }
    req.on("readable", attempt);
    req.once("error", fail);
    req.once("close", fail);
    attempt();
  });
}

/** Drops the body that was read ahead, so the kept-alive connection is ready for the next request. */
function discardBody(req) {
  req.resume();
  if (req.complete) return Promise.resolve();
  return new Promise((resolve) => {
    req.once("end", resolve);
    req.once("close", resolve);
  });
}

/**
 * Serves `req` from `cache` or hands it to `next(req, res)`, storing the answer when its route opted in. Every /api/
 * request of the server comes through here; for routes that never opted in it costs one Map lookup and one header read.
 */
export async function serveWithMicroCache(cache, req, res, next) {
  const policy = cache.policyFor(req);
  let key = null;
  if (policy) {
    const body = await peekBody(req, Number(req.headers["content-length"] ?? 0));
    if (body !== null) {
      key = cache.keyOf(req, policy, body);
      const hit = cache.lookup(key);
      if (hit) {
        await discardBody(req);
        if (etagMatches(req.headers["if-none-match"], hit.headers.etag)) {
          cache.note(req, "notModified");
          res.writeHead(304, Object.fromEntries(Object.entries(hit.headers).filter(([name]) => NOT_MODIFIED_HEADERS.has(name))));
          res.end();
          return;
        }
        cache.note(req, "hit");
        // Framed as the route's own answer was (a length, or chunks), so that the framing does not tell a hit either.
        if (hit.framing === "length") res.writeHead(hit.status, { ...hit.headers, "content-length": String(hit.body.length) });
        else res.writeHead(hit.status, hit.headers);
        res.end(hit.body);
        return;
      }
    }
    cache.note(req, "miss");
  }
  captureAnswer(cache, req, res, policy ? key : null);
  next(req, res);
}

/**
 * RFC 9110 §13.1.2: If-None-Match compares weakly and may list several tags or be `*`; a stored answer whose ETag it
 * names is answered 304 without its body, as the route itself would (the same rule as lib/http/etag.ts, which this
 * plain-JS server cannot import; a unit test holds the two equal).
 */
export function etagMatches(ifNoneMatch, etag) {
  if (typeof ifNoneMatch !== "string" || typeof etag !== "string") return false;
  const opaque = (tag) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** Learns the route's policy from its answer, strips the header, and stores the answer when it has a key for it. */
function captureAnswer(cache, req, res, key) {
  const writeHead = res.writeHead;
  let learned = null;
  res.writeHead = function (...args) {
    const declared = res.getHeader(POLICY_HEADER);
    if (declared !== undefined) {
      res.removeHeader(POLICY_HEADER);
      learned = cache.learn(req, declared);
    }
    return writeHead.apply(this, args);
  };
  if (key === null) return;
  const chunks = [];
  const write = res.write;
  const end = res.end;
  res.write = function (chunk, ...rest) {
    keep(chunks, chunk);
    return write.call(this, chunk, ...rest);
  };
  res.end = function (chunk, ...rest) {
    keep(chunks, chunk);
    const result = end.call(this, chunk, ...rest);
    if (learned) cache.store(key, learned, res.statusCode, res.getHeaders(), Buffer.concat(chunks), res.chunkedEncoding ? "chunked" : "length");
    return result;
  };
}

function keep(chunks, chunk) {
  if (chunk && typeof chunk !== "function") chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
}
