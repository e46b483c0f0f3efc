import { offsetMinutes } from "../../../../lib/suppliers/wall-clock.mjs";

function pad(n) {
  return String(n).padStart(2, "0");
}

/**
 * The instant a local wall-clock time in a time zone names, written as ISO 8601 with that zone's offset then
 * ("2027-03-07T16:00:00-05:00"). Ship times are set away from the small hours, where daylight-saving gaps fall.
 */
export function zonedIso(date, time, timeZone) {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let offset = offsetMinutes(timeZone, wall);
  offset = offsetMinutes(timeZone, wall - offset * 60_000);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${date}T${pad(hh)}:${pad(mm)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
