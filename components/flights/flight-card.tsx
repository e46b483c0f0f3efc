import { getTranslations } from "@/lib/locale/translations";
import { PriceBoxView, type PriceTexts } from "@/components/search/price-box-view";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import type { Offer } from "@/lib/suppliers/seam";
import { OfferCard } from "@/components/ui/offer-card";
import { Pills } from "@/components/ui/pills";
import { FlightLegs } from "./flight-legs";
import { FareChoices } from "./fare-choices";
import { fareFacts } from "@/lib/flights/fare-words";

type FareLinks = { fares: Offer<FlightDetails>[]; priceOf: (fare: Offer<FlightDetails>) => PriceTexts; hrefOf: (fare: Offer<FlightDetails>) => string };

/**
 * One trip on the kit's offer card: the carrier, each slice's local times and stops, and its cheapest fare's baggage,
 * conditions and price (Select books that fare); with more than one fare family, the families below (./fare-choices.tsx).
 */
export async function FlightCard({ offer, price, href, families }: { offer: Offer<FlightDetails>; price: PriceTexts; href: string; families?: FareLinks }) {
  const [t, tb, facts] = await Promise.all([getTranslations("Flights.card"), getTranslations("Flights.summary"), fareFacts()]);
  const d = offer.details;
  const { brand, bags, refund, change } = facts(offer);
  const choices = families && families.fares.length > 1 ? families : null;
  return (
    <OfferCard
      data={{
        "data-testid": "flight-result",
        "data-duration-minutes": d.slices.reduce((sum, s) => sum + s.durationMinutes, 0),
        "data-stops": Math.max(...d.slices.map((s) => s.segments.length - 1)),
      }}
      price={<PriceBoxView price={price} />}
      action={{ href, label: t("select"), testId: "flight-select", name: t("selectFlight", { airline: d.airline.name, route: offer.title }) }}
    >
      <h3 className="font-semibold text-slate-900">{d.airline.name}</h3>
      <FlightLegs slices={d.slices} />
      <Pills
        items={[
          !!brand && !!choices && { text: tb("fareBrand", { brand }), tone: "strong", testId: "flight-fare-brand" },
          { text: bags },
          { text: refund.text, tone: refund.kind === "none" ? "plain" : "good", testId: "flight-refund-terms" },
          { text: change.text, tone: change.kind === "none" ? "plain" : "info", testId: "flight-change-terms" },
          offer.remaining !== undefined && offer.remaining <= 3 && { text: t("seatsLeft", { count: offer.remaining }), tone: "warning" },
        ]}
      />
      {choices ? <FareChoices fares={choices.fares} priceOf={choices.priceOf} hrefOf={choices.hrefOf} label={`${d.airline.name}, ${offer.title}`} /> : null}
    </OfferCard>
  );
}
