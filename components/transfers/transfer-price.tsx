import { getTranslations } from "@/lib/locale/translations";
import { OfferPrice } from "@/components/ui/offer-price";
import { displayCurrencyFor } from "@/lib/booking/display-price";
import { convert } from "@/lib/locale/convert";
import type { RateSnapshot } from "@/lib/locale/rates";
import { itemQuote } from "@/lib/orders/item-pricing";
import type { Offer } from "@/lib/suppliers/seam";
import type { TransferDetails } from "@/lib/suppliers/transfers/types";

/**
 * The price box of one transfer in the visitor's currency: the member price is the supplier's, the public price adds
 * the order model's markup (lib/orders/item-pricing.ts).
 */
export async function TransferPrice({
  offer,
  memberPricing,
  signedIn,
  currency,
  rates,
}: {
  offer: Offer<TransferDetails>;
  memberPricing: boolean;
  signedIn: boolean;
  currency: string;
  rates: RateSnapshot;
}) {
  const t = await getTranslations("Transfers");
  const q = itemQuote(offer, { memberPricing: true });
  const target = displayCurrencyFor(currency, rates);
  const shown = (minor: number) => convert(minor, q.currency, target, rates.rates, rates.minorUnits);
  const [memberMinor, publicMinor] = [shown(q.memberTotalMinor), shown(q.publicTotalMinor)];
  return (
    <OfferPrice
      price={{ currency: target, headlineMinor: memberPricing ? memberMinor : publicMinor, publicMinor, memberMinor, memberPricing }}
      signedIn={signedIn}
      note={t("priceNote")}
    />
  );
}
