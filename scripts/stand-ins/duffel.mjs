#!/usr/bin/env node
/**
 * A local stand-in for Duffel's HTTP API (https://api.duffel.com), so the @duffel/api SDK runs with no internet: the
 * site's flight and car adapters (lib/suppliers/flights, lib/suppliers/cars) talk to it exactly as they would to
 * Duffel, with DUFFEL_API_URL pointing here. Like Duffel's test mode, it sells deterministic sandbox inventory
 * (seeded by route and date) that runs out as it is booked. Each product's calls live in its own module:
 * ./duffel-air.mjs (offer requests, offers, orders, order cancellations) and ./duffel-cars.mjs (car search,
 * quotes, bookings).
 *
 * Every call needs `Authorization: Bearer <token>` and a `Duffel-Version` header, and answers Duffel's envelope:
 * `{ data }` on success, `{ errors: [{ type, title, message, code }] }` otherwise.
 *
 * `npm test` and `npm start` (without DUFFEL_ACCESS_TOKEN) start one in-process (startDuffelStandIn) and point
 * DUFFEL_API_URL and DUFFEL_ACCESS_TOKEN at it. Standalone: `node scripts/stand-ins/duffel.mjs` (DUFFEL_STAND_IN_PORT, default 4030).
 */
import http from "node:http";
import { pathToFileURL } from "node:url";
import { readJson, sendJson } from "./html.mjs";
import { airRoutes } from "./duffel-air.mjs";
import { carRoutes } from "./duffel-cars.mjs";

const HOST = "127.0.0.1";

/** Duffel's error envelope. */
export function sendDuffelError(res, status, type, code, message) {
  sendJson(res, status, { meta: { status, request_id: `stand-in-${Date.now()}` }, errors: [{ type, title: message, message, code }] });
}

export async function startDuffelStandIn({ port = 0, token = "duffel_test_stand_in_token" } = {}) {
  // Each module answers the requests it knows ({ method, path, query, body } → true when handled).
  const routes = [airRoutes(), carRoutes()];
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://stand-in");
      if (req.headers.authorization !== `Bearer ${token}`) return sendDuffelError(res, 401, "authentication_error", "unauthorized", "Invalid access token");
      if (!req.headers["duffel-version"]) return sendDuffelError(res, 400, "invalid_request_error", "missing_version", "Duffel-Version header is required");
      const body = req.method === "POST" || req.method === "PATCH" ? await readJson(req) : {};
      const request = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams, body };
      for (const handle of routes) if (await handle(request, res)) return;
      sendDuffelError(res, 404, "invalid_request_error", "not_found", `No route for ${req.method} ${url.pathname}`);
    } catch (error) {
      sendDuffelError(res, 400, "invalid_request_error", "invalid_body", error instanceof Error ? error.message : "Invalid request");
    }
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => (server.off("error", reject), resolve()));
  });
  const url = `http://${HOST}:${server.address().port}`;
  return { url, token, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

// No top-level await: jest loads this module in-process (tests start their own stand-in).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  void startDuffelStandIn({ port: Number(process.env.DUFFEL_STAND_IN_PORT ?? 4030) }).then((standIn) =>
    console.log(`Duffel stand-in on ${standIn.url} (token ${standIn.token})`),
  );
}
