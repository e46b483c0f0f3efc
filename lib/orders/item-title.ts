import { catalogueName, type NameGroup } from "@/lib/locale/catalogue-name";

/** What a catalogue stay item's title is made of, read from the catalogue when the trip is shown (./trip-view.ts). */
export type CatalogueTitle = { property: string; room: string };

/**
 * An order item's title in the reader's language: a catalogue stay's "Property · Room" made at display time, the
 * room named in that language where the catalogue's names have it (a property's own name is a name, kept) and the
 * parts set apart with the language's separator; any other item, or a stay whose room is no longer in the catalogue,
 * keeps the title stored when it was booked (written in English by the booking).
 */
export function itemTitle(item: { title: string; catalogue: CatalogueTitle | null }, rooms: NameGroup, separator: string): string {
  const c = item.catalogue;
  return c ? `${c.property}${separator}${catalogueName(rooms, c.room)}` : item.title;
}
