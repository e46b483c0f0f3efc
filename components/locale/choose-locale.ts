import { setCookie } from "cookies-next/client";
import { COOKIE, ONE_YEAR } from "@/lib/cookies";

/**
 * Persists a visitor's language or currency in the spec's cookies (lan_code, currency_code) and reloads so every
 * server-rendered string and price follows. A ?lang= in the address would override the cookie, so it is dropped.
 */
export async function chooseLocale(change: { language?: string; currency?: string }, signedIn: boolean): Promise<void> {
  const options = { path: "/", maxAge: ONE_YEAR, sameSite: "lax" as const, secure: location.protocol === "https:" };
  if (change.language) setCookie(COOKIE.lanCode, change.language, options);
  if (change.currency) setCookie(COOKIE.currencyCode, change.currency, options);
  if (signedIn) {
    // Signed-in members keep the choice on their profile too; a failure here must not block the switch.
    await fetch("/api/profile/updatePrefCurrLang", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ language: change.language, currency: change.currency }),
    }).catch(() => undefined);
  }
  const url = new URL(location.href);
  url.searchParams.delete("lang");
  location.assign(url.toString());
}
