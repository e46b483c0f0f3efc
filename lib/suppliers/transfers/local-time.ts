import { offsetMinutes } from "../wall-clock.mjs";

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
