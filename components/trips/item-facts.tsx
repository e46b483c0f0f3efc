import { getLocale } from "next-intl/server";
import { getFormatter } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import type { TripItem } from "@/lib/orders/trip-view";
import { clockText, mapUrl, type Format, type TripT } from "@/lib/orders/trip-words";
import { placeTimeText } from "@/lib/orders/place-time";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import type { CarDetails, CarPoint } from "@/lib/suppliers/cars/types";
import type { TransferDetails } from "@/lib/suppliers/transfers/types";
import type { CruiseDetails } from "@/lib/suppliers/cruises/types";
import { bookedCabinText } from "@/lib/cruises/cabin-words";
import { catalogueName } from "@/lib/locale/catalogue-name";
import { AirportChangeNotice } from "@/components/flights/airport-change-notice";
import { flightExtrasLines } from "@/lib/orders/flight-extras-words";
import { carExtrasLines } from "@/lib/orders/car-extras-words";
import { formatMoney } from "@/lib/locale/format";
import { termsTexts } from "@/lib/cars/car-words";
import { partSeparator } from "@/lib/locale/part-separator";
import { airportCityIn } from "@/lib/places/airport-city-names";
import { termsWords } from "@/lib/terms/page-words";
import { changeTerms, changeText } from "@/lib/terms/change";

/** The kind's own facts of one order item: flight segments, car desks, the transfer's meeting point, the cruise. */
export async function ItemFacts({ item }: { item: TripItem }) {
  const format = await getFormatter();
  switch (item.kind) {
    case "FLIGHT":
      return <FlightFacts details={item.details as FlightDetails} format={format} />;
    case "CAR":
      return <CarFacts item={item} details={item.details as CarDetails} format={format} />;
    case "TRANSFER":
      return <TransferFacts item={item} details={item.details as TransferDetails} format={format} />;
    case "CRUISE":
      return <CruiseFacts item={item} details={item.details as CruiseDetails} format={format} />;
    default:
      return null;
  }
}

async function FlightFacts({ details, format }: { details: FlightDetails; format: Format }) {
  const t = await getTranslations("Trip");
  const locale = await getLocale();
  const sep = partSeparator(locale);
  const [f, fares, words] = await Promise.all([getTranslations("Flights.summary"), getTranslations("Flights.summary.fares"), termsWords(locale)]);
  const change = changeTerms(details);
  return (
    <div className="space-y-3" data-testid="flight-facts">
      <AirportChangeNotice slices={details.slices} />
      {details.slices.map((slice, s) => (
        <div key={s}>
          <p className="text-sm font-semibold">{s === 0 ? f("outbound") : f("inbound")}</p>
          <ol className="mt-1 space-y-2">
            {slice.segments.map((seg, i) => (
              <li key={i} className="rounded-lg bg-slate-50 p-3 text-sm" data-testid="flight-segment">
                <p className="font-semibold">
                  {seg.flightNumber}
                  {sep}
                  {seg.marketing.name}
                </p>
                <p>
                  {t("departs")}:{" "}
                  <bdi>
                    {airportCityIn(seg.origin.city, locale)} ({seg.origin.iata})
                  </bdi>
                  {sep}
                  {placeTimeText(format, seg.departsAt, seg.origin.timeZone)}
                </p>
                <p>
                  {t("arrives")}:{" "}
                  <bdi>
                    {airportCityIn(seg.destination.city, locale)} ({seg.destination.iata})
                  </bdi>
                  {sep}
                  {placeTimeText(format, seg.arrivesAt, seg.destination.timeZone)}
                </p>
                {seg.operating.iata !== seg.marketing.iata ? <p className="text-slate-600">{f("operatedBy", { airline: seg.operating.name })}</p> : null}
              </li>
            ))}
          </ol>
        </div>
      ))}
      {details.slices[0]?.fareBrand ? (
        <p className="text-sm" data-testid="flight-fare">
          {t("fare", { brand: catalogueName(fares, details.slices[0].fareBrand), carryOn: details.baggage.carryOn, checked: details.baggage.checked })}
        </p>
      ) : null}
      {change ? (
        <p className="text-sm" data-testid="flight-change-terms" data-kind={change.kind}>
          {changeText(change, words)}
        </p>
      ) : null}
      <FlightExtrasFacts t={t} format={format} details={details} />
      <p className="text-xs text-slate-600">{t("localTimes")}</p>
    </div>
  );
}

/** The seats and extra bags booked with the flight, when any. */
function FlightExtrasFacts({ t, format, details }: { t: Awaited<ReturnType<typeof getTranslations<"Trip">>>; format: Format; details: FlightDetails }) {
  return <FactLines title={t("extras")} lines={flightExtrasLines(t as unknown as TripT, format, details)} testId="flight-extras-facts" />;
}

