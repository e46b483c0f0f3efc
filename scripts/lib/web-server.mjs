/**
 * One production web process (started by scripts/server.mjs): Next's request handler behind a plain Node HTTP server, for three reasons — only here is the
 * TCP peer address known, only here can work be refused before it costs anything, and only here is Next's handler at
 * hand for the page cache to render a page in this process (renderInProcess).
 *   - The peer address is passed on as x-client-ip. Without trusted proxies (TRUST_PROXY unset or 0) client-sent
 *     forwarding headers are dropped, and so are the proxy's request-context headers (scripts/lib/request-headers.mjs);
 *     behind trusted proxies, what they may say is the rule of lib/http/proxy-trust.mjs, which lib/http/client-ip.ts
 *     applies too — so nobody can claim another IP (rate limits, get-ip, true-client-ip cookie).
 *   - Admission control (lib/admission.mjs): a bounded number of requests in Next at once, a bounded queue,
 *     and a bounded share per client; the rest is answered 503/429 with Retry-After at once, so a flood of requests
 *     cannot grow the heap until the process dies (WEB_MAX_IN_FLIGHT, WEB_QUEUE_MAX, WEB_QUEUE_TIMEOUT_MS,
 *     WEB_CLIENT_MAX; see lib/env.ts).
 */
import cluster from "node:cluster";
import http from "node:http";
import next from "next";
import { portInUse } from "./ports.mjs";
import { admissionLimits, createAdmission } from "../../lib/admission.mjs";
import { createMicroCache, serveWithMicroCache } from "./micro-cache.mjs";
import { clientAddress, forwardedValue, parseClientIpHeader, parseProxyHops } from "../../lib/http/proxy-trust.mjs";
import { acceptRequestHeaders } from "./request-headers.mjs";
import { staticSecurityHeaders } from "../../lib/http/static-security-headers.mjs";
import { staticCacheControl } from "./static-cache-headers.mjs";
import { errorEnvelope } from "../../lib/http/envelope.mjs";
import inject from "light-my-request";
import { setPageRenderer } from "../../lib/page-cache/renderer-slot.mjs";
import { currentRequestScope, withRequestScope } from "../../lib/request-scope.mjs";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
const proxyHops = parseProxyHops(process.env.TRUST_PROXY);
const clientIpHeader = parseClientIpHeader(process.env.TRUSTED_CLIENT_IP_HEADER);

const admission = createAdmission(admissionLimits());
const microCache = createMicroCache();
const RETRY_AFTER_S = "5";

const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  const peer = (req.socket.remoteAddress ?? "127.0.0.1").replace(/^::ffff:/, "");
  acceptRequestHeaders(req.headers, { peer, trustsProxies: proxyHops > 0 });
  const api = req.url?.startsWith("/api/");
  if (api) setApiSecurityHeaders(req, res);
  else {
    const cacheControl = staticCacheControl(req.url);
    if (cacheControl) res.setHeader("Cache-Control", cacheControl);
  }
  closeIfBodyUnread(req, res);
  const leave = admission.enter(
    clientKey(req, peer),
    () => (api ? serveApi(req, res) : withRequestScope(() => servePage(req, res))),
    (reason) => refuse(req, res, reason),
  );
  res.once("close", leave);
});
server.keepAliveTimeout = 65_000;
setPageRenderer(renderInProcess);
server.on("error", (error) => {
  // A taken port is explained (which process holds it, which setting chooses another), not thrown as a stack trace.
  console.error(error.code === "EADDRINUSE" ? portInUse({ port, what: "the web server", setting: "PORT" }).message : `web server: ${error.message}`);
  process.exit(1);
});
// A burst of connections waits in the kernel's accept queue rather than being dropped there (Node's default is 511);
// admission then answers each at once.
// In a cluster (./web-cluster.mjs) the workers share the primary's port and the primary says when all are ready.
server.listen(port, hostname, 4096, () => {
  if (!cluster.isWorker) console.log(`> Ready on http://localhost:${port}`);
});

/** API calls go through the micro-cache of public reference data (scripts/lib/micro-cache.mjs), then to Next. */
function serveApi(req, res) {
  // Headers and body in one write: Next flushes an API answer's headers on their own as soon as its body starts, so each
  // answer took two writes to the socket (strace), two wake-ups of the client. Without the early flush, http sends the
  // headers with the first piece of the body, which it holds until the end of the tick — a JSON answer's whole body
  // and end. (Corking the whole answer instead would stall any answer over the socket's 16 KB buffer: Next waits for
  // 'drain', which a corked socket never emits.) No API route streams its answer, so no client waits for early headers.
  res.flushHeaders = keepHeadersForBody;
  serveWithMicroCache(microCache, req, res, handle).catch((error) => {
    console.error(`micro-cache: ${error?.message ?? error}`);
    if (!res.headersSent) handle(req, res);
  });
}

