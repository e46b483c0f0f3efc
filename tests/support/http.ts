import http from "node:http";

/** HTTP helpers for API tests against the server `npm test` started (TEST_BASE_URL). */
export const BASE_URL = process.env.TEST_BASE_URL ?? "http://localhost:3100";

export type CallOptions = {
  method?: string;
  host?: string;
  body?: unknown;
  rawBody?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  /** Source address on the loopback network (127.0.0.2 …): the server sees a different client IP. */
  localAddress?: string;
  /** Another web process than the one `npm test` started (tests/support/web-server.ts). */
  baseUrl?: string;
};

/**
 * Node's resolver does not know partner.localhost and fetch() will not send a custom Host header, so requests go
 * through node:http to localhost with the Host header set; the answer is wrapped as a standard Response.
 */
export async function call(path: string, opts: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...opts.headers };
  const base = opts.baseUrl ?? BASE_URL;
  if (opts.host) headers.host = `${opts.host}:${new URL(base).port}`;
  if (opts.cookies)
    headers.cookie = Object.entries(opts.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join("; ");
  let body: string | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["content-type"] ??= "application/json";
  }
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: opts.method ?? (body !== undefined ? "POST" : "GET"), headers, localAddress: opts.localAddress, family: opts.localAddress ? 4 : undefined },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const out = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) out.append(name, v);
          }
          const status = res.statusCode ?? 500;
          const nullBody = status === 204 || status === 304;
          resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: out }));
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Cookies a response sets, by name. */
export function setCookies(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const eq = pair!.indexOf("=");
    out[pair!.slice(0, eq)] = decodeURIComponent(pair!.slice(eq + 1));
  }
  return out;
}