/** A titled list of an item's lines (its extras, its terms), or nothing when there are none. */
function FactLines({ title, lines, testId }: { title: string; lines: string[]; testId: string }) {
  if (lines.length === 0) return null;
  return (
    <div data-testid={testId}>
      <p className="text-sm font-semibold">{title}</p>
      <ul className="mt-1 space-y-1 text-sm">
        {lines.map((line) => (
          <li key={line}>
            <bdi>{line}</bdi>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Point({ label, point, when }: { label: string; point: CarPoint; when: string }) {
  return (
    <div className="text-sm">
      <p className="font-semibold">{label}</p>
      <p>{when}</p>
      <p>
        {point.name}, {point.address}
      </p>
      <MapLink lat={point.latitude} lng={point.longitude} />
    </div>
  );
}

async function CarFacts({ item, details, format }: { item: TripItem; details: CarDetails; format: Format }) {
  const t = await getTranslations("Trip");
  const tc = await getTranslations("Cars");
  const locale = await getLocale();
  const sep = partSeparator(locale);
  const extras = carExtrasLines(t as unknown as TripT, locale, details);
  // The rental company's terms as booked (absent on cars booked before they were kept), in the price's currency.
  const currency = details.currency;
  const terms = currency ? termsTexts(tc, details, (minor) => formatMoney(minor, currency, locale)) : [];
  return (
    <div className="space-y-2" data-testid="car-facts">
      <p className="text-sm">
        {details.name}
        {sep}
        {details.supplier.name}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Point label={t("pickUp")} point={details.pickup} when={placeTimeText(format, item.startsAt, item.timeZone)} />
        <Point label={t("dropOff")} point={details.dropoff} when={placeTimeText(format, item.endsAt, item.endTimeZone)} />
      </div>
      <FactLines title={t("carExtras")} lines={extras} testId="car-extras-facts" />
      <FactLines title={t("carTerms")} lines={terms.map((line) => line.text)} testId="car-terms-facts" />
      <p className="text-xs text-slate-600">{t("localTimes")}</p>
    </div>
  );
}

async function TransferFacts({ item, details, format }: { item: TripItem; details: TransferDetails; format: Format }) {
  const t = await getTranslations("Trip");
  const sep = partSeparator(await getLocale());
  const airport = `${details.airport.name} (${details.airport.code})`;
  const [from, to] = details.direction === "from-airport" ? [airport, details.place] : [details.place, airport];
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]" data-testid="transfer-facts">
      <dt className="font-semibold">{t("pickUp")}</dt>
      <dd>
        <span data-testid="transfer-pick-up-time">{placeTimeText(format, item.startsAt, item.timeZone)}</span>
        {sep}
        {from}
      </dd>
      <dt className="font-semibold">{t("dropOff")}</dt>
      <dd>{to}</dd>
      <dt className="font-semibold">{t("meetingPoint")}</dt>
      <dd data-testid="meeting-point">{details.meetingPoint}</dd>
      <dt className="font-semibold">{t("vehicle")}</dt>
      <dd>
        {details.vehicleDescription}
        {sep}
        {details.provider}
      </dd>
    </dl>
  );
}

async function CruiseFacts({ item, details, format }: { item: TripItem; details: CruiseDetails; format: Format }) {
  const t = await getTranslations("Trip");
  const sep = partSeparator(await getLocale());
  const c = await getTranslations("Cruises");
  return (
    <div className="space-y-2 text-sm" data-testid="cruise-facts">
      <p>
        {details.ship.name}
        {sep}
        {details.line.name}
      </p>
      <p>
        {t("cabin")}: <span data-testid="trip-cabin">{bookedCabinText(c, details.cabin, await getLocale())}</span>
      </p>
      <p data-testid="cruise-sails">
        {t("departs")}: {placeTimeText(format, item.startsAt, item.timeZone)}
        <br />
        {t("arrives")}: {placeTimeText(format, item.endsAt, item.endTimeZone)}
      </p>
      <table className="w-full text-start">
        <caption className="text-start font-semibold">{c("itinerary.title")}</caption>
        <thead className="text-slate-600">
          <tr>
            <th className="text-start font-normal">{c("itinerary.date")}</th>
            <th className="text-start font-normal">{c("itinerary.port")}</th>
            <th className="text-start font-normal">{c("itinerary.arrive")}</th>
            <th className="text-start font-normal">{c("itinerary.depart")}</th>
          </tr>
        </thead>
        <tbody>
          {details.itinerary.map((d) => (
            <tr key={d.day} className="border-t border-slate-100">
              <td>{format.dateTime(new Date(`${d.date}T12:00:00Z`), { calendar: "gregory", timeZone: "UTC", day: "numeric", month: "short" })}</td>
              <td>{d.port ? d.port.name : c("itinerary.atSea")}</td>
              <td>{d.arrive ? clockText(format, d.arrive) : "—"}</td>
              <td>{d.depart ? clockText(format, d.depart) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export async function MapLink({ lat, lng }: { lat: number; lng: number }) {
  const t = await getTranslations("Trip");
  return (
    <a
      href={mapUrl(lat, lng)}
      target="_blank"
      rel="noopener noreferrer"
      className="text-sm font-semibold text-brand underline print:hidden"
      data-testid="map-link"
    >
      {t("map")}
    </a>
  );
}
