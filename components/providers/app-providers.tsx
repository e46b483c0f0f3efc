"use client";

import { SWRConfig } from "swr";
import type { ReactNode } from "react";
import { AuthDialogProvider, type AuthSiteConfig } from "@/components/auth/auth-dialog-context";

/** SPEC §9: data-fetching caches do not revalidate on focus, when stale or on reconnect. */
export const SWR_OPTIONS = {
  revalidateOnFocus: false,
  revalidateIfStale: false,
  revalidateOnReconnect: false,
} as const;

export function AppProviders({ children, site }: { children: ReactNode; site: AuthSiteConfig }) {
  return (
    <SWRConfig value={SWR_OPTIONS}>
      <AuthDialogProvider site={site}>{children}</AuthDialogProvider>
    </SWRConfig>
  );
}
