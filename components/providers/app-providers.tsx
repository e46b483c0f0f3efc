"use client";

import { SWRConfig } from "swr";
import { useEffect, type ReactNode } from "react";
import { AuthDialogProvider, type AuthSiteConfig } from "@/components/auth/auth-dialog-context";
import { DisplayCurrencyProvider } from "@/components/locale/money";

/** SPEC §9: data-fetching caches do not revalidate on focus, when stale or on reconnect. */
export const SWR_OPTIONS = {
  revalidateOnFocus: false,
  revalidateIfStale: false,
  revalidateOnReconnect: false,
} as const;

export function AppProviders({ children, site, currency }: { children: ReactNode; site: AuthSiteConfig; currency: string }) {
  // Marks the page as interactive: a form filled in before hydration loses what was typed when React takes it over,
  // so browser tests wait for this before typing into a page they have just opened.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <SWRConfig value={SWR_OPTIONS}>
      <DisplayCurrencyProvider currency={currency}>
        <AuthDialogProvider site={site}>{children}</AuthDialogProvider>
      </DisplayCurrencyProvider>
    </SWRConfig>
  );
}
