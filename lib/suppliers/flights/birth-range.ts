import { addDays } from "@/lib/org/calendar";
import type { PassengerType } from "./types";

/** The same calendar day `years` earlier (29 February falls back to the 28th). */
function yearsBefore(iso: string, years: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y - years, m - 1, d));
  return day.getUTCMonth() === m - 1 ? day.toISOString().slice(0, 10) : new Date(Date.UTC(y - years, m, 0)).toISOString().slice(0, 10);
}

/** The birth dates that make each type for the whole trip (./passenger-check.ts), for the date inputs. */
export function birthRange(type: PassengerType, firstDay: string, lastDay: string): { min: string; max: string } {
  const today = new Date().toISOString().slice(0, 10);
  if (type === "adult") return { min: "1900-01-01", max: yearsBefore(firstDay, 12) };
  if (type === "child") return { min: addDays(yearsBefore(firstDay, 12), 1), max: yearsBefore(lastDay, 2) };
  return { min: addDays(yearsBefore(lastDay, 2), 1), max: today };
}
