import { buildIcs } from "@/lib/calendar/ics";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/locale/locales";
import type { OrgConfig } from "@/lib/org/org-config";
import { tripCalendar } from "./trip-calendar";
import { tripTexts } from "./trip-texts";
import { loadOwnTrip, type TripView } from "./trip-view";
import { openGuestTrip } from "@/lib/orders/guest/manage-booking";

type CalendarFile = { filename: string; body: string };

/** The member's own trip as an iCalendar file; anyone else's reference is "not found", never "forbidden". */
export async function ownTripCalendarFile(reference: string, input: { org: OrgConfig; userId: number; locale: Locale }): Promise<CalendarFile> {
  const trip = await loadOwnTrip(reference, input.org, input.userId);
  if (!trip) throw new AppError("NOT_FOUND", "No such booking.");
  return tripCalendarFile(trip, input);
}

/** A guest's trip as an iCalendar file, its events linking back to the guest's manage page rather than to My Trips. */
export async function guestTripCalendarFile(token: string, input: { org: OrgConfig; locale: Locale }): Promise<CalendarFile> {
  const { trip, manageUrl } = await openGuestTrip({ token, org: input.org });
  return tripCalendarFile(trip, input, manageUrl);
}

async function tripCalendarFile(trip: TripView, input: { org: OrgConfig; locale: Locale }, tripUrl?: string): Promise<CalendarFile> {
  const texts = await tripTexts(input.org, input.locale, trip.reference);
  const body = buildIcs(
    tripCalendar(trip, { ...texts, tripUrl: tripUrl ?? texts.tripUrl, timeZone: input.org.timeZone, orgName: input.org.name, locale: input.locale }),
  );
  return { filename: `${trip.reference}.ics`, body };
}
