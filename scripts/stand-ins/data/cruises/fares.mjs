import { CABIN_CATEGORIES } from "./fleet.mjs";
import { farePerPerson, remainingOf } from "./inventory.mjs";
import { policiesOf } from "./policy.mjs";
import { CURRENCY, sailingById } from "./sailings.mjs";

/**
 * The API's resources: a sailing as GET /v1/sailings writes it, and a fare — one cabin category of one sailing for a
 * number of guests, priced now. A fare's id says all three ("CAR-202703-05.balcony.2"), so pricing and booking need
 * nothing else.
 */
export const MAX_GUESTS = 4;

export function fareId(sailing, category, guests) {
  return `${sailing.id}.${category}.${guests}`;
}

export function parseFareId(id) {
  const m = /^([A-Z]{3}-\d{6}-\d{2})\.([a-z]+)\.(\d)$/.exec(id);
  if (!m) return null;
  const sailing = sailingById(m[1]);
  const category = m[2];
  const guests = Number(m[3]);
  if (!sailing || !CABIN_CATEGORIES.includes(category) || guests < 1 || guests > MAX_GUESTS) return null;
  return { sailing, category, guests };
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

/** Fare × guests, plus taxes and port fees per guest: every amount in whole minor units of US dollars. */
export function fareResource(state, sailing, category, guests) {
  const cabin = sailing.cabins[category];
  const perGuestMinor = farePerPerson(state, sailing, category);
  const fareMinor = perGuestMinor * guests;
  const taxesMinor = sailing.taxesPerPersonMinor * guests;
  const portFeesMinor = sailing.portFeesPerPersonMinor * guests;
  return {
    id: fareId(sailing, category, guests),
    sailingId: sailing.id,
    category,
    guests,
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
export function faresOf(state, sailing, guests) {
  return CABIN_CATEGORIES.filter((c) => guests <= sailing.cabins[c].maxGuests && remainingOf(state, sailing, c) > 0).map((c) =>
    fareResource(state, sailing, c, guests),
  );
}
