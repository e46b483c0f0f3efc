import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

/**
 * The browser remembers a referral visit in two HttpOnly cookies the server sets when it records the click: the click
 * (signed, so a visitor cannot claim somebody else's click by editing a number) and a long-lived device id used by the
 * fraud checks. Both survive the round trips of e-mail verification, Google/Facebook and partner SSO on this host.
 */
export const REFERRAL_COOKIE = { click: "ref_click", device: "ref_device" } as const;
/** Last click wins for 30 days, the usual attribution window of travel referral programmes. */
export const CLICK_COOKIE_MAX_AGE = 30 * 24 * 3600;
export const DEVICE_COOKIE_MAX_AGE = 2 * 365 * 24 * 3600;

function mac(value: string): string {
  return createHmac("sha256", authSecret()).update(`referral-click:${value}`).digest("base64url").slice(0, 32);
}

export function signClickCookie(clickId: number): string {
  return `${clickId}.${mac(String(clickId))}`;
}

export function readClickCookie(value: string | null | undefined): number | null {
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(value ?? "");
  if (!m) return null;
  const expected = Buffer.from(mac(m[1]!));
  const given = Buffer.from(m[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? Number(m[1]) : null;
}

/** A device id we issued (a UUID); anything else in the cookie is ignored. */
export function readDeviceCookie(value: string | null | undefined): string | null {
  return value && /^[0-9a-f-]{36}$/.test(value) ? value : null;
}
