/**
 * Wall-clock times in IANA time zones, as suppliers write them (a local time without an offset, the place's zone
 * alongside): Duffel's segment times are read with it, and the stand-ins write theirs with it. Plain JavaScript so
 * the stand-in processes can import it too.
 */

/**
 * One formatter per time zone, made once: building an Intl.DateTimeFormat costs far more than using one, and a return
 * search converts thousands of segment times (it was most of a flight search's CPU).
 */
const wallClocks = new Map();

function wallClock(timeZone) {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** The UTC offset of a time zone at an instant, in minutes. */
export function offsetMinutes(timeZone, instantMs) {
  const parts = wallClock(timeZone).formatToParts(new Date(instantMs));
  const get = (type) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / 60000);
}

/** The instant of a wall-clock time ("YYYY-MM-DDTHH:MM") in a time zone. */
export function localToInstant(local, timeZone) {
  const wall = Date.parse(`${local}:00Z`);
  let instant = wall - offsetMinutes(timeZone, wall) * 60000;
  // A second pass settles times near a daylight-saving change.
  instant = wall - offsetMinutes(timeZone, instant) * 60000;
  return instant;
}

/** The wall-clock time of an instant in a time zone, as Duffel writes it: "YYYY-MM-DDTHH:MM:SS" (no offset). */
export function instantToLocal(instantMs, timeZone) {
  const shifted = instantMs + offsetMinutes(timeZone, instantMs) * 60000;
  return new Date(shifted).toISOString().slice(0, 19);
}
