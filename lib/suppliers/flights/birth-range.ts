import { addDays } from "@/lib/org/calendar";
import { yearsBefore } from "@/lib/calendar/age";
import type { PassengerType } from "./types";

/** The birth dates that make each type for the whole trip (./passenger-check.ts), for the date inputs. */
export function birthRange(type: PassengerType, firstDay: string, lastDay: string): { min: string; max: string } {
  const today = new Date().toISOString().slice(0, 10);
  if (type === "adult") return { min: "1900-01-01", max: yearsBefore(firstDay, 12) };
  if (type === "child") return { min: addDays(yearsBefore(firstDay, 12), 1), max: yearsBefore(lastDay, 2) };
  return { min: addDays(yearsBefore(lastDay, 2), 1), max: today };
}
