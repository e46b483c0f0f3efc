import { Fragment } from "react";
import { getTranslations } from "@/lib/locale/translations";
import { readerFormats } from "@/components/ui/reader-formats";
import { airportCityIn } from "@/lib/places/airport-city-names";
import { airportNameIn } from "@/lib/suppliers/airport-names";
import type { AirportRef, FlightSegment, FlightSlice } from "@/lib/suppliers/flights/types";

/** A place name kept whole inside a sentence of either direction: Latin names would otherwise carry the arrow between
 * them into their own left-to-right run and point it backwards on an Arabic page. */
const isolate = (name: string) => `\u2068${name}\u2069`;

/**
 * One way's flights in full, as the checkout lists them: each flight's airline and number (and who operates it), its
 * local times with their days, its airports by name and its duration, and the layovers between.
 */
export async function FlightSegments({ slice }: { slice: FlightSlice }) {
  const [t, { locale, sep, clock, date }] = await Promise.all([getTranslations("Flights.summary"), readerFormats()]);
  const hours = (minutes: number) => t("duration", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  // "08:10 LHR · Tue, Dec 1": a local time at an airport (its own wall clock, as the ticket prints it), with its day there.
  const timeAt = (iso: string, airport: AirportRef) => (
    <p>
      <span dir="ltr" className="font-semibold">
        {clock(iso)}
      </span>{" "}
      {airport.iata}
      <span className="text-slate-600">
        {sep}
        {date(iso, airport.timeZone, { weekday: "short", day: "numeric", month: "short" })}
      </span>
    </p>
  );
  const segment = (s: FlightSegment) => (
    <li className="space-y-1" data-testid="summary-segment">
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
  return (
    <ol className="col-span-3 space-y-3 text-sm">
      {slice.segments.map((s, i) => {
        const layover = i > 0 ? slice.layovers[i - 1] : undefined;
        return (
          <Fragment key={i}>
            {layover ? (
              <li className="rounded bg-amber-50 px-2 py-1 text-xs text-amber-900" data-testid="summary-layover">
                {t("layover", { city: airportCityIn(layover.airport.city, locale), airport: layover.airport.iata, duration: hours(layover.minutes) })}
              </li>
            ) : null}
            {segment(s)}
          </Fragment>
        );
      })}
    </ol>
  );
}
