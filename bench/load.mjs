#!/usr/bin/env node
/**
 * One autocannon run, as a separate process from the server (bench/run.mjs starts it), printing autocannon's JSON
 * result plus the exact p95 of every response time it recorded — autocannon's own summary stops at p90 and p97.5.
 *
 *   node bench/load.mjs '{"url":"http://localhost:3200/api/search?…","connections":10,"duration":10,"method":"GET","headers":{},"body":null}'
 */
import autocannon from "autocannon";

const opts = JSON.parse(process.argv[2]);
const times = [];
// With `cookies`, each request is another member's: the load rotates through the sessions.
let next = 0;
const rotate = opts.cookies?.length
  ? [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: opts.cookies[next++ % opts.cookies.length] } }) }]
  : undefined;
const instance = autocannon({
  url: opts.url,
  connections: opts.connections,
  duration: opts.duration,
  method: opts.method ?? "GET",
  headers: opts.headers ?? {},
  body: opts.body ?? undefined,
  requests: rotate,
});
instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
instance.on("done", (result) => {
  times.sort((a, b) => a - b);
  const at = (q) => (times.length ? Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] * 10) / 10 : null);
  process.stdout.write(JSON.stringify({ ...result, latency: { ...result.latency, p95: at(0.95) }, samples: times.length }));
});
