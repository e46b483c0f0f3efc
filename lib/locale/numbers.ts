import { dateTimeFormat, numberFormat } from "./intl-cache";

/**
 * Numbers and clock times in the reader's own digits (Arabic-Indic in Arabic, Latin elsewhere), through Intl rather
 * than by hand, so a count or a time beside translated words never falls back to Latin digits.
 */

/** A whole count ("12" → "١٢" in ar-SA), grouped as the language groups. */
export function formatCount(n: number, locale: string): string {
  return numberFormat("count", locale, { maximumFractionDigits: 0 }).format(n);
}

/** A seat as the reader writes its row: "14C" → "١٤C" in Arabic (the letter is the airline's, kept as printed). */
export function formatSeat(designator: string, locale: string): string {
  const m = /^(\d+)(.*)$/.exec(designator);
  return m ? `${numberFormat("seat-row", locale, { maximumFractionDigits: 0, useGrouping: false }).format(Number(m[1]))}${m[2]}` : designator;
}

/**
 * The wall-clock time an ISO local time or a bare "HH:mm" names ("2027-01-05T08:10:00+01:00" → "08:10", "٠٨:١٠"), on
 * the 24-hour clock timetables use, read as written: the time at the place, whatever the offset says.
 */
export function formatClock(isoLocal: string, locale: string): string {
  const iso = /^\d\d:\d\d$/.test(isoLocal) ? `2000-01-01T${isoLocal}` : isoLocal;
  const wall = new Date(`${iso.slice(0, 16)}:00Z`);
  return dateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(wall);
}
