import type { CruiseOffer } from "./offer";
import { titleFitsAge } from "@/lib/account/titles";
import { ageOn, monthsAfter } from "@/lib/calendar/age";
import type { CruiseTravellers } from "./travellers";

export type GuestProblem = { path: string; message: string };

/** Under 18 on the day of sailing: a child, whom the line prices by age. */
const ADULT_AGE = 18;

/**
 * Each guest's age against the fare's: the adults first, then the children of `childAges` in order (the checkout's
 * slots), every one old enough for the ship. The fare was priced by these ages, so a date of birth giving another
 * age is refused here rather than by the line.
 */
function ageProblems(d: CruiseOffer["details"], travellers: CruiseTravellers): GuestProblem[] {
  const childAges = d.childAges ?? [];
  const adults = d.guests - childAges.length;
  return travellers.flatMap((g, i): GuestProblem[] => {
    const path = `${i}.dateOfBirth`;
    if (d.minAgeMonths && monthsAfter(g.dateOfBirth, d.minAgeMonths) > d.departureDate) {
      return [{ path, message: `Every guest must be at least ${d.minAgeMonths} months old on the day of sailing` }];
    }
    const age = ageOn(g.dateOfBirth, d.departureDate);
    if (i < adults) return age < ADULT_AGE ? [{ path, message: `This guest was booked as an adult: ${ADULT_AGE} or older on the day of sailing` }] : [];
    const asked = childAges[i - adults]!;
    if (age !== asked) return [{ path, message: `This guest was booked as a child of ${asked} on the day of sailing` }];
    return titleFitsAge(g.title, "child") ? [] : [{ path: `${i}.title`, message: "A child's title can be Miss, Mx or none" }];
  });
}

/**
 * Why the line would refuse these guests for this offer, as field reasons (paths inside the travellers list), checked
 * before anything is charged: one guest per berth booked, each of the age the fare was priced for, someone of the
 * line's lead age (the offer's `minLeadAge`) to hold the cabin, and passports valid to the last day when the itinerary
 * leaves the country. The line checks the same when booking (422 GUESTS_REJECTED); asking first gives the guest a
 * reason per field.
 */
export function guestProblems(offer: CruiseOffer, travellers: CruiseTravellers): GuestProblem[] {
  const d = offer.details;
  if (travellers.length !== d.guests) return [{ path: "(list)", message: `This cabin is booked for ${d.guests} guest(s); give each of them.` }];
  const problems: GuestProblem[] = ageProblems(d, travellers);
  if (!problems.length && !travellers.some((g) => ageOn(g.dateOfBirth, d.departureDate) >= d.minLeadAge)) {
    problems.push({ path: "0.dateOfBirth", message: `One guest in the cabin must be ${d.minLeadAge} or older on the day of sailing` });
  }
  if (d.international) {
    travellers.forEach((g, i) => {
      if (!g.passportNumber) problems.push({ path: `${i}.passportNumber`, message: "This cruise leaves the country: enter the passport number" });
      else if (!g.passportExpiry || g.passportExpiry <= d.arrivalDate) {
        problems.push({ path: `${i}.passportExpiry`, message: "The passport must be valid beyond the last day of the cruise" });
      }
    });
  }
  return problems;
}
