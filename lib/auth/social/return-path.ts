/** Query parameters that open a dialog or carry a one-time key: not to be replayed when the user comes back. */
const DROPPED = ["signup", "action", "key", "social", "error", "callbackUrl"];

/**
 * Where to send the user back after a social redirect: a path on this same site only (never `//host` or a scheme),
 * without the parameters that would reopen a dialog. Anything unusable becomes "/".
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || value.length > 2048 || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  let url: URL;
  try {
    url = new URL(value, "http://same.invalid");
  } catch {
    return "/";
  }
  if (url.origin !== "http://same.invalid") return "/";
  for (const name of DROPPED) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

/** The return path with one marker parameter the dialogs read on arrival (?social=welcome | link-sent). */
export function withSocialMarker(path: string, marker: "welcome" | "link-sent"): string {
  const url = new URL(path, "http://same.invalid");
  url.searchParams.set("social", marker);
  return `${url.pathname}${url.search}`;
}
