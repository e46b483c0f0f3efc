import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import type { PriceView } from "@/lib/booking/display-price";
import { formatMoney } from "@/lib/locale/format";
import { PriceBoxView, type PriceTexts } from "./price-box-view";
import { partSeparator } from "@/lib/locale/part-separator";

type Unit = "stay" | "activity";

/**
 * The price of one room (or slot) for the visitor: the headline in their currency with the org's tax display, then
 * the public and member prices side by side with the saving. Guests see the member price as a teaser with a sign-in.
 */
export async function priceTexts(price: Omit<PriceView, "quote">, signedIn: boolean, unit: Unit = "stay"): Promise<PriceTexts> {
  return (await priceTextsFor(signedIn, unit))(price);
}

/** priceTexts for many prices (a list of offers and their fares): the words are read once. */
export async function priceTextsFor(signedIn: boolean, unit: Unit = "stay"): Promise<(price: Omit<PriceView, "quote">) => PriceTexts> {
  const [t, locale] = await Promise.all([getTranslations("Results"), getLocale()]);
  return (price) => {
    const amount = (minor: number) => ({ text: formatMoney(minor, price.currency, locale), minor });
    const hasSaving = price.savingMinor > 0;
    const perNightMinor = Math.round(price.headlineMinor / price.nights);
    return {
      currency: price.currency,
      headline: amount(price.headlineMinor),
      perNight:
        unit === "stay" && price.nights > 1
          ? { text: t("perNight", { amount: formatMoney(perNightMinor, price.currency, locale) }), minor: perNightMinor }
          : undefined,
      taxNote: `${unit === "activity" ? t("perBooking") : t("perStay", { nights: price.nights, rooms: price.rooms })}${partSeparator(locale)}${price.withTax ? t("withTax") : t("withoutTax")}`,
      split: hasSaving
        ? {
            publicLabel: t("publicPrice"),
            public: amount(price.publicMinor),
            memberLabel: t("memberPrice"),
            member: amount(price.memberMinor),
            memberPricing: price.memberPricing,
          }
        : undefined,
      saving:
        hasSaving && signedIn && price.memberPricing
          ? { text: t("saving", { amount: formatMoney(price.savingMinor, price.currency, locale), percent: price.savingPercent }), minor: price.savingMinor }
          : undefined,
      teaser:
        hasSaving && !price.memberPricing
          ? {
              text: t("memberTeaser", {
                amount: formatMoney(price.memberMinor, price.currency, locale),
                saving: formatMoney(price.savingMinor, price.currency, locale),
              }),
              minor: price.savingMinor,
              signIn: signedIn ? undefined : t("signIn"),
            }
          : undefined,
    };
  };
}

export async function PriceBox({
  price,
  signedIn,
  unit = "stay",
  align = "end",
}: {
  price: PriceView;
  signedIn: boolean;
  unit?: Unit;
  align?: "start" | "end";
}) {
  return <PriceBoxView price={await priceTexts(price, signedIn, unit)} align={align} />;
}
