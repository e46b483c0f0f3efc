import type { IcsCalendar, IcsEvent } from "@/lib/calendar/ics";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import type { TransferDetails } from "@/lib/suppliers/transfers/types";
import type { CarDetails } from "@/lib/suppliers/cars/types";
import { bookingRefLine } from "./booking-ref-words";
import type { TripItem, TripView } from "./trip-view";
import { clockText, venueText, type Format, type TripT } from "./trip-words";
import { termsText, type TermsWords } from "@/lib/terms/words";
import { placeTimeText } from "./place-time";
import { flightExtrasLines } from "./flight-extras-words";
import { carExtrasLines } from "./car-extras-words";
import type { NameGroup } from "@/lib/locale/catalogue-name";
import { partSeparator } from "@/lib/locale/part-separator";
import { airportCityIn } from "@/lib/places/airport-city-names";
import { itemTitle } from "./item-title";

/** `rooms` and `locale`: a catalogue stay's title is said in the reader's language (./item-title.ts). */
type Ctx = {
  t: TripT;
  format: Format;
  terms: TermsWords;
  timeZone: string;
  orgName: string;
  tripUrl: string;
  host: string;
  rooms: NameGroup;
  locale: string;
};

/**
 * The calendar of one trip: a stay as all-day days (check-in to check-out), anything with a clock time — each flight
 * direction, the car from pick-up to drop-off, the transfer, the activity, the cruise — as exact instants. Each event's
 * UID is made of the order item (and the flight direction), so importing it again updates the same events.
 */
export function tripCalendar(trip: TripView, ctx: Ctx): IcsCalendar {
  return {
    prodId: `-//${ctx.orgName}//Trips//EN`,
    name: ctx.t("calendarName", { reference: trip.reference }),
    // The booking's own time: the same file every time it is downloaded.
    stamp: new Date(trip.bookedAt),
    events: trip.items.flatMap((item) => itemEvents(trip, item, ctx)),
  };
}

function itemEvents(trip: TripView, item: TripItem, ctx: Ctx): IcsEvent[] {
  const uid = (suffix = "") => `${trip.reference}-${item.id}${suffix}@${ctx.host}`;
  const cancelled = item.status === "CANCELLED";
  // A calendar shows the event on its reader's clock; the description says it on the place's, as the trip page does.
  const placeTime = item.kind === "STAY" ? [] : [placeTimeText(ctx.format, item.startsAt, item.timeZone)];
  const common = (lines: string[]) => ({
    description: [ctx.t("calendarReference", { reference: trip.reference }), ...placeTime, ...lines, termsText(item.statement, ctx.terms), ctx.tripUrl].join(
      "\n",
    ),
    url: ctx.tripUrl,
    cancelled,
  });
  const place = trip.place;
  switch (item.kind) {
    case "STAY":
      return [
        {
          uid: uid(),
          summary: itemTitle(item, ctx.rooms, partSeparator(ctx.locale)),
          start: { date: item.startsAt.slice(0, 10) },
          end: { date: item.endsAt.slice(0, 10) },
          location: place ? `${place.name}, ${place.address}, ${place.city}` : undefined,
          geo: place && { lat: place.latitude, lng: place.longitude },
          ...common(
            place
              ? [
                  `${ctx.t("checkIn")}: ${ctx.t("fromTime", { time: clockText(ctx.format, place.checkInTime) })}`,
                  `${ctx.t("checkOut")}: ${ctx.t("untilTime", { time: clockText(ctx.format, place.checkOutTime) })}`,
                ]
              : [],
          ),
        },
      ];
    case "FLIGHT":
      return (item.details as FlightDetails).slices.map((slice, i) => ({
        uid: uid(`-${i + 1}`),
        summary: `${slice.segments.map((s) => s.flightNumber).join(", ")} ${airportCityIn(slice.origin.city, ctx.locale)} (${slice.origin.iata}) → ${airportCityIn(slice.destination.city, ctx.locale)} (${slice.destination.iata})`,
        start: { at: new Date(slice.departsAt) },
        end: { at: new Date(slice.arrivesAt) },
        location: `${slice.origin.name} (${slice.origin.iata})`,
        ...common([...[bookingRefLine(item, ctx.t)].filter((line) => line !== null), ...flightExtrasLines(ctx.t, ctx.format, item.details, i)]),
      }));
    case "CAR": {
      const d = item.details as CarDetails;
      return [
        {
          uid: uid(),
          summary: `${item.title}${partSeparator(ctx.locale)}${d.supplier.name}`,
          start: { at: new Date(item.startsAt) },
          end: { at: new Date(item.endsAt) },
          location: `${d.pickup.name}, ${d.pickup.address}`,
          geo: { lat: d.pickup.latitude, lng: d.pickup.longitude },
          ...common([
            `${ctx.t("pickUp")}: ${d.pickup.name}, ${d.pickup.address}`,
            `${ctx.t("dropOff")}: ${d.dropoff.name}, ${d.dropoff.address}`,
            ...carExtrasLines(ctx.t, ctx.locale, d),
          ]),
        },
      ];
    }
    case "TRANSFER": {
      const d = item.details as TransferDetails;
      const start = new Date(item.startsAt);
      return [
        {
          uid: uid(),
          summary: item.title,
          start: { at: start },
          end: { at: new Date(start.getTime() + Math.max(d.durationMinutes, 1) * 60_000) },
          location: d.direction === "from-airport" ? `${d.airport.name} (${d.airport.code})` : d.place,
          ...common([...[bookingRefLine(item, ctx.t)].filter((line) => line !== null), `${ctx.t("meetingPoint")}: ${d.meetingPoint}`]),
        },
      ];
    }
    default: {
      // An activity, a cruise: from its start to its end (an activity with no length of its own takes no time). An
      // activity is at the order's place only when that is its own property (an itinerary's place is its stay's), else
      // at its own venue.
      const at = item.kind === "ACTIVITY" && place && (item.details as { propertyId?: unknown } | null)?.propertyId === place.propertyId ? place : null;
      return [
        {
          uid: uid(),
          summary: item.title,
          start: { at: new Date(item.startsAt) },
          end: { at: new Date(item.endsAt) },
          location: at ? `${at.address}, ${at.city}` : item.venue ? venueText(item.venue) : undefined,
          geo: at ? { lat: at.latitude, lng: at.longitude } : null,
          ...common([]),
        },
      ];
    }
  }
}
