import { NextRequest } from "next/server";

export type CookieReader = (name: string) => string | undefined;

type ParsedParts = Pick<NextRequest, "cookies" | "nextUrl">;

/**
 * The parts of a route handler's request that Next has already parsed. Its request is a NextRequest (of Next's own
 * runtime, so not an instance of the class this module imports), built with its cookies and URL parsed; next/headers'
 * `cookies()` builds a mutable jar on top for every call (a sizeable share of a cheap call's time) and
 * `new URL(request.url)` parses again. A plain Request (a test calling a handler) is read by the same rules from its
 * URL and headers alone, leaving its body to whoever reads it.
 */
function parsedParts(request: Request): ParsedParts {
  if ("cookies" in request && "nextUrl" in request) return request as unknown as ParsedParts;
  return new NextRequest(request.url, { headers: request.headers });
}

export function requestCookies(request: Request): CookieReader {
  const jar = parsedParts(request).cookies;
  return (name) => jar.get(name)?.value;
}

export function requestUrl(request: Request): URL {
  return parsedParts(request).nextUrl;
}
