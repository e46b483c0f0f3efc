"use client";

import { setCookie } from "cookies-next/client";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { COOKIE, ONE_YEAR } from "@/lib/cookies";

export type LocaleChange = { language?: string; currency?: string };

/**
 * Switches the visitor's language or currency in place: the spec's cookies (lan_code, currency_code) are written, then
 * the current route is rendered again on the server, so every string, price and the page's direction follow without
 * a full reload (which re-ran every script and waited for every picture). `pending` stays true until the new page is
 * on screen. With `saveToProfile`, a signed-in member's profile keeps the choice too; that request is not waited for,
 * since the cookie already decides what the next render shows.
 */
export function useChooseLocale() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const choose = (change: LocaleChange, { saveToProfile }: { saveToProfile: boolean }) => {
    writeLocaleCookies(change);
    if (saveToProfile) saveProfilePreference(change);
    startTransition(() => {
      // A ?lang= in the address outranks the cookie, so it leaves the address; otherwise the same route is re-rendered.
      const url = new URL(location.href);
      if (url.searchParams.has("lang")) {
        url.searchParams.delete("lang");
        router.replace(`${url.pathname}${url.search}${url.hash}`, { scroll: false });
      } else router.refresh();
    });
  };
  return { choose, pending };
}

function writeLocaleCookies(change: LocaleChange) {
  const options = { path: "/", maxAge: ONE_YEAR, sameSite: "lax" as const, secure: location.protocol === "https:" };
  if (change.language) setCookie(COOKIE.lanCode, change.language, options);
  if (change.currency) setCookie(COOKIE.currencyCode, change.currency, options);
}

function saveProfilePreference(change: LocaleChange) {
  // keepalive: the save survives the visitor leaving the page at once; a failure must not undo the switch.
  void fetch("/api/profile/updatePrefCurrLang", {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ language: change.language, currency: change.currency }),
  }).catch(() => undefined);
}
