/**
 * An iCalendar file (RFC 5545) of a trip's items, for "Add to calendar". Pure: no clock, no database.
 *   - lines end with CRLF (§3.1) and are folded at 75 octets, a continuation starting with one space, never inside a
 *     UTF-8 sequence;
 *   - TEXT values escape backslash, semicolon, comma and line breaks (§3.3.11);
 *   - a stay is all-day: DTSTART/DTEND as DATE values, DTEND the check-out day (exclusive, as §3.6.1 wants);
 *   - a timed item (flight, car, transfer, activity, cruise) is written in UTC (form #2 of §3.3.5, which needs no
 *     VTIMEZONE) — an exact instant every calendar shows in its owner's zone;
 *   - UID is given by the caller, stable per order item, so importing twice updates rather than duplicates.
 */
export type IcsEvent = {
  uid: string;
  summary: string;
  description?: string;
  location?: string;
  /** geo: latitude and longitude of the place (§3.8.1.6). */
  geo?: { lat: number; lng: number } | null;
  url?: string;
  /** All day: calendar days (YYYY-MM-DD), `end` exclusive. Timed: instants. */
  start: { date: string } | { at: Date };
  end: { date: string } | { at: Date };
  cancelled?: boolean;
};

export type IcsCalendar = { prodId: string; name?: string; stamp: Date; events: IcsEvent[] };

const CRLF = "\r\n";
const MAX_OCTETS = 75;
const utf8 = new TextEncoder();

/** TEXT escaping of §3.3.11. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds one content line into lines of at most 75 octets (§3.1), splitting between characters, never inside one. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = utf8.encode(ch).length;
    // A continuation line's leading space counts towards its 75 octets.
    const limit = out.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** DATE-TIME in UTC: 20261201T131000Z. */
export function utcDateTime(at: Date): string {
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;
}

function when(name: "DTSTART" | "DTEND", value: IcsEvent["start"]): string {
  return "date" in value ? `${name};VALUE=DATE:${value.date.replace(/-/g, "")}` : `${name}:${utcDateTime(value.at)}`;
}

export function buildIcs(cal: IcsCalendar): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${escapeText(cal.prodId)}`, "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  if (cal.name) lines.push(`X-WR-CALNAME:${escapeText(cal.name)}`);
  for (const e of cal.events) {
    lines.push("BEGIN:VEVENT", `UID:${e.uid}`, `DTSTAMP:${utcDateTime(cal.stamp)}`, when("DTSTART", e.start), when("DTEND", e.end));
    lines.push(`SUMMARY:${escapeText(e.summary)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    if (e.geo) lines.push(`GEO:${e.geo.lat.toFixed(6)};${e.geo.lng.toFixed(6)}`);
    if (e.url) lines.push(`URL:${e.url}`);
    lines.push(`STATUS:${e.cancelled ? "CANCELLED" : "CONFIRMED"}`, "TRANSP:OPAQUE", "END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}
