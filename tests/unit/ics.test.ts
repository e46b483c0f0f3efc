import { buildIcs, escapeText, foldLine } from "@/lib/calendar/ics";

const octets = (s: string) => new TextEncoder().encode(s).length;

/**
 * RFC 5545 as the trip's calendar file must follow it:
 *   §3.1  "Lines of text SHOULD NOT be longer than 75 octets, excluding the line break … a long line can be split
 *          … by inserting a CRLF immediately followed by a single linear white-space character"; "Content lines are
 *          delimited by a line break, which is a CRLF sequence";
 *   §3.3.11 TEXT: "a BACKSLASH … SEMICOLON … COMMA … MUST be escaped", a line break is written "\n";
 *   §3.3.4/§3.3.5 DATE values for all-day events, DATE-TIME in UTC ("Z") is a time with its time zone.
 */
describe("iCalendar file (RFC 5545)", () => {
  it("escapes backslash, semicolon, comma and line breaks in TEXT (§3.3.11)", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    expect(escapeText("Hôtel: Rue de Rivoli")).toBe("Hôtel: Rue de Rivoli");
  });

  it("folds long lines at 75 octets with CRLF and one space, never inside a UTF-8 character (§3.1)", () => {
    const line = `DESCRIPTION:${"é".repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, p] of parts.entries()) {
      expect(octets(p)).toBeLessThanOrEqual(75);
      if (i > 0) expect(p.startsWith(" ")).toBe(true);
    }
    // Unfolding gives the line back.
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
    expect(foldLine("X".repeat(75))).toBe("X".repeat(75));
    expect(foldLine("X".repeat(76))).toBe(`${"X".repeat(75)}\r\n X`);
  });

  const ics = buildIcs({
    prodId: "-//Travel, Inc//Trips//EN",
    name: "Trip TS-ABC",
    stamp: new Date("2026-11-20T10:00:00Z"),
    events: [
      {
        uid: "TS-ABC-1@example.test",
        summary: "Hotel Lumière; Paris, France",
        description: `Check-in from 3:00 PM\n${"Long text ".repeat(20)}`,
        location: "1 Rue de Rivoli, Paris",
        geo: { lat: 48.8566, lng: 2.3522 },
        start: { date: "2026-12-01" },
        end: { date: "2026-12-04" },
      },
      { uid: "TS-ABC-2-1@example.test", summary: "BA117", start: { at: new Date("2026-12-04T13:10:00-05:00") }, end: { at: new Date("2026-12-05T01:20:00Z") } },
    ],
  });

  it("ends every line with CRLF, and no bare LF anywhere (§3.1)", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it("writes a stay as DATE values (end = check-out day) and a timed item in UTC, each with its stable UID", () => {
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Travel\\, Inc//Trips//EN");
    expect(unfolded).toContain("DTSTART;VALUE=DATE:20261201\r\nDTEND;VALUE=DATE:20261204");
    expect(unfolded).toContain("DTSTART:20261204T181000Z\r\nDTEND:20261205T012000Z");
    expect(unfolded).toContain("UID:TS-ABC-1@example.test");
    expect(unfolded).toContain("UID:TS-ABC-2-1@example.test");
    expect(unfolded).toContain("DTSTAMP:20261120T100000Z");
    expect(unfolded).toContain("SUMMARY:Hotel Lumière\\; Paris\\, France");
    expect(unfolded).toContain("DESCRIPTION:Check-in from 3:00 PM\\nLong text");
    expect(unfolded).toContain("GEO:48.856600;2.352200");
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(unfolded.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
  });
});
