/** Longest path we send anyone to; anything longer is not a link anyone means to send. */
const MAX_LENGTH = 2048;
// C0 controls, DEL and C1 controls: browsers drop tabs and newlines inside URLs, so "/\t/evil.example" would
// reach the address bar as "//evil.example". They are removed before any check, and refused once decoded.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
const HAS_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// A host no request can have: whatever resolves against it and keeps this origin stayed on our site.
const PROBE_ORIGIN = "http://landing.invalid";

/** A path on this site: one leading "/", not "//" (another host, scheme-relative) and not "/\" (browsers read "\" as "/"). */
function isRootRelative(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}

/**
 * A user-supplied "go to" value (an SSO landing path, a social sign-in's return path, a referral click's redirect) as
 * a path on our own origin, or null when it could lead anywhere else: schemes (https:, javascript:), scheme-relative
 * "//host", "/\host", and the same tricks percent-encoded once ("/%2F%2Fhost", "/%5Chost", "/%09/host"). The result is
 * the URL parser's own serialisation of the path, query and fragment, checked again, so dot segments ("/.//host")
 * cannot turn into "//host" later.
 */
export function localPath(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const stripped = raw.replace(CONTROLS, "").trim();
  if (!stripped || stripped.length > MAX_LENGTH || !isRootRelative(stripped)) return null;

  let decoded: string;
  try {
    decoded = decodeURIComponent(stripped);
  } catch {
    return null; // malformed escapes: not a link anyone meant
  }
  if (HAS_CONTROL.test(decoded) || !isRootRelative(decoded.trim())) return null;

  let url: URL;
  try {
    url = new URL(stripped, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isRootRelative(path) ? path : null;
}

/** The landing path of an SSO token: a path on this site, else the home page. */
export function safeLandingPath(raw: unknown): string {
  return localPath(raw) ?? "/";
}
