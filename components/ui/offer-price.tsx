import { priceTextsFor } from "@/components/search/price-box";
import { PriceBoxView, type PriceTexts } from "@/components/search/price-box-view";
import { displayCurrencyFor } from "@/lib/booking/display-price";
import { convert } from "@/lib/locale/convert";
import type { RateSnapshot } from "@/lib/locale/rates";
import { itemQuote } from "@/lib/orders/item-pricing";
import type { Offer } from "@/lib/suppliers/seam";

type Amounts = { currency: string; headlineMinor: number; publicMinor: number; memberMinor: number; memberPricing: boolean };

/** The price box's texts for amounts already in the visitor's currency; `note` says what the price covers. */
async function amountTexts(signedIn: boolean, note: string) {
  const texts = await priceTextsFor(signedIn, "activity");
  return (price: Amounts): PriceTexts => {
    const saving = price.publicMinor - price.memberMinor;
    const percent = price.publicMinor > 0 ? Math.round((saving * 100) / price.publicMinor) : 0;
    return { ...texts({ ...price, savingMinor: saving, savingPercent: percent, withTax: true, nights: 1, rooms: 1 }), taxNote: note };
  };
}

/**
 * A supplier offer's price box, as the stay cards show theirs: this visitor's price, the public and member prices side
 * by side with the saving, or the member price as a teaser (with a sign-in for guests). Amounts are in the visitor's
 * currency already; `note` says what the price covers, `perUnit` a price a day (a car) when there is one.
 */
export async function OfferPrice({
  price,
  signedIn,
  note,
  perUnit,
}: {
  price: Amounts;
  signedIn: boolean;
  note: string;
  perUnit?: { text: string; minor: number };
}) {
  const texts = (await amountTexts(signedIn, note))(price);
  return <PriceBoxView price={{ ...texts, perNight: perUnit }} />;
}

type Quoting = { memberPricing: boolean; signedIn: boolean; currency: string; rates: RateSnapshot; note: string };

/**
 * The price texts of supplier offers from the offers themselves (a list's cards and their fare families): the member
 * price is the supplier's, the public price adds the order model's markup (lib/orders/item-pricing.ts), both shown in
 * the visitor's currency.
 */
export async function quotedPrices({ memberPricing, signedIn, currency, rates, note }: Quoting) {
  const [texts, target] = [await amountTexts(signedIn, note), displayCurrencyFor(currency, rates)];
  return (offer: Pick<Offer<unknown>, "price">): PriceTexts => {
    const q = itemQuote(offer, { memberPricing: true });
    const [memberMinor, publicMinor] = [q.memberTotalMinor, q.publicTotalMinor].map((m) => convert(m, q.currency, target, rates.rates, rates.minorUnits)) as [
      number,
      number,
    ];
    return texts({ currency: target, headlineMinor: memberPricing ? memberMinor : publicMinor, publicMinor, memberMinor, memberPricing });
  };
}

/** One supplier offer's price box, priced as quotedPrices does. */
export async function QuotedOfferPrice({ offer, ...quoting }: Quoting & { offer: Pick<Offer<unknown>, "price"> }) {
  return <PriceBoxView price={(await quotedPrices(quoting))(offer)} />;
}
