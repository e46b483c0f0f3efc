import http from "node:http";
import { staticSecurityHeaders } from "@/lib/http/security-headers";
import { call } from "../support/http";
import { startWebServer, type WebServer } from "../support/web-server";
import { eventually } from "../support/eventually";

jest.setTimeout(180_000);

/**
 * A request the web server turns away before Next runs (scripts/server.mjs admission: one client's share, a full
 * process) is answered like any refusal of the API: the error envelope, the security headers, Retry-After.
 */
describe("requests the web server refuses before Next runs", () => {
  let server: WebServer;
  const held: http.ClientRequest[] = [];
  beforeAll(async () => {
    server = await startWebServer({ WEB_CLIENT_MAX: "1", WEB_MAX_IN_FLIGHT: "1", WEB_QUEUE_MAX: "0" });
  });
  afterAll(async () => {
    for (const req of held) req.destroy();
    await server?.stop();
  });

  /** A POST whose body never finishes: it holds its client's place, and the process's one place, until destroyed. */
  function holdPlace(localAddress: string): Promise<void> {
    const req = http.request({
      host: "127.0.0.1",
      port: server.port,
      path: "/api/signIn",
      method: "POST",
      localAddress,
      headers: { "content-type": "application/json", "content-length": "100" },
    });
    req.on("error", () => undefined);
    req.write("{");
    held.push(req);
    return new Promise((resolve) => req.on("socket", (socket) => socket.on("connect", () => resolve())));
  }

  it("429 for a client over its share and 503 for a full process, each in the envelope with the security headers", async () => {
    // Each try holds a place again first: a held request that the server has not admitted yet, or has already let
    // go, leaves the call free to be served.
    const tooMany = await eventually(
      async () => {
        await holdPlace("127.0.0.61");
        return call("/api/layout/getCurrencyinfo", { body: {}, baseUrl: server.url, localAddress: "127.0.0.61" });
      },
      (res) => res.status === 429,
      { timeoutMs: 60_000, everyMs: 50 },
    );
    const busy = await call("/api/layout/getCurrencyinfo", { body: {}, baseUrl: server.url, localAddress: "127.0.0.62" });
    expect(busy.status).toBe(503);
    for (const [res, code, status] of [
      [tooMany, "RATE_LIMITED", 429],
      [busy, "SERVICE_UNAVAILABLE", 503],
    ] as const) {
      const body = await res.json();
      expect(body).toEqual({ status: 0, message: expect.any(String), data: { code: status, resp: body.message }, error: { code, message: body.message } });
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.headers.get("retry-after")).toBe("5");
      for (const [name, value] of Object.entries(staticSecurityHeaders(false))) expect(res.headers.get(name)).toBe(value);
    }
  });
});
