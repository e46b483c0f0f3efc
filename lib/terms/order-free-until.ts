import { todayIn } from "@/lib/org/calendar";
import type { Deadline, Statement } from "./types";

/**
 * Until when a whole order is free to cancel, now: the earliest end of its items' free periods, or null when any item
 * is not free now. A free period lasting until the item starts ends at its start, on its place's clock (`zones`).
 */
export function orderFreeUntil(statements: readonly Statement[], zones: readonly string[], calendarZone: string): Deadline | null {
  if (statements.length === 0 || statements.some((s) => !s.cancellable || s.now.kind !== "all")) return null;
  const ends: Deadline[] = statements.map((s, n) => s.until ?? { at: s.startsAt, timeZone: zones[n] });
  return ends.reduce((a, b) => {
    const da = dayOf(a, calendarZone);
    const db = dayOf(b, calendarZone);
    if (da !== db) return da < db ? a : b;
    // The same day: an instant ends before the day does.
    return "at" in a ? a : b;
  });
}

function dayOf(d: Deadline, calendarZone: string): string {
  return "day" in d ? d.day : todayIn(calendarZone, new Date(d.at));
}