function keepHeadersForBody() {}

/**
 * A page whose render failed because the database did (lib/request-scope.mjs) is answered 503 with Retry-After, as an
 * API call is (lib/http/route.ts), not 500: the site is busy or its database is away, nothing is broken, and a client
 * or load balancer may try again. Other 500s stay 500.
 */
function servePage(req, res) {
  const scope = currentRequestScope();
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    if (status !== 500 || !scope?.databaseFailed) return writeHead.call(this, status, ...rest);
    res.setHeader("retry-after", RETRY_AFTER_S);
    res.setHeader("cache-control", "no-store");
    // Next passes no reason phrase; a header object after it is kept.
    return writeHead.call(this, 503, ...rest.filter((arg) => typeof arg !== "string"));
  };
  handle(req, res);
}

/**
 * The page cache's renderings (lib/page-cache/render.ts): Next's handler called in this process with a request that
 * never touches a socket, as a request from this machine with no forwarding headers — what a loopback request was.
 * Not counted by admission: the cache makes at most one rendering per page at a time.
 */
async function renderInProcess({ path, headers }) {
  const res = await inject(
    (req, res) => {
      acceptRequestHeaders(req.headers, { peer: "127.0.0.1", trustsProxies: false });
      handle(req, res);
    },
    { method: "GET", url: path, headers, remoteAddress: "127.0.0.1" },
  );
  return { statusCode: res.statusCode, headers: res.headers, body: res.payload };
}

/** API calls skip proxy.ts, which sets these on pages (lib/http/static-security-headers.mjs says why here). */
function setApiSecurityHeaders(req, res) {
  const headers = staticSecurityHeaders(forwardedValue(req.headers["x-forwarded-proto"], proxyHops) === "https");
  for (const name in headers) res.setHeader(name, headers[name]);
}

/** The client a request counts against: the address lib/http/client-ip.ts believes. */
function clientKey(req, peer) {
  return clientAddress({
    socketIp: peer,
    forwardedFor: req.headers["x-forwarded-for"],
    clientIpHeader: clientIpHeader ? req.headers[clientIpHeader] : null,
    hops: proxyHops,
  });
}

/**
 * A request admission turned away: 429 when this client already holds its share, else 503 (the process is full).
 * The API's error envelope (lib/http/respond.ts) for /api/, a short page otherwise; the connection is closed, since
 * the request's body is never read.
 */
function refuse(req, res, reason) {
  if (res.headersSent || res.destroyed) return;
  req.resume(); // discard the unread body, so the connection closes cleanly after the answer
  const status = reason === "client" ? 429 : 503;
  const message = status === 429 ? "Too many requests at once. Please wait a moment and try again." : "The service is busy. Please try again shortly.";
  const api = (req.url ?? "").startsWith("/api/");
  const body = api
    ? JSON.stringify(errorEnvelope({ status, code: status === 429 ? "RATE_LIMITED" : "SERVICE_UNAVAILABLE", message }))
    : `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Please try again</title></head><body><p>${message}</p></body></html>`;
  res.writeHead(status, {
    "content-type": api ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
    "cache-control": "no-store",
    "retry-after": RETRY_AFTER_S,
    "x-content-type-options": "nosniff",
    connection: "close",
  });
  res.end(body);
}

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);

/**
 * A response sent before its request's body was read (a refusal before parsing, a 413, a 405) ends its connection:
 * Next hands route handlers the body as a stream and never drains what they leave, so the next request on a
 * kept-alive connection would wait behind the unread bytes until the socket timed out. (Pages went through proxy.ts,
 * which made Next buffer every body; API calls no longer do.)
 */
function closeIfBodyUnread(req, res) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (!req.complete && !res.headersSent) {
      res.setHeader("connection", "close");
      lingerBeforeClosing(req, res);
    }
    return writeHead.apply(this, args);
  };
}

/** How long a connection closed with its request's body unread keeps discarding what the client still sends. */
const LINGER_MS = 2_000;

/**
 * A lingering close (RFC 9112 §9.6): closing a socket while the client is still sending makes the kernel reset the
 * connection, and a client that is still writing its body then gets EPIPE or ECONNRESET instead of the answer sent
 * before (a 413 for a 10 MB body, one time in twenty here). So after the answer the server only half-closes and reads
 * and drops the rest of the body, until the client has sent it all or LINGER_MS have passed.
 */
function lingerBeforeClosing(req, res) {
  const socket = res.socket;
  if (!socket) return;
  socket.destroySoon = function lingeringDestroySoon() {
    // Once what was written has reached the kernel, as Node's own destroySoon waits for.
    const close = () => (socket.writableFinished ? socket.destroy() : socket.once("finish", () => socket.destroy()));
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
    socket.once("end", close);
    req.once("end", close);
    req.resume();
    socket.end();
  };
}
