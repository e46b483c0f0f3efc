import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

/**
 * The manage-booking link a guest receives (and the one the reference + e-mail form leads to): the reference, an
 * expiry and an HMAC of both with the booking's e-mail, signed with the site's secret. It cannot be guessed from the
 * reference, it stops working when it expires, and it dies with the e-mail (an anonymised booking has none).
 */
export type ManageToken = { reference: string; expiresAt: Date };

/** The e-mail's link lives until a month after the trip ends; the form's answer for an hour. */
export const MANAGE_LINK_AFTER_TRIP_DAYS = 30;
export const MANAGE_FORM_TOKEN_MS = 60 * 60 * 1000;

function signature(reference: string, expires: number, email: string): string {
  return createHmac("sha256", authSecret()).update(`manage-booking:${reference}:${expires}:${email.toLowerCase()}`).digest("base64url");
}

export function signManageToken(reference: string, email: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${reference}.${expires}.${signature(reference, expires, email)}`;
}

/** The token's reference and expiry when it is well formed; the signature is checked by `verifyManageToken`. */
export function parseManageToken(token: string): ManageToken | null {
  const m = /^([A-Z0-9-]{6,20})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return m ? { reference: m[1]!, expiresAt: new Date(Number(m[2]) * 1000) } : null;
}

/** Whether the token was signed for this booking's e-mail (constant time); the caller checks the expiry. */
export function verifyManageToken(token: string, email: string): boolean {
  const parsed = parseManageToken(token);
  if (!parsed) return false;
  const expected = Buffer.from(signManageToken(parsed.reference, email, parsed.expiresAt));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** When the e-mail's link expires: a month after the last day of the trip. */
export function manageLinkExpiry(lastDay: string): Date {
  const d = new Date(`${lastDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + MANAGE_LINK_AFTER_TRIP_DAYS);
  return d;
}
