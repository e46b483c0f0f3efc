import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

/**
 * Whether the request carries METRICS_TOKEN as its bearer token: operators' routes only. With no token configured no
 * request is an operator's. The comparison takes the same time whatever the guess (both sides are hashed first).
 */
export function isOperatorRequest(headers: Headers): boolean {
  const token = env().METRICS_TOKEN;
  if (!token) return false;
  const given = /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "")?.[1];
  if (!given) return false;
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}
