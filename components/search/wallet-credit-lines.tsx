"use client";

import { createContext, useContext, type ReactNode } from "react";
import useSWR from "swr";
import { postJson } from "@/components/client/post-json";
import { formatMoney } from "@/lib/locale/format";
import type { WalletCreditAsk } from "@/lib/wallet/wallet-credit";

type Credits = Record<string, { currency: string; upToMinor: number }>;
const CreditsOf = createContext<Credits | undefined>(undefined);

async function fetchCredits(asks: WalletCreditAsk[]): Promise<Credits> {
  const res = await postJson<{ data?: Credits }>("/api/search/wallet-credit", { asks });
  return res.ok && res.body?.data ? res.body.data : {};
}

/**
 * On a results page served alike to every member (lib/page-cache), the member's own wallet lines: one call for the
 * page's results once it is on screen, read by each card's WalletCreditLine.
 */
export function WalletCreditLines({ asks, children }: { asks: WalletCreditAsk[]; children: ReactNode }) {
  // Nothing to ask (a guest's page, a page rendered for the member with its lines in it): no call at all.
  const { data } = useSWR(asks.length > 0 ? ["wallet-credit", JSON.stringify(asks)] : null, () => fetchCredits(asks));
  return <CreditsOf.Provider value={data}>{children}</CreditsOf.Provider>;
}

/** A result's "Up to … applies from your wallet", as a page rendered for the member shows it; nothing if none applies. */
export function WalletCreditLine({ resultKey, text, locale }: { resultKey: string; text: string; locale: string }) {
  const credit = useContext(CreditsOf)?.[resultKey];
  if (!credit) return null;
  return (
    <p className="text-sm font-medium text-emerald-700 sm:text-end" data-testid="wallet-credit" data-amount-minor={credit.upToMinor}>
      {text.replace("{amount}", formatMoney(credit.upToMinor, credit.currency, locale))}
    </p>
  );
}
