/**
 * RFC 9110 §13.1.2: If-None-Match compares weakly (`W/"x"` matches `"x"`) and may list several tags or be `*`. The
 * web server's micro-cache answers kept stylesheets by the same rule (scripts/lib/micro-cache.mjs `etagMatches`, held
 * equal by tests/unit/micro-cache.test.ts), so a conditional request gets the same answer from either.
 */
export function ifNoneMatchHits(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
