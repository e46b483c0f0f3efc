import { shortLivedCookie } from "@/lib/auth/session-cookies";
import { CLICK_COOKIE_MAX_AGE, DEVICE_COOKIE_MAX_AGE, REFERRAL_COOKIE, signClickCookie } from "./attribution-cookie";

/** Set-Cookie values remembering a counted click (30 days) and the device id (2 years), both HttpOnly. */
export function referralCookies(o: { clickId: number | null; deviceId: string; secure: boolean }): string[] {
  const out = [shortLivedCookie(REFERRAL_COOKIE.device, o.deviceId, DEVICE_COOKIE_MAX_AGE, o.secure)];
  if (o.clickId) out.push(shortLivedCookie(REFERRAL_COOKIE.click, signClickCookie(o.clickId), CLICK_COOKIE_MAX_AGE, o.secure));
  return out;
}
