import { readClickCookie, readDeviceCookie, REFERRAL_COOKIE } from "./attribution-cookie";

export type RequestAttribution = { clickId: number | null; deviceId: string | null; ip: string | null };

/**
 * The referral cookies set when a link was opened (the signed click, the device id) and the client's address, from
 * the sign-up request. Every sign-up path (e-mail, Google/Facebook, partner SSO) runs on the organisation's host, so
 * those cookies arrive with it; the route reads them and passes the result down.
 */
export function attributionOf(cookie: (name: string) => string | undefined, ip: string): RequestAttribution {
  return { clickId: readClickCookie(cookie(REFERRAL_COOKIE.click)), deviceId: readDeviceCookie(cookie(REFERRAL_COOKIE.device)), ip };
}
