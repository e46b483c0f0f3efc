import { getTranslations } from "@/lib/locale/translations";
import type { CruisePriceView } from "@/lib/cruises/price-view";
import { readerFormats } from "@/components/ui/reader-formats";
import { PartyPrice } from "@/components/ui/party-price";

/** A cabin's price per person and for its guests (`from`: the cheapest cabin of a sailing). */
export async function CruisePrice({ price, signedIn, from = false }: { price: CruisePriceView; signedIn: boolean; from?: boolean }) {
  const [t, f] = await Promise.all([getTranslations("Cruises.price"), readerFormats()]);
  const money = (minor: number) => f.money(minor, price.currency);
  const words = {
    from: from ? t("from") : undefined,
    perPerson: t("perPerson"),
    total: t("total", { amount: money(price.total.headlineMinor), count: price.guests }),
    tax: price.withTax ? t("withTax") : t("withoutTax"),
    publicPrice: t("publicPrice"),
    memberPrice: t("memberPrice"),
    teaser: t("teaser", { amount: money(price.perPerson.memberMinor) }),
    signIn: t("signIn"),
  };
  return <PartyPrice price={price} money={money} words={words} signedIn={signedIn} testId="cruise-price" />;
}
