import { portByCode, REGIONS } from "./ports.mjs";
import { inSeason, sailingsIn } from "./sailings.mjs";

/** How far ahead the timetable is searched when no month is asked: a year from the earliest departure. */
export const MONTHS_AHEAD = 12;

export function lengthBandOf(nights) {
  return nights <= 5 ? "3-5" : nights <= 9 ? "6-9" : "10+";
}

function monthsFrom(start, count) {
  const [y, m] = start.split("-").map(Number);
  return Array.from({ length: count }, (_, i) => {
    const n = y * 12 + (m - 1) + i;
    return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}`;
  });
}

/** The sailings a query names, by departure: its region (or its port's), its month or the year ahead, its filters. */
export function sailingsFor(query, today) {
  const port = query.port ? portByCode(query.port) : undefined;
  if (query.port && !port) return [];
  const regions = port ? [port.region] : query.region ? [query.region] : [];
  if (query.region && port && port.region !== query.region) return [];
  const earliest = query.earliest && query.earliest > today ? query.earliest : today;
  const months = query.month ? [query.month] : monthsFrom(earliest.slice(0, 7), MONTHS_AHEAD);
  return regions
    .filter((r) => REGIONS.includes(r))
    .flatMap((r) => months.filter((m) => inSeason(r, m)).flatMap((m) => sailingsIn(r, m)))
    .filter(
      (s) =>
        s.departureDate >= earliest &&
        (!port || s.departurePort.code === port.code) &&
        (!query.lines?.length || query.lines.includes(s.line.code)) &&
        (!query.lengths?.length || query.lengths.includes(lengthBandOf(s.nights))),
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
}
