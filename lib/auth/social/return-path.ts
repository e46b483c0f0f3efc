import { localPath } from "@/lib/local-path";

/** Query parameters that open a dialog or carry a one-time key: not to be replayed when the user comes back. */
const DROPPED = ["signup", "action", "key", "social", "error", "callbackUrl"];

/**
 * Where to send the user back after a social redirect: a path on this same site only (localPath: never `//host`, a
 * scheme or a path that becomes one once normalised), without the parameters that would reopen a dialog. Anything
 * unusable becomes "/".
 */
export function safeReturnPath(value: string | null | undefined): string {
  const path = localPath(value);
  if (!path) return "/";
  const url = new URL(path, "http://same.invalid");
  for (const name of DROPPED) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

/** The return path with one marker parameter the dialogs read on arrival (?social=welcome | link-sent). */
export function withSocialMarker(path: string, marker: "welcome" | "link-sent"): string {
  const url = new URL(path, "http://same.invalid");
  url.searchParams.set("social", marker);
  return `${url.pathname}${url.search}`;
}
