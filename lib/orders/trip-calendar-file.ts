import { buildIcs } from "@/lib/calendar/ics";
import { AppError } from "@/lib/http/errors";
import type { Locale } from "@/lib/locale/locales";
import type { OrgConfig } from "@/lib/org/org-config";
import { tripCalendar } from "./trip-calendar";
import { tripTexts } from "./trip-texts";
import { loadOwnTrip } from "./trip-view";

/** The member's own trip as an iCalendar file; anyone else's reference is "not found", never "forbidden". */
export async function ownTripCalendarFile(
  reference: string,
  input: { org: OrgConfig; userId: number; locale: Locale },
): Promise<{ filename: string; body: string }> {
  const trip = await loadOwnTrip(reference, input.org, input.userId);
  if (!trip) throw new AppError("NOT_FOUND", "No such booking.");
  const texts = await tripTexts(input.org, input.locale, trip.reference);
  const body = buildIcs(tripCalendar(trip, { ...texts, timeZone: input.org.timeZone, orgName: input.org.name }));
  return { filename: `${trip.reference}.ics`, body };
}
