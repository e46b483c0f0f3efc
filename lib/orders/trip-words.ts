import type { createFormatter } from "next-intl";
import { MOMENT } from "./place-time";

/**
 * The wording the trip page, the confirmation and the confirmation e-mail share, so they say the same facts in the
 * same words: dates in the reader's language (Gregorian calendar, whatever the locale's default), local times. The
 * cancellation terms are the terms engine's (lib/terms/words.ts).
 */
export type Format = ReturnType<typeof createFormatter>;
/** A translator of the "Trip" namespace (next-intl's createTranslator), for texts built outside a page. */
export type TripT = (key: string, values?: Record<string, string | number | Date>) => string;

const GREGORY = { calendar: "gregory" } as const;

/** A calendar day (YYYY-MM-DD), e.g. "Tue, Dec 1, 2026" / "الثلاثاء، ١ ديسمبر ٢٠٢٦". */
export function dayText(format: Format, isoDay: string, style: "long" | "medium" = "long"): string {
  const at = new Date(`${isoDay}T12:00:00Z`);
  return style === "long"
    ? format.dateTime(at, { ...GREGORY, timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" })
    : format.dateTime(at, { ...GREGORY, timeZone: "UTC", dateStyle: "medium" });
}

/** A wall-clock time (HH:MM) as the reader writes times: "3:00 PM", "15:00", "٣:٠٠ م". */
export function clockText(format: Format, hhmm: string): string {
  return format.dateTime(new Date(`2000-01-01T${hhmm}:00Z`), { timeZone: "UTC", timeStyle: "short" });
}

/** An instant as a date and time in a zone, unlabelled: for the organisation's own moments (when it was booked). */
export function localText(format: Format, at: string | Date, timeZone: string): string {
  return format.dateTime(new Date(at), { ...MOMENT, timeZone });
}

/** localText with the zone named ("Mon, Jan 4, 2027, 4:00 AM EST"): a moment not tied to a place the reader can see. */
export function zonedText(format: Format, at: string | Date, timeZone: string): string {
  return format.dateTime(new Date(at), { ...MOMENT, timeZone, timeZoneName: "short" });
}

/** An OpenStreetMap link centred on a place, with a marker. */
export function mapUrl(lat: number, lng: number): string {
  const la = lat.toFixed(5);
  const lo = lng.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=16/${la}/${lo}`;
}

/** The children's ages of a stay as booked (its order item's details; none before ages were asked). */
export function childAgesOf(item: { details: unknown } | undefined): number[] {
  const ages = (item?.details as { childAges?: unknown } | null | undefined)?.childAges;
  return Array.isArray(ages) ? ages.filter((a): a is number => typeof a === "number") : [];
}

/** An activity's participants as booked (its order item's details), or null when the item does not say. */
export function participantsOf(item: { details: unknown }): number | null {
  const guests = (item.details as { guests?: unknown } | null)?.guests;
  return typeof guests === "number" ? guests : null;
}

/**
 * The stay's own check-in and check-out days: an order of several items (a package, an agent's itinerary) spans from
 * its first item's day to its last, which need not be the stay's. The order's days where it has no stay item.
 */
export function stayDays(trip: { checkIn: string; checkOut: string; items: readonly { kind: string; startsAt: string; endsAt: string }[] }): {
  checkIn: string;
  checkOut: string;
} {
  const stay = trip.items.find((i) => i.kind === "STAY");
  return stay ? { checkIn: stay.startsAt.slice(0, 10), checkOut: stay.endsAt.slice(0, 10) } : { checkIn: trip.checkIn, checkOut: trip.checkOut };
}

/** The street address with its city, unless the address already names it. */
export function fullAddress(place: { address: string; city: string }): string {
  return place.address.toLowerCase().includes(place.city.toLowerCase()) ? place.address : `${place.address}, ${place.city}`;
}

/** Where an activity held away from the order's place is: its venue's name and address. */
export function venueText(venue: { name: string; address: string; city: string }, separator = ", "): string {
  return `${venue.name}${separator}${fullAddress(venue)}`;
}
