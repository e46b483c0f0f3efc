import { dateTimeFormat } from "@/lib/locale/intl-cache";

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(timeZone: string, at: number): number {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return Math.round((wall - Math.floor(at / 60_000) * 60_000) / 60_000);
}

function withOffset(wallMs: number, offset: number): string {
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${new Date(wallMs).toISOString().slice(0, 19)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * A wall-clock time in a zone as an ISO instant with its offset ("2027-01-31T14:30:00+01:00"), `plusMinutes` later.
 * Two passes find the offset in force at that wall time, summer time included.
 */
export function zonedIso(date: string, time: string, timeZone: string, plusMinutes = 0): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let offset = offsetMinutes(timeZone, wall);
  offset = offsetMinutes(timeZone, wall - offset * 60_000);
  const start = wall - offset * 60_000;
  const end = start + plusMinutes * 60_000;
  const endOffset = offsetMinutes(timeZone, end);
  return withOffset(end + endOffset * 60_000, endOffset);
}
