import { cookies, headers } from "next/headers";
import { clientIpFrom, proxyTrust } from "@/lib/http/client-ip";
import { readClickCookie, readDeviceCookie, REFERRAL_COOKIE } from "./attribution-cookie";

export type RequestAttribution = { clickId: number | null; deviceId: string | null; ip: string | null };

const NONE: RequestAttribution = { clickId: null, deviceId: null, ip: null };

/**
 * Request-context bridge: the referral cookies and the client address of the request being handled. Every sign-up path (e-mail, Google/Facebook callback, partner SSO) runs inside a request on the org's host,
 * so the cookies set when the link was opened arrive here. Outside a request (scripts, unit tests) there is none.
 */
export async function requestAttribution(): Promise<RequestAttribution> {
  try {
    const [jar, h] = await Promise.all([cookies(), headers()]);
    return {
      clickId: readClickCookie(jar.get(REFERRAL_COOKIE.click)?.value),
      deviceId: readDeviceCookie(jar.get(REFERRAL_COOKIE.device)?.value),
      ip: clientIpFrom(h, proxyTrust()),
    };
  } catch {
    return NONE;
  }
}
