import { CABIN_CATEGORIES } from "./fleet.mjs";
import { farePerPerson, remainingOf } from "./inventory.mjs";
import { policiesOf } from "./policy.mjs";
import { CURRENCY, sailingById } from "./sailings.mjs";

/**
 * The API's resources: a sailing as GET /v1/sailings writes it, and a fare — one cabin category of one sailing for a
 * party (its guests, and the ages of those under 18), priced now. A fare's id says all of it
 * ("CAR-202703-05.balcony.2", "CAR-202703-05.balcony.4.c8-1"), so pricing and booking need nothing else.
 */
export const MAX_GUESTS = 4;
export const CHILD_AGES = { min: 0, max: 17 };

/**
 * A cruise line's family fares: the first two berths pay the cabin's fare whoever sleeps in them; a third or fourth
 * guest under 18 pays CHILD_FARE_BPS of it, and one under INFANT_AGE no fare at all. Taxes and port fees are per
 * guest, whatever the age. Adults take the first berths, then the oldest children.
 */
export const FULL_FARE_BERTHS = 2;
export const CHILD_FARE_BPS = 4_000;
export const INFANT_AGE = 2;

/** Children's ages as the line keeps them: oldest first (the order its berths are filled in). */
const canonical = (childAges) => [...childAges].sort((a, b) => b - a);

/** Whether these are ages of children who can share a cabin of `guests` with at least one adult. */
export function validChildAges(childAges, guests) {
  return childAges.length < guests && childAges.every((a) => Number.isInteger(a) && a >= CHILD_AGES.min && a <= CHILD_AGES.max);
}

export function fareId(sailing, category, guests, childAges = []) {
  const children = childAges.length ? `.c${canonical(childAges).join("-")}` : "";
  return `${sailing.id}.${category}.${guests}${children}`;
}

export function parseFareId(id) {
  const m = /^([A-Z]{3}-\d{6}-\d{2})\.([a-z]+)\.(\d)(?:\.c(\d{1,2}(?:-\d{1,2}){0,2}))?$/.exec(id);
  if (!m) return null;
  const sailing = sailingById(m[1]);
  const category = m[2];
  const guests = Number(m[3]);
  const childAges = m[4] ? canonical(m[4].split("-").map(Number)) : [];
  if (!sailing || !CABIN_CATEGORIES.includes(category) || guests < 1 || guests > MAX_GUESTS || !validChildAges(childAges, guests)) return null;
  // One id per fare: ages written oldest first, without leading zeros.
  if (fareId(sailing, category, guests, childAges) !== id) return null;
  return { sailing, category, guests, childAges };
}

/** The cabin's fare for the party: the full fare per berth, less for children beyond the first two berths. */
function partyFare(perGuestMinor, guests, childAges) {
  const ages = [...Array(guests - childAges.length).fill(null), ...canonical(childAges)];
  return ages.reduce((sum, age, berth) => {
    if (berth < FULL_FARE_BERTHS || age === null) return sum + perGuestMinor;
    return sum + (age < INFANT_AGE ? 0 : Math.round((perGuestMinor * CHILD_FARE_BPS) / 10_000));
  }, 0);
}

export function sailingResource(sailing) {
  return {
    id: sailing.id,
    region: sailing.region,
    nights: sailing.nights,
    cruiseLine: { code: sailing.line.code, name: sailing.line.name },
    ship: {
      code: sailing.ship.code,
      name: sailing.ship.name,
      built: sailing.ship.built,
      grossTonnage: sailing.ship.grossTonnage,
      guests: sailing.ship.guests,
      decks: sailing.ship.decks,
    },
    departurePort: { code: sailing.departurePort.code, name: sailing.departurePort.name },
    arrivalPort: { code: sailing.arrivalPort.code, name: sailing.arrivalPort.name },
    departureDate: sailing.departureDate,
    arrivalDate: sailing.arrivalDate,
    departsAt: sailing.startsAt,
    arrivesAt: sailing.endsAt,
    itinerary: sailing.itinerary,
    international: sailing.international,
    inclusions: [...sailing.line.included],
    policies: policiesOf(sailing),
  };
}

/** The party's fare (partyFare), plus taxes and port fees per guest: every amount in whole minor units of US dollars. */
export function fareResource(state, sailing, category, guests, childAges = []) {
  const cabin = sailing.cabins[category];
  const perGuestMinor = farePerPerson(state, sailing, category);
  const fareMinor = partyFare(perGuestMinor, guests, childAges);
  const taxesMinor = sailing.taxesPerPersonMinor * guests;
  const portFeesMinor = sailing.portFeesPerPersonMinor * guests;
  return {
    id: fareId(sailing, category, guests, childAges),
    sailingId: sailing.id,
    category,
    guests,
    childAges: canonical(childAges),
    cabin: { maxGuests: cabin.maxGuests, sizeM2: cabin.sizeM2, decks: cabin.decks },
    currency: CURRENCY,
    perGuestMinor,
    fareMinor,
    taxesMinor,
    portFeesMinor,
    totalMinor: fareMinor + taxesMinor + portFeesMinor,
    cabinsLeft: remainingOf(state, sailing, category),
  };
}

/** The fares of a sailing for a party: the categories that take it and have a cabin left. */
export function faresOf(state, sailing, guests, childAges = []) {
  return CABIN_CATEGORIES.filter((c) => guests <= sailing.cabins[c].maxGuests && remainingOf(state, sailing, c) > 0).map((c) =>
    fareResource(state, sailing, c, guests, childAges),
  );
}
