import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { formatClock, formatCount } from "@/lib/locale/numbers";
import { partSeparator } from "@/lib/locale/part-separator";
import { PriceBoxView, type PriceTexts } from "@/components/search/price-box-view";
import type { FlightDetails, FlightSlice } from "@/lib/suppliers/flights/types";
import type { Offer } from "@/lib/suppliers/seam";
import { OfferCard } from "@/components/ui/offer-card";
import { AirportChangeNotice } from "./airport-change-notice";
import { FareChoices } from "./fare-choices";
import { fareFacts } from "@/lib/flights/fare-words";

const dayShift = (from: string, to: string) =>
  Math.round((Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / 86_400_000);

async function SliceRow({ slice }: { slice: FlightSlice }) {
  const [t, locale] = await Promise.all([getTranslations("Flights.card"), getLocale()]);
  const sep = partSeparator(locale);
  const stops = slice.segments.length - 1;
  const shift = dayShift(slice.departsAt, slice.arrivesAt);
  const duration = t("duration", { hours: Math.floor(slice.durationMinutes / 60), minutes: slice.durationMinutes % 60 });
  return (
    <div className="grid grid-cols-[auto_1fr_auto] items-center gap-3">
      <div className="text-start">
        <div className="text-lg font-semibold" dir="ltr">
          {formatClock(slice.departsAt, locale)}
        </div>
        <div className="text-xs text-slate-600">{slice.origin.iata}</div>
      </div>
      <div className="text-center text-xs text-slate-600">
        <div>{duration}</div>
        <div className="my-1 h-px bg-slate-300" aria-hidden />
        <div>
          {stops === 0
            ? t("nonstop")
            : t("stops", { count: stops }) +
              sep +
              slice.layovers.map((l) => t("layover", { airport: l.airport.iata, hours: Math.floor(l.minutes / 60), minutes: l.minutes % 60 })).join(", ")}
        </div>
      </div>
      <div className="text-end">
        <div className="text-lg font-semibold" dir="ltr">
          {formatClock(slice.arrivesAt, locale)}
          {/* A left-to-right mark before "+": between two Arabic-Indic numbers it would take the right-to-left side and
              show "١+" before the time. */}
          {shift > 0 ? <sup className="ms-0.5 text-xs text-red-700">{`\u200E+${formatCount(shift, locale)}`}</sup> : null}
        </div>
        <div className="text-xs text-slate-600">{slice.destination.iata}</div>
      </div>
      {/* Flight numbers are codes, printed in Latin as airlines and boarding passes print them, in every language. */}
      <p className="col-span-3 text-xs text-slate-600" dir="auto" data-testid="flight-numbers">
        {slice.segments
          .map((s) => `${s.flightNumber}${s.operating.iata !== s.marketing.iata ? ` (${t("operatedBy", { airline: s.operating.name })})` : ""}`)
          .join(sep)}
      </p>
    </div>
  );
}

type FareLinks = { fares: Offer<FlightDetails>[]; priceOf: (fare: Offer<FlightDetails>) => PriceTexts; hrefOf: (fare: Offer<FlightDetails>) => string };

const pill = "rounded-full px-2 py-0.5";

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
      {d.slices.map((s, i) => (
        <SliceRow key={i} slice={s} />
      ))}
      <AirportChangeNotice slices={d.slices} />
      <ul className="flex flex-wrap gap-2 text-xs">
        {brand && choices ? (
          <li className={`${pill} bg-slate-800 text-white`} data-testid="flight-fare-brand">
            {tb("fareBrand", { brand })}
          </li>
        ) : null}
        <li className={`${pill} bg-slate-100 text-slate-800`}>{bags}</li>
        <li className={`${pill} ${refund.kind === "none" ? "bg-slate-100 text-slate-800" : "bg-green-100 text-green-900"}`} data-testid="flight-refund-terms">
          {refund.text}
        </li>
        <li className={`${pill} ${change.kind === "none" ? "bg-slate-100 text-slate-800" : "bg-blue-100 text-blue-900"}`} data-testid="flight-change-terms">
          {change.text}
        </li>
        {offer.remaining !== undefined && offer.remaining <= 3 ? (
          <li className={`${pill} bg-amber-100 text-amber-900`}>{t("seatsLeft", { count: offer.remaining })}</li>
        ) : null}
      </ul>
      {choices ? <FareChoices fares={choices.fares} priceOf={choices.priceOf} hrefOf={choices.hrefOf} label={`${d.airline.name}, ${offer.title}`} /> : null}
    </OfferCard>
  );
}
