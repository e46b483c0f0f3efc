import { priceTexts } from "@/components/search/price-box";
import { PriceBoxView } from "@/components/search/price-box-view";
import { displayCurrencyFor } from "@/lib/booking/display-price";
import { convert } from "@/lib/locale/convert";
import type { RateSnapshot } from "@/lib/locale/rates";
import { itemQuote } from "@/lib/orders/item-pricing";
import type { Offer } from "@/lib/suppliers/seam";

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
  price: { currency: string; headlineMinor: number; publicMinor: number; memberMinor: number; memberPricing: boolean };
  signedIn: boolean;
  note: string;
  perUnit?: { text: string; minor: number };
}) {
  const saving = price.publicMinor - price.memberMinor;
  const texts = await priceTexts(
    {
      ...price,
      savingMinor: saving,
      savingPercent: price.publicMinor > 0 ? Math.round((saving * 100) / price.publicMinor) : 0,
      withTax: true,
      nights: 1,
      rooms: 1,
    },
    signedIn,
    "activity",
  );
  return <PriceBoxView price={{ ...texts, perNight: perUnit, taxNote: note }} />;
}

/**
 * A supplier offer's price box from the offer itself: the member price is the supplier's, the public price adds the
 * order model's markup (lib/orders/item-pricing.ts), both shown in the visitor's currency.
 */
export async function QuotedOfferPrice(props: {
  offer: Pick<Offer<unknown>, "price">;
  memberPricing: boolean;
  signedIn: boolean;
  currency: string;
  rates: RateSnapshot;
  note: string;
}) {
  const { rates } = props;
  const q = itemQuote(props.offer, { memberPricing: true });
  const target = displayCurrencyFor(props.currency, rates);
  const [memberMinor, publicMinor] = [q.memberTotalMinor, q.publicTotalMinor].map((m) => convert(m, q.currency, target, rates.rates, rates.minorUnits)) as [
    number,
    number,
  ];
  return (
    <OfferPrice
      price={{ currency: target, headlineMinor: props.memberPricing ? memberMinor : publicMinor, publicMinor, memberMinor, memberPricing: props.memberPricing }}
      signedIn={props.signedIn}
      note={props.note}
    />
  );
}
