import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { PriceBoxView, type PriceTexts } from "@/components/search/price-box-view";
import { displayCurrencyFor } from "@/lib/booking/display-price";
import { convert } from "@/lib/locale/convert";
import { formatMoney } from "@/lib/locale/format";
import type { RateSnapshot } from "@/lib/locale/rates";
import { itemQuote } from "@/lib/orders/item-pricing";
import type { Offer } from "@/lib/suppliers/seam";
import type { TransferDetails } from "@/lib/suppliers/transfers/types";

/** What a transfer costs a member and the public, in the supplier's currency. */
export type TransferQuote = { currency: string; memberMinor: number; publicMinor: number };

/**
 * The price box of one transfer in the visitor's currency: the member price (the supplier's) and the public price
 * side by side, as the stay cards show them; guests see the member price as a teaser with a sign-in.
 */
export async function TransferPrice({
  quote,
  memberPricing,
  signedIn,
  currency,
  rates,
}: {
  quote: TransferQuote;
  memberPricing: boolean;
  signedIn: boolean;
  currency: string;
  rates: RateSnapshot;
}) {
  const t = await getTranslations("Results");
  const tt = await getTranslations("Transfers");
  const locale = await getLocale();
  const target = displayCurrencyFor(currency, rates);
  const shown = (minor: number) => convert(minor, quote.currency, target, rates.rates, rates.minorUnits);
  const memberMinor = shown(quote.memberMinor);
  const publicMinor = shown(quote.publicMinor);
  const saving = publicMinor - memberMinor;
  const amount = (minor: number) => ({ text: formatMoney(minor, target, locale), minor });
  const texts: PriceTexts = {
    currency: target,
    headline: amount(memberPricing ? memberMinor : publicMinor),
    taxNote: tt("priceNote"),
    split:
      saving > 0
        ? { publicLabel: t("publicPrice"), public: amount(publicMinor), memberLabel: t("memberPrice"), member: amount(memberMinor), memberPricing }
        : undefined,
    saving:
      saving > 0 && memberPricing
        ? { text: t("saving", { amount: formatMoney(saving, target, locale), percent: Math.round((saving * 100) / publicMinor) }), minor: saving }
        : undefined,
    teaser:
      saving > 0 && !memberPricing
        ? {
            text: t("memberTeaser", { amount: formatMoney(memberMinor, target, locale), saving: formatMoney(saving, target, locale) }),
            minor: saving,
            signIn: signedIn ? undefined : t("signIn"),
          }
        : undefined,
  };
  return <PriceBoxView price={texts} />;
}

/** The member price is the supplier's; the public price adds the order model's markup (lib/orders/item-pricing.ts). */
export function transferQuote(offer: Offer<TransferDetails>): TransferQuote {
  const q = itemQuote(offer, { memberPricing: true });
  return { currency: q.currency, memberMinor: q.memberTotalMinor, publicMinor: q.publicTotalMinor };
}
