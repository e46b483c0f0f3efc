import { createHash } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

/** rate_limits.key is varchar(255); the limiter's prefix and a colon come in front of what is built here. */
const MAX_KEY = 200;

/**
 * The address part of a key. IPv4 as is (also when IPv4-mapped); IPv6 by its /64 — one subscriber usually gets a
 * whole /64, so counting single IPv6 addresses would let one client rotate through billions of them.
 */
export function ipKey(ip: string): string {
  let value = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  if (mapped) value = mapped[1]!;
  if (isIPv4(value)) return value;
  if (isIPv6(value)) return `${expandIPv6(value).slice(0, 4).join(":")}::/64`;
  return value.slice(0, 64) || "unknown";
}

/** An account (e-mail or user name) compared case-insensitively. */
export function accountKey(account: string): string {
  return account.trim().toLowerCase();
}

/** Joins the parts and keeps the result inside the column: a long key is replaced by its SHA-256. */
export function composeKey(parts: string[]): string {
  const key = parts.join("|");
  return key.length <= MAX_KEY ? key : `sha256:${createHash("sha256").update(key).digest("hex")}`;
}

function expandIPv6(value: string): string[] {
  let text = value.split("%")[0]!; // drop a zone index
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((g) => g.replace(/^0+(?=.)/, ""));
}
