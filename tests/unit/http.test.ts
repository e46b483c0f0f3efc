import { z } from "zod";
import { AppError, ERROR_STATUS } from "@/lib/errors";
import { clientIpFrom, forwardedHost, forwardedHttps } from "@/lib/http/client-ip";
import { parseClientIpHeader, parseProxyHops } from "@/lib/http/proxy-trust.mjs";
import { isDatabaseUnavailable } from "@/lib/db-errors";
import { readJsonBody } from "@/lib/http/read-json";
import { validationError } from "@/lib/zod-errors";

function post(body: string, headers: Record<string, string> = { "content-type": "application/json" }) {
  return new Request("http://localhost/api/x", { method: "POST", body, headers });
}

describe("readJsonBody", () => {
  it("parses JSON and reads an empty body as {}", async () => {
    await expect(readJsonBody(post('{"a":1}'))).resolves.toEqual({ a: 1 });
    await expect(readJsonBody(post(""))).resolves.toEqual({});
  });
  it("refuses bad JSON with INVALID_JSON (400)", async () => {
    await expect(readJsonBody(post("{nope"))).rejects.toMatchObject({ code: "INVALID_JSON", status: 400 });
  });
  it("refuses a body over the cap with 413 without buffering it all", async () => {
    await expect(readJsonBody(post("x".repeat(2048)), 1024)).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE", status: 413 });
  });
  it("a client that hangs up mid-upload is a 400, not a database outage (its ECONNRESET opened the breaker once)", async () => {
    const aborted = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    const body = new ReadableStream({ pull: (c) => c.error(aborted) });
    const request = new Request("http://localhost/api/x", {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    await expect(readJsonBody(request)).rejects.toMatchObject({ code: "BAD_REQUEST", status: 400 });
  });
  it("refuses a non-JSON content type", async () => {
    await expect(readJsonBody(post("a=1", { "content-type": "application/x-www-form-urlencoded" }))).rejects.toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
  });
  // Issue #16 item 5: text/plain is what a cross-site HTML form (enctype="text/plain") sends without a preflight.
  it("accepts only JSON types: text/plain, form and multipart are refused even when the body is JSON or empty", async () => {
    await expect(readJsonBody(post('{"a":1}', { "content-type": "text/plain" }))).rejects.toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", status: 415 });
    await expect(readJsonBody(post("", { "content-type": "text/plain;charset=UTF-8" }))).rejects.toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
    await expect(readJsonBody(post("", { "content-type": "multipart/form-data; boundary=x" }))).rejects.toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
    await expect(readJsonBody(post('{"a":1}', { "content-type": "application/jsonx" }))).rejects.toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
    await expect(readJsonBody(post('{"a":1}', { "content-type": "Application/JSON; charset=utf-8" }))).resolves.toEqual({ a: 1 });
    await expect(readJsonBody(post('{"a":1}', { "content-type": "application/merge-patch+json" }))).resolves.toEqual({ a: 1 });
    await expect(readJsonBody(post('{"a":1}', {}))).rejects.toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
  });
});

describe("errors", () => {
  it("maps zod failures to 400 with field-level reasons", () => {
    const result = z.object({ email: z.string() }).safeParse({ email: 3 });
    const error = validationError(result.error!);
    expect(error.status).toBe(400);
    expect(error.fields?.[0]?.path).toBe("email");
  });
  it("takes every status from the one table", () => {
    expect(new AppError("RATE_LIMITED").status).toBe(ERROR_STATUS.RATE_LIMITED);
    expect(new AppError("SERVICE_UNAVAILABLE").status).toBe(503);
  });
  it("recognises an unreachable database by code, through causes", () => {
    expect(isDatabaseUnavailable({ code: "ECONNREFUSED" })).toBe(true);
    expect(isDatabaseUnavailable(new Error("x", { cause: { code: "P1001" } }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("relation does not exist"))).toBe(false);
  });
  it("recognises node-postgres's code-less connection failures by their exact messages only", () => {
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("wrapped", { cause: new Error("Connection terminated") }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly, said the user"))).toBe(false);
  });
});

describe("client IP — never a spoofed header", () => {
  const none = { hops: 0, clientIpHeader: null };
  const hops = (n: number, clientIpHeader: string | null = null) => ({ hops: n, clientIpHeader });
  const headers = new Headers({ "x-forwarded-for": "6.6.6.6, 10.0.0.1", "true-client-ip": "7.7.7.7", "x-client-ip": "203.0.113.9" });

  it("ignores forwarding headers unless trusted proxies are configured", () => {
    expect(clientIpFrom(headers, none)).toBe("203.0.113.9");
  });
  it("behind n proxies that append, believes the n-th X-Forwarded-For entry from the right, never what the client put left of it", () => {
    // The client sent "6.6.6.6"; the one proxy appended the address it saw (10.0.0.1).
    expect(clientIpFrom(headers, hops(1))).toBe("10.0.0.1");
    // A CDN, then a load balancer: each appended the address it saw.
    const chain = new Headers({ "x-forwarded-for": "198.51.100.9, 203.0.113.50, 10.0.0.2", "x-client-ip": "10.0.0.3" });
    expect(clientIpFrom(chain, hops(2))).toBe("203.0.113.50");
    expect(clientIpFrom(chain, hops(3))).toBe("198.51.100.9");
    // Fewer entries than hops (it came through fewer proxies): the left-most, which a trusted proxy still wrote.
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "203.0.113.50" }), hops(2))).toBe("203.0.113.50");
    // No header at all: the socket address.
    expect(clientIpFrom(new Headers({ "x-client-ip": "10.0.0.3" }), hops(1))).toBe("10.0.0.3");
  });
  it("reads addresses as proxies write them (a port, brackets, IPv4-mapped) and falls back to the socket on garbage", () => {
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "x, 203.0.113.7:4711" }), hops(1))).toBe("203.0.113.7");
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "[2001:db8::7]:443" }), hops(1))).toBe("2001:db8::7");
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "::ffff:203.0.113.8" }), hops(1))).toBe("203.0.113.8");
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "<script>", "x-client-ip": "10.0.0.3" }), hops(1))).toBe("10.0.0.3");
  });
  it("believes a CDN's client-address header only when it is configured, and only behind a trusted proxy", () => {
    expect(clientIpFrom(headers, hops(1, "true-client-ip"))).toBe("7.7.7.7");
    expect(clientIpFrom(headers, { hops: 0, clientIpHeader: "true-client-ip" })).toBe("203.0.113.9");
    expect(clientIpFrom(new Headers({ "true-client-ip": "nonsense", "x-forwarded-for": "10.0.0.1" }), hops(1, "true-client-ip"))).toBe("10.0.0.1");
  });
  it("rejects garbage addresses", () => {
    expect(clientIpFrom(new Headers({ "x-client-ip": "' OR 1=1 --" }), none)).toBe("127.0.0.1");
  });
});

