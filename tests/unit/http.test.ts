import { z } from "zod";
import { AppError, ERROR_STATUS } from "@/lib/http/errors";
import { clientIpFrom } from "@/lib/http/client-ip";
import { isDatabaseUnavailable } from "@/lib/http/db-errors";
import { readJsonBody } from "@/lib/http/read-json";
import { validationError } from "@/lib/http/zod-errors";

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
  const headers = new Headers({ "x-forwarded-for": "6.6.6.6, 10.0.0.1", "true-client-ip": "7.7.7.7", "x-client-ip": "203.0.113.9" });
  it("ignores forwarding headers unless a trusted proxy is configured", () => {
    expect(clientIpFrom(headers, { trustProxy: false })).toBe("203.0.113.9");
  });
  it("believes True-Client-IP, then X-Forwarded-For, behind a trusted proxy", () => {
    expect(clientIpFrom(headers, { trustProxy: true })).toBe("7.7.7.7");
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "6.6.6.6, 10.0.0.1" }), { trustProxy: true })).toBe("6.6.6.6");
  });
  it("rejects garbage addresses", () => {
    expect(clientIpFrom(new Headers({ "x-client-ip": "' OR 1=1 --" }), { trustProxy: false })).toBe("127.0.0.1");
  });
});
