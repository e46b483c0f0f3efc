import type { RateSnapshot } from "@/lib/locale/rates";
import type { OrgConfig } from "@/lib/org/org-config";
import type { OrgCertificateView } from "./cards";
import { loadWalletContext, type CardOption } from "./plan";

/** What the checkout page hands the browser: the member's cards (with why each applies or not) and the rates. */
export type CheckoutWalletData = {
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
  rates: [string, string][];
  minorUnits: [string, number][];
};

/** The checkout's wallet, or null when the site enables no wallet option or the member has nothing to apply. */
export async function checkoutWalletData(input: {
  userId: number;
  org: OrgConfig;
  product: string;
  totalMinor: number;
  currency: string;
  rates: RateSnapshot;
}): Promise<CheckoutWalletData | null> {
  const ctx = await loadWalletContext(input);
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
    rates: [...input.rates.rates.entries()],
    minorUnits: [...input.rates.minorUnits.entries()],
  };
}
