import { monthsAfter } from "@/lib/calendar/age";
import { addDays } from "@/lib/org/calendar";

/** The birth dates that make a guest `age` on `sailingDay`, and at least `minAgeMonths` old then. */
export function birthRangeForAge(sailingDay: string, age: number, minAgeMonths = 0): { min: string; max: string } {
  const max = monthsAfter(sailingDay, -12 * age);
  const youngest = monthsAfter(sailingDay, -minAgeMonths);
  return { min: addDays(monthsAfter(sailingDay, -12 * (age + 1)), 1), max: youngest < max ? youngest : max };
}
