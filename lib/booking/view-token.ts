import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

/** Lets a guest (no account) open their own confirmation page: a signature of the reference, given only to them. */
export function bookingViewKey(reference: string): string {
  return createHmac("sha256", authSecret()).update(`booking-view:${reference}`).digest("base64url").slice(0, 32);
}

export function bookingViewKeyMatches(reference: string, key: string | undefined): boolean {
  if (!key) return false;
  const a = Buffer.from(bookingViewKey(reference));
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}
