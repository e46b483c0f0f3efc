import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { termsWords } from "@/lib/terms/page-words";
import { catalogueName } from "@/lib/locale/catalogue-name";
import { offerStatement } from "@/lib/terms/of";
import { termsBadge } from "@/lib/terms/words";
import { changeTerms, changeText } from "@/lib/terms/change";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import type { Offer } from "@/lib/suppliers/seam";

/**
 * What the card, the fare families and the checkout say of a fare, in the page's language: its family's name (Light,
 * Flex …; empty for none), its bags, and its refund and changes as the terms engine states them (lib/terms), as the
 * trip page does.
 */
export async function fareFacts() {
  const [t, brands, words] = await Promise.all([getTranslations("Flights.summary"), getTranslations("Flights.summary.fares"), termsWords(await getLocale())]);
  const now = new Date();
  return (fare: Offer<FlightDetails>) => ({
    brand: catalogueName(brands, fare.details.slices[0]?.fareBrand ?? ""),
    bags: t("bags", { carryOn: fare.details.baggage.carryOn, checked: fare.details.baggage.checked }),
    refund: termsBadge(offerStatement(fare, now), words),
    // An offer always carries its conditions.
    change: { kind: changeTerms(fare.details)!.kind, text: changeText(changeTerms(fare.details)!, words) },
  });
}
