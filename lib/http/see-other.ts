/**
 * A 303 to a path on this site, or to the payment provider's page: the Location is relative for our own paths, so the
 * browser stays on the origin it came from and no Host header ever shapes it.
 */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
}
