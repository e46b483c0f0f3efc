import { moneyView, type MoneyView } from "@/lib/locale/money-view";
import type { RateSnapshot } from "@/lib/locale/rates";
import type { OrgConfig } from "@/lib/org/org-config";
import type { OrgCertificateView } from "./cards";
import { keptMemberCards } from "./cards-cache";
import { keptOrgCertificates } from "./org-certificates-cache";
import { loadWalletContext, type CardOption } from "./plan";

/**
 * What the checkout page hands the browser: the member's cards (with why each applies or not) and the rates. It is
 * also the page's MoneyView: the panel shows every amount in the visitor's currency (`displayCurrency`).
 */
export type CheckoutWalletData = MoneyView & {
  product: string;
  currency: string;
  totalMinor: number;
  options: string[];
  certificates: CardOption[];
  discountCards: CardOption[];
  cashCards: CardOption[];
  orgCertificates: OrgCertificateView[];
  defaultOrgCertificateId: number | null;
  discountCardsAvailable: boolean;
};

/** The checkout's wallet, or null when the site enables no wallet option or the member has nothing to apply. */
export async function checkoutWalletData(input: {
  userId: number;
  org: OrgConfig;
  product: string;
  totalMinor: number;
  currency: string;
  rates: RateSnapshot;
  /** The visitor's currency, which every amount of the panel is shown in. */
  displayCurrency: string;
}): Promise<CheckoutWalletData | null> {
  // What the panel shows may be a moment old (cards-cache.ts); the booking reads the cards afresh.
  const ctx = await loadWalletContext({ ...input, cards: keptMemberCards, orgCertificates: keptOrgCertificates });
  if (ctx.options.length === 0) return null;
  if (ctx.certificates.length + ctx.discountCards.length + ctx.cashCards.length + ctx.orgCertificates.length === 0) return null;
  return {
    product: input.product,
    currency: input.currency,
    totalMinor: input.totalMinor,
    options: ctx.options,
    certificates: ctx.certificates,
    discountCards: ctx.discountCards,
    cashCards: ctx.cashCards,
    orgCertificates: ctx.orgCertificates,
    defaultOrgCertificateId: ctx.defaultOrgCertificate?.id ?? null,
    discountCardsAvailable: ctx.discountCardsAvailable,
    // Every rate, not only the page's: the split converts each card's own currency into the booking's.
    ...moneyView(input.rates, input.displayCurrency, [...input.rates.rates.keys()]),
  };
}