describe("X-Forwarded-Proto and X-Forwarded-Host", () => {
  const forwarded = new Headers({ "x-forwarded-proto": "http, https", "x-forwarded-host": "evil.example, Travel.Example" });
  it("are read at the trusted proxy's position, and not at all without one", () => {
    expect(forwardedHttps(forwarded, { hops: 1, clientIpHeader: null })).toBe(true);
    expect(forwardedHost(forwarded, { hops: 1, clientIpHeader: null })).toBe("travel.example");
    expect(forwardedHttps(forwarded, { hops: 0, clientIpHeader: null })).toBe(false);
    expect(forwardedHost(forwarded, { hops: 0, clientIpHeader: null })).toBeNull();
    expect(forwardedHttps(new Headers({ "x-forwarded-proto": "https" }), { hops: 0, clientIpHeader: null })).toBe(false);
  });
});

describe("TRUST_PROXY and TRUSTED_CLIENT_IP_HEADER", () => {
  it("TRUST_PROXY is a hop count; the old on-values mean one proxy", () => {
    for (const off of [undefined, "", "0", "false", "no"]) expect(parseProxyHops(off)).toBe(0);
    for (const one of ["1", "true", "TRUE", "yes"]) expect(parseProxyHops(one)).toBe(1);
    expect(parseProxyHops("3")).toBe(3);
    for (const bad of ["-1", "1.5", "many", "11"]) expect(() => parseProxyHops(bad)).toThrow(/TRUST_PROXY/);
  });
  it("the CDN header is off unless named, and must be a header name", () => {
    expect(parseClientIpHeader(undefined)).toBeNull();
    expect(parseClientIpHeader("True-Client-IP")).toBe("true-client-ip");
    expect(() => parseClientIpHeader("x: y")).toThrow(/TRUSTED_CLIENT_IP_HEADER/);
  });
});
