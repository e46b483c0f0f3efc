/**
 * The stand-in cruise line's booking rules, which it sends with every sailing (`policies`) and holds bookings to:
 * how far ahead it sells, the age of the guest who holds a cabin, passports for an itinerary that leaves the country,
 * and the usual shape of a cruise line's cancellation rule — the whole fare back until 90 days before sailing, half of
 * it from then until 15 days before, nothing in the last 14 days (nor once the ship has sailed).
 */
export const SELLING_DAYS_AHEAD = 730;
export const MIN_LEAD_AGE = 21;
/** The youngest guest a ship takes, in months on the day of sailing (the usual rule of cruise lines). */
export const MIN_AGE_MONTHS = 6;
export const FULL_REFUND_DAYS = 90;
export const NO_REFUND_DAYS = 14;
export const PARTIAL_REFUND_BPS = 5_000;

const DAY_MS = 86_400_000;

/** Whether a sailing starting at `startsAt` is open for booking at `now`. */
export function onSale(startsAt, now) {
  const start = new Date(startsAt).getTime();
  return start > now.getTime() && start <= now.getTime() + SELLING_DAYS_AHEAD * DAY_MS;
}

/** The sailing's `policies` as the API writes them. */
export function policiesOf(sailing) {
  const start = new Date(sailing.startsAt).getTime();
  return {
    minLeadGuestAge: MIN_LEAD_AGE,
    minGuestAgeMonths: MIN_AGE_MONTHS,
    passportRequired: sailing.international,
    cancellation: {
      fullRefundUntil: new Date(start - FULL_REFUND_DAYS * DAY_MS).toISOString(),
      partialRefundUntil: new Date(start - NO_REFUND_DAYS * DAY_MS).toISOString(),
      partialRefundBps: PARTIAL_REFUND_BPS,
    },
  };
}

/** What cancelling at `now` gives back of `totalMinor`. */
export function refundFor(totalMinor, startsAt, now) {
  const daysBefore = (new Date(startsAt).getTime() - now.getTime()) / DAY_MS;
  const bps = daysBefore >= FULL_REFUND_DAYS ? 10_000 : daysBefore > NO_REFUND_DAYS ? PARTIAL_REFUND_BPS : 0;
  return Math.floor((totalMinor * bps) / 10_000);
}

function ageOn(dateOfBirth, day) {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number);
  const [y, m, d] = day.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The day `months` after an ISO day (the month's last day when it has no such day). */
function monthsAfter(day, months) {
  const [y, m, d] = day.split("-").map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

/**
 * Why the line refuses these guests for a fare: the first reason, or null. A fare is priced by the ages of its
 * children, so the guests under 18 on the day of sailing must be of those ages.
 */
export function guestRefusal(sailing, guests, party, childAges = []) {
  if (!Array.isArray(party) || party.length !== guests) return `This cabin is booked for ${guests} guest(s); give each of them.`;
  const born = party.map((g) => (typeof g?.dateOfBirth === "string" && /^\d{4}-\d{2}-\d{2}$/.test(g.dateOfBirth) ? g.dateOfBirth : null));
  if (born.includes(null)) return "Give each guest's date of birth";
  if (born.some((b) => monthsAfter(b, MIN_AGE_MONTHS) > sailing.departureDate)) {
    return `Every guest must be at least ${MIN_AGE_MONTHS} months old on the day of sailing`;
  }
  const under18 = born.map((b) => ageOn(b, sailing.departureDate)).filter((a) => a < 18);
  const asked = [...childAges].sort((a, b) => b - a);
  if (under18.sort((a, b) => b - a).join(",") !== asked.join(",")) {
    return `The fare is for guests under 18 aged ${asked.join(", ") || "none"} on the day of sailing; the guests' dates of birth differ`;
  }
  if (!party.some((g) => typeof g?.dateOfBirth === "string" && ageOn(g.dateOfBirth, sailing.departureDate) >= MIN_LEAD_AGE)) {
    return `One guest in the cabin must be ${MIN_LEAD_AGE} or older on the day of sailing`;
  }
  if (sailing.international) {
    for (const g of party) {
      if (!g.passport?.number) return "This cruise leaves the country: enter the passport number";
      if (!g.passport.expiry || g.passport.expiry <= sailing.arrivalDate) return "The passport must be valid beyond the last day of the cruise";
    }
  }
  return null;
}
