"use client";

import useSWR from "swr";
import type { LoyaltyData } from "@/lib/referral/loyalty-data";

async function getData<T>(path: string): Promise<T | null> {
  const res = await fetch(path, { credentials: "same-origin" }).catch(() => null);
  if (!res?.ok) return null;
  const body = (await res.json().catch(() => null)) as { data?: T } | null;
  return body?.data ?? null;
}

/**
 * SPEC §7 getCampaignList, through SWR (its global config follows SPEC §9: no revalidation on focus). The legacy
 * client's cache-buster `ts` (the current minute) is added when the request is sent: a render must not read the clock.
 */
export function useLoyalty() {
  return useSWR("/api/referral/getCampaignList", (p: string) => getData<LoyaltyData>(`${p}?ts=${Math.floor(Date.now() / 60_000)}`));
}

export { getData };
