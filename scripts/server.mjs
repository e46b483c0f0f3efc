#!/usr/bin/env node
/**
 * Production web server: Next's request handler behind a plain Node HTTP server, for one reason — only here is the
 * TCP peer address known. Unless TRUST_PROXY is set, client-sent forwarding headers are dropped and the peer address
 * is passed on as x-client-ip, so nobody can claim another IP (rate limits, get-ip, true-client-ip cookie).
 */
import http from "node:http";
import next from "next";
import { portInUse } from "./lib/ports.mjs";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
const trustProxy = ["1", "true", "yes"].includes(String(process.env.TRUST_PROXY ?? "").toLowerCase());
const SPOOFABLE = ["x-forwarded-for", "x-real-ip", "true-client-ip", "x-client-ip", "forwarded", "x-forwarded-proto", "x-forwarded-host"];

const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  const peer = (req.socket.remoteAddress ?? "127.0.0.1").replace(/^::ffff:/, "");
  if (!trustProxy) for (const name of SPOOFABLE) delete req.headers[name];
  if (!trustProxy || !req.headers["x-forwarded-for"]) req.headers["x-client-ip"] = peer;
  handle(req, res);
});
server.keepAliveTimeout = 65_000;
server.on("error", (error) => {
  // A taken port is explained (which process holds it, which setting chooses another), not thrown as a stack trace.
  console.error(error.code === "EADDRINUSE" ? portInUse({ port, what: "the web server", setting: "PORT" }).message : `web server: ${error.message}`);
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.log(`> Ready on http://localhost:${port}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
