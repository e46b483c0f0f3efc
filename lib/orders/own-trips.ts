import { listReservations, splitTrips } from "@/lib/orders/list-orders";
import { moneyFormatter } from "@/lib/locale/display-money";
import type { Locale } from "@/lib/locale/locales";
import { namesFor, translatorFor } from "@/lib/locale/translations";
import { todayIn } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { tripCards, type TripCard } from "./trip-cards";

/** A member's trips as My Trips shows them (upcoming, then past and cancelled) or as the booking history does (all). */
export type OwnTrips = { view: "trips"; upcoming: TripCard[]; past: TripCard[] } | { view: "history"; all: TripCard[] };

/**
 * The member's own trips, written in `locale` with amounts in `currency`: what the My Trips and booking history pages
 * show, whether the page was rendered for the member or a page shared by every member asked GET /api/trips.
 */
export async function ownTrips(input: { userId: number; org: OrgConfig; locale: Locale; currency: string; view: OwnTrips["view"] }): Promise<OwnTrips> {
  const { userId, org, locale, currency, view } = input;
  const today = todayIn(org.timeZone);
  const [all, words] = await Promise.all([listReservations(userId, org.id, org.timeZone), tripWords(locale, org.timeZone, currency)]);
  if (view === "history") return { view, all: tripCards(all, words) };
  const { upcoming, past } = splitTrips(all, today);
  return { view, upcoming: tripCards(upcoming, words), past: tripCards(past, words) };
}

/**
 * What trip cards are written with (lib/orders/trip-cards.ts): the "Trips", "Wallet" and "Checkout" (chargedAbout)
 * texts, the room names, and the visitor's money.
 */
export async function tripWords(locale: Locale, timeZone: string, currency: string) {
  const [money, t, tw, tc, rooms] = await Promise.all([
    moneyFormatter(locale, currency),
    translatorFor(locale, timeZone, "Trips"),
    translatorFor(locale, timeZone, "Wallet"),
    translatorFor(locale, timeZone, "Checkout"),
    namesFor(locale, timeZone, "Rooms"),
  ]);
  return { t, tw, tc, money, locale, timeZone, rooms };
}
