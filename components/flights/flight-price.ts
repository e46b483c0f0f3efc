import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import type { PriceTexts } from "@/components/search/price-box-view";
import { displayCurrencyFor } from "@/lib/booking/display-price";
import { convert } from "@/lib/locale/convert";
import { formatMoney } from "@/lib/locale/format";
import { partSeparator } from "@/lib/locale/part-separator";
import { rateSnapshot } from "@/lib/locale/rates";
import { itemQuote } from "@/lib/orders/item-pricing";
import type { Offer } from "@/lib/suppliers/seam";

/**
 * The price box texts of flight offers for this visitor, as the stay cards show theirs: the total they pay for all
 * passengers in their currency, the public and member prices side by side, the member's saving or, for everyone
 * else, what members pay (with a sign-in for guests).
 */
export async function flightPriceTexts({ currency, memberPricing, signedIn }: { currency: string; memberPricing: boolean; signedIn: boolean }) {
  const [t, tc, locale, rates] = await Promise.all([getTranslations("Results"), getTranslations("Flights.card"), getLocale(), rateSnapshot()]);
  const target = displayCurrencyFor(currency, rates);
  return (offer: Pick<Offer<unknown>, "price">): PriceTexts => {
    const q = itemQuote(offer, { memberPricing });
    const shown = (minor: number) => convert(minor, q.currency, target, rates.rates, rates.minorUnits);
    const amount = (minor: number) => ({ minor: shown(minor), text: formatMoney(shown(minor), target, locale, rates.minorUnits.get(target)) });
    const saving = amount(q.savingMinor);
    const publicPrice = amount(q.publicTotalMinor);
    const member = amount(q.memberTotalMinor);
    const percent = publicPrice.minor > 0 ? Math.round((saving.minor * 100) / publicPrice.minor) : 0;
    return {
      currency: target,
      headline: amount(q.totalMinor),
      taxNote: `${tc("totalPrice")}${partSeparator(locale)}${t("withTax")}`,
      split: saving.minor > 0 ? { publicLabel: t("publicPrice"), public: publicPrice, memberLabel: t("memberPrice"), member, memberPricing } : undefined,
      saving: saving.minor > 0 && memberPricing ? { ...saving, text: t("saving", { amount: saving.text, percent }) } : undefined,
      teaser:
        saving.minor > 0 && !memberPricing
          ? { minor: saving.minor, text: t("memberTeaser", { amount: member.text, saving: saving.text }), signIn: signedIn ? undefined : t("signIn") }
          : undefined,
    };
  };
}
