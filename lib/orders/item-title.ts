import { catalogueName, type NameGroup } from "@/lib/locale/catalogue-name";
import { airportCityIn } from "@/lib/places/airport-city-names";
import { routeTitle } from "@/lib/suppliers/flights/airport-changes";
import type { FlightDetails } from "@/lib/suppliers/flights/types";

/** What a catalogue stay item's title is made of, read from the catalogue when the trip is shown (./trip-view.ts). */
export type CatalogueTitle = { property: string; room: string };

/** An item as its title is made: the title stored at booking (English), and what a title in another language needs. */
export type TitledItem = { title: string; catalogue: CatalogueTitle | null; kind?: string; details?: unknown };

/**
 * An order item's title in the reader's language: a catalogue stay's "Property · Room" made at display time, the
 * room named in that language where the catalogue's names have it (a property's own name is a name, kept) and the
 * parts set apart with the language's separator; a flight's route with its airports' cities as that language names
 * them where the airports dataset does ("لندن (LHR) ⇄ نيويورك (JFK)"), given the `locale`; any other item, or a stay
 * whose room is no longer in the catalogue, keeps the title stored when it was booked (written in English).
 */
export function itemTitle(item: TitledItem, rooms: NameGroup, separator: string, locale?: string): string {
  const c = item.catalogue;
  if (c) return `${c.property}${separator}${catalogueName(rooms, c.room)}`;
  const slices = item.kind === "FLIGHT" ? (item.details as FlightDetails | null)?.slices : undefined;
  return locale && slices?.length ? routeTitle(slices, (city) => airportCityIn(city, locale)) : item.title;
}

/**
 * An order's title in the reader's language: a catalogue order's property name (a name, kept), else its items'
 * titles joined — the rule ./trip-view.ts and ./list-orders.ts apply to the stored English titles.
 */
export function orderTitle(order: { propertyName: string | null; items: readonly TitledItem[] }, rooms: NameGroup, separator: string, locale: string): string {
  return order.propertyName ?? order.items.map((i) => itemTitle(i, rooms, separator, locale)).join(" + ");
}
