import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { formatDate } from "@/lib/locale/format";
import { formatClock } from "@/lib/locale/numbers";
import { partSeparator } from "@/lib/locale/part-separator";
import { catalogueName } from "@/lib/locale/catalogue-name";
import { airportCityIn } from "@/lib/places/airport-city-names";
import { airportNameIn } from "@/lib/suppliers/airport-names";
import type { AirportRef, FlightDetails, FlightSegment, FlightSlice } from "@/lib/suppliers/flights/types";
import type { Offer } from "@/lib/suppliers/seam";
import { SummaryRows } from "@/components/ui/summary-rows";
import { AirportChangeNotice } from "./airport-change-notice";
import { fareFacts } from "@/lib/flights/fare-words";

/** A place name kept whole inside a sentence of either direction: Latin names would otherwise carry the arrow between
 * them into their own left-to-right run and point it backwards on an Arabic page. */
const isolate = (name: string) => `\u2068${name}\u2069`;

/** The checkout's account of a flight offer: every slice and flight with local times, stops, baggage and fare rules. */
export async function FlightSummary({ offer }: { offer: Offer<FlightDetails> }) {
  const [t, tf, fares, locale, facts] = await Promise.all([
    getTranslations("Flights.summary"),
    getTranslations("Flights.form"),
    getTranslations("Flights.summary.fares"),
    getLocale(),
    fareFacts(),
  ]);
  const d = offer.details;
  const sep = partSeparator(locale);
  const { bags, refund, change } = facts(offer);
  const hours = (minutes: number) => t("duration", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  // "08:10 LHR · Tue, Dec 1": a local time at an airport (its own wall clock, as the ticket prints it), with its day there.
  const timeAt = (iso: string, airport: AirportRef) => (
    <p>
      <span dir="ltr" className="font-semibold">
        {formatClock(iso, locale)}
      </span>{" "}
      {airport.iata}
      <span className="text-slate-600">
        {sep}
        {formatDate(iso, locale, airport.timeZone, { weekday: "short", day: "numeric", month: "short" })}
      </span>
    </p>
  );
  const segment = (s: FlightSegment, key: string) => (
    <li key={key} className="space-y-1" data-testid="summary-segment">
      <p className="font-medium">
        {s.marketing.name}
        {sep}
        <span dir="ltr">{s.flightNumber}</span>
        {s.operating.iata !== s.marketing.iata ? (
          <span className="block text-xs font-normal text-slate-600">{t("operatedBy", { airline: s.operating.name })}</span>
        ) : null}
      </p>
      {timeAt(s.departsAt, s.origin)}
      {timeAt(s.arrivesAt, s.destination)}
      <p className="text-xs text-slate-600">
        {t("route", { from: isolate(airportNameIn(s.origin, locale)), to: isolate(airportNameIn(s.destination, locale)) })}
        {sep}
        {hours(s.durationMinutes)}
      </p>
    </li>
  );
  const slice = (sl: FlightSlice, index: number) => {
    const stops = sl.segments.length - 1;
    return (
      <section key={index} className="space-y-2 border-t border-slate-100 pt-3" data-testid="summary-slice">
        <h3 className="font-semibold">
          {d.slices.length > 1 ? (index === 0 ? t("outbound") : t("inbound")) : t("flight")}
          {sep}
          {t("route", { from: isolate(airportCityIn(sl.origin.city, locale)), to: isolate(airportCityIn(sl.destination.city, locale)) })}
        </h3>
        <p className="text-sm text-slate-700">
          {hours(sl.durationMinutes)}
          {sep}
          {stops === 0 ? t("nonstop") : t("stops", { count: stops })}
          {sl.fareBrand ? `${sep}${t("fareBrand", { brand: catalogueName(fares, sl.fareBrand) })}` : ""}
        </p>
        <ol className="space-y-3 text-sm">
          {sl.segments.map((s, i) => {
            const layover = i > 0 ? sl.layovers[i - 1] : undefined;
            return [
              layover ? (
                <li key={`l${i}`} className="rounded bg-amber-50 px-2 py-1 text-xs text-amber-900" data-testid="summary-layover">
                  {t("layover", { city: airportCityIn(layover.airport.city, locale), airport: layover.airport.iata, duration: hours(layover.minutes) })}
                </li>
              ) : null,
              segment(s, `s${i}`),
            ];
          })}
        </ol>
      </section>
    );
  };
  return (
    <div className="space-y-3" data-testid="flight-summary">
      <p className="font-semibold" data-testid="summary-airline">
        {d.airline.name}
        {sep}
        {tf(d.cabin)}
      </p>
      <AirportChangeNotice slices={d.slices} />
      {d.slices.map(slice)}
      <SummaryRows
        className="space-y-2 border-t border-slate-100 pt-3 text-sm"
        rows={[
          { label: t("baggage"), value: bags, valueData: { "data-testid": "summary-baggage" } },
          { label: t("refunds"), value: refund.text, valueData: { "data-testid": "summary-refund", "data-kind": refund.kind } },
          { label: t("changes"), value: change.text, valueData: { "data-testid": "summary-change", "data-kind": change.kind } },
          { label: t("passengers"), value: t("passengerCount", { count: d.passengers.length }) },
        ]}
      />
    </div>
  );
}
