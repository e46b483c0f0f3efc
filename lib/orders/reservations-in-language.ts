import { catalogueName } from "@/lib/locale/catalogue-name";
import type { Locale } from "@/lib/locale/locales";
import { partSeparator } from "@/lib/locale/part-separator";
import { namesFor } from "@/lib/locale/translations";
import { orderTitle, itemTitle } from "./item-title";
import { listReservations, type ReservationView } from "./list-orders";

/**
 * A member's reservations as the API answers them (SPEC §7 myReservation, an agent's view of a client): the list
 * My Trips reads, with its titles and room names in the caller's language — the order stored them in English, and a
 * flight's route names its cities as the language does, as on the trip page.
 */
export async function reservationsInLanguage(userId: number, org: { id: number; timeZone: string }, locale: Locale): Promise<ReservationView[]> {
  const [list, rooms] = await Promise.all([listReservations(userId, org.id, org.timeZone), namesFor(locale, org.timeZone, "Rooms")]);
  const sep = partSeparator(locale);
  return list.map((r) => {
    // The stored stay title is "Property · Room" in English: the room is named again from the catalogue below.
    const items = r.items.map((i) => ({ ...i, catalogue: null }));
    return {
      ...r,
      title: orderTitle({ propertyName: r.property?.name ?? null, items }, rooms, sep, locale),
      items: r.items.map((i, n) => ({ ...i, title: itemTitle(items[n]!, rooms, sep, locale) })),
      room: r.room && catalogueName(rooms, r.room),
    };
  });
}
