import { deleteCookie } from "cookies-next/client";
import { COOKIE } from "@/lib/cookies";

/** SPEC §4 logout: clear the token, remove the no-plans-home and impersonate cookies, reset, go to / and reload after 500 ms. */
export const LOGOUT_RELOAD_DELAY_MS = 500;

export async function logout(): Promise<void> {
  await fetch("/api/iqps/logout", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }).catch(() => undefined);
  for (const name of [COOKIE.userToken, COOKIE.userData, COOKIE.noPlansHome, COOKIE.impersonate]) deleteCookie(name, { path: "/" });
  try {
    localStorage.removeItem("action");
  } catch {
    // storage can be unavailable (private mode); nothing to reset then
  }
  window.history.pushState(null, "", "/");
  setTimeout(() => window.location.reload(), LOGOUT_RELOAD_DELAY_MS);
}
