import { COOKIE } from "@/lib/cookies";
import { sessionCookieName } from "./session-token";

/** Set-Cookie values that remove the session and the legacy sign-in cookies (SPEC §4 logout). */
export function clearedAuthCookies(secure: boolean): string[] {
  const names = [sessionCookieName(secure), sessionCookieName(!secure), COOKIE.userToken, COOKIE.userData, COOKIE.noPlansHome, COOKIE.impersonate];
  return names.map((name) => `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure || name.startsWith("__Secure-") ? "; Secure" : ""}`);
}
