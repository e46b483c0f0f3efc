import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { moneyFormatter } from "@/lib/locale/display-money";
import { formatDate } from "@/lib/locale/format";
import { formatClock } from "@/lib/locale/numbers";
import { partSeparator } from "@/lib/locale/part-separator";
import { catalogueName } from "@/lib/locale/catalogue-name";
import { airportCityIn } from "@/lib/places/airport-city-names";
import { airportNameIn } from "@/lib/suppliers/airport-names";
import { getRequestContext } from "@/lib/http/page-context";
import type { AirportRef, FlightDetails, FlightSegment, FlightSlice } from "@/lib/suppliers/flights/types";
import type { Offer } from "@/lib/suppliers/seam";
import { offerStatement } from "@/lib/terms/of";
import { termsBadge } from "@/lib/terms/words";
import { termsWords } from "@/components/orders/policy-text";
import { AirportChangeNotice } from "./airport-change-notice";

type T = Awaited<ReturnType<typeof getTranslations<"Flights.summary">>>;
/** What every part of the summary reads a time, a day and a place in: the visitor's language. */
type Reading = { t: T; locale: string; sep: string; day: (iso: string, zone: string) => string; fare: (brand: string) => string };

/** A place name kept whole inside a sentence of either direction: Latin names would otherwise carry the arrow between
 * them into their own left-to-right run and point it backwards on an Arabic page. */
const isolate = (name: string) => `\u2068${name}\u2069`;
const hours = (minutes: number, t: T) => t("duration", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });

/** "08:10 LHR · Tue, Dec 1": a local time at an airport (the airport's own wall clock, as the ticket prints it), with its day there. */
function TimeAt({ iso, airport, r }: { iso: string; airport: AirportRef; r: Reading }) {
  return (
    <p>
      <span dir="ltr" className="font-semibold">
        {formatClock(iso, r.locale)}
      </span>{" "}
      {airport.iata}
      <span className="text-slate-600">
        {r.sep}
        {r.day(iso, airport.timeZone)}
      </span>
    </p>
  );
}

function Segment({ segment, r }: { segment: FlightSegment; r: Reading }) {
  const { t, sep } = r;
  const operated = segment.operating.iata !== segment.marketing.iata;
  return (
    <li className="space-y-1" data-testid="summary-segment">
      <p className="font-medium">
        {segment.marketing.name}
        {sep}
        <span dir="ltr">{segment.flightNumber}</span>
        {operated ? <span className="block text-xs font-normal text-slate-600">{t("operatedBy", { airline: segment.operating.name })}</span> : null}
      </p>
      <TimeAt iso={segment.departsAt} airport={segment.origin} r={r} />
      <TimeAt iso={segment.arrivesAt} airport={segment.destination} r={r} />
      <p className="text-xs text-slate-600">
        {t("route", { from: isolate(airportNameIn(segment.origin, r.locale)), to: isolate(airportNameIn(segment.destination, r.locale)) })}
        {sep}
        {hours(segment.durationMinutes, t)}
      </p>
    </li>
  );
}

function Slice({ slice, index, count, r }: { slice: FlightSlice; index: number; count: number; r: Reading }) {
  const { t, sep, locale } = r;
  const stops = slice.segments.length - 1;
  return (
    <section className="space-y-2 border-t border-slate-100 pt-3" data-testid="summary-slice">
      <h3 className="font-semibold">
        {count > 1 ? (index === 0 ? t("outbound") : t("inbound")) : t("flight")}
        {sep}
        {t("route", { from: isolate(airportCityIn(slice.origin.city, locale)), to: isolate(airportCityIn(slice.destination.city, locale)) })}
      </h3>
      <p className="text-sm text-slate-700">
        {hours(slice.durationMinutes, t)}
        {sep}
        {stops === 0 ? t("nonstop") : t("stops", { count: stops })}
        {slice.fareBrand ? `${sep}${t("fareBrand", { brand: r.fare(slice.fareBrand) })}` : ""}
      </p>
      <ol className="space-y-3 text-sm">
        {slice.segments.map((segment, i) => {
          const layover = i > 0 ? slice.layovers[i - 1] : undefined;
          return [
            layover ? (
              <li key={`l${i}`} className="rounded bg-amber-50 px-2 py-1 text-xs text-amber-900" data-testid="summary-layover">
                {t("layover", { city: airportCityIn(layover.airport.city, locale), airport: layover.airport.iata, duration: hours(layover.minutes, t) })}
              </li>
            ) : null,
            <Segment key={`s${i}`} segment={segment} r={r} />,
          ];
        })}
      </ol>
    </section>
  );
}

/** The checkout's account of a flight offer: every slice and flight with local times, stops, baggage and fare rules. */
export async function FlightSummary({ offer }: { offer: Offer<FlightDetails> }) {
  const [t, tf, fares, locale, { currency }] = await Promise.all([
    getTranslations("Flights.summary"),
    getTranslations("Flights.form"),
    getTranslations("Flights.summary.fares"),
    getLocale(),
    getRequestContext(),
  ]);
  const [money, words] = await Promise.all([moneyFormatter(locale, currency), termsWords(locale)]);
  const d = offer.details;
  // The refund row is the terms engine's (lib/terms), as the results' badge, the checkout's policy and the trip page.
  const refund = termsBadge(offerStatement(offer, new Date()), words);
  const day = (iso: string, zone: string) => formatDate(iso, locale, zone, { weekday: "short", day: "numeric", month: "short" });
  const penalty = (minor: number | null) => (minor ? t("penalty", { amount: money.display(minor, d.conditions.currency) }) : t("free"));
  return (
    <div className="space-y-3" data-testid="flight-summary">
      <p className="font-semibold" data-testid="summary-airline">
        {d.airline.name}
        {partSeparator(locale)}
        {tf(d.cabin)}
      </p>
      <AirportChangeNotice slices={d.slices} />
      {d.slices.map((slice, i) => (
        <Slice
          key={i}
          slice={slice}
          index={i}
          count={d.slices.length}
          r={{ t, locale, sep: partSeparator(locale), day, fare: (brand) => catalogueName(fares, brand) }}
        />
      ))}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-slate-100 pt-3 text-sm">
        <dt className="text-slate-600">{t("baggage")}</dt>
        <dd data-testid="summary-baggage">{t("bags", { carryOn: d.baggage.carryOn, checked: d.baggage.checked })}</dd>
        <dt className="text-slate-600">{t("refunds")}</dt>
        <dd data-testid="summary-refund" data-kind={refund.kind}>
          {refund.text}
        </dd>
        <dt className="text-slate-600">{t("changes")}</dt>
        <dd>{d.conditions.changeable ? penalty(d.conditions.changePenaltyMinor) : t("notAllowed")}</dd>
        <dt className="text-slate-600">{t("passengers")}</dt>
        <dd>{t("passengerCount", { count: d.passengers.length })}</dd>
      </dl>
    </div>
  );
}
