import type { CruiseOffer } from "./offer";
import type { CruiseTravellers } from "./travellers";

export type GuestProblem = { path: string; message: string };

function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * Why the line would refuse these guests for this offer, as field reasons (paths inside the travellers list), checked
 * before anything is charged: one guest per berth booked, someone of the line's lead age (the offer's `minLeadAge`)
 * to hold the cabin, and passports valid to the last day when the itinerary leaves the country. The line checks the
 * same when booking (422 GUESTS_REJECTED); asking first gives the guest a reason per field.
 */
export function guestProblems(offer: CruiseOffer, travellers: CruiseTravellers): GuestProblem[] {
  const d = offer.details;
  if (travellers.length !== d.guests) return [{ path: "(list)", message: `This cabin is booked for ${d.guests} guest(s); give each of them.` }];
  const problems: GuestProblem[] = [];
  if (!travellers.some((g) => ageOn(g.dateOfBirth, d.departureDate) >= d.minLeadAge)) {
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
