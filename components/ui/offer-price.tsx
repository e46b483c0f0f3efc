import { priceTexts } from "@/components/search/price-box";
import { PriceBoxView } from "@/components/search/price-box-view";

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
