import { ageOn } from "@/lib/calendar/age";
import type { FieldError } from "@/lib/errors";
import type { FlightTravellers } from "./travellers";
import type { FlightDetails, PassengerType } from "./types";

/** Airlines' ages at departure: infants are under 2, children 2 to 11, adults 12 and over. */
function typeAtAge(dateOfBirth: string, on: string): PassengerType {
  const age = ageOn(dateOfBirth, on);
  return age < 2 ? "infant" : age < 12 ? "child" : "adult";
}

const TYPE_WORD: Record<PassengerType, string> = { adult: "an adult (12 or over)", child: "a child (2 to 11)", infant: "an infant (under 2)" };

/**
 * What the airline would refuse about these passengers for this offer, checked before anything is charged: the
 * offer's passengers in order (adults, children, infants), each of the type it was priced for and of that age on the
 * day of departure, and a passport for everyone when the itinerary needs one. Paths are within the travellers list ("" for the list).
 */
export function passengerProblems(details: Pick<FlightDetails, "passengers" | "documentsRequired" | "slices">, travellers: FlightTravellers): FieldError[] {
  if (travellers.length !== details.passengers.length) {
    return [{ path: "", message: `This fare is for ${details.passengers.length} passengers: give each of them` }];
  }
  const departureDay = details.slices[0]?.departsAt.slice(0, 10) ?? new Date().toISOString().slice(0, 10);
  const lastDay = details.slices[details.slices.length - 1]?.departsAt.slice(0, 10) ?? departureDay;
  const problems: FieldError[] = [];
  details.passengers.forEach((expected, i) => {
    const t = travellers[i]!;
    if (t.type !== expected.type) {
      problems.push({ path: `${i}.type`, message: `Passenger ${i + 1} was priced as ${TYPE_WORD[expected.type]}` });
      return;
    }
    // The type holds for the whole trip: an infant turning 2 before the return flight needs a seat.
    const ages = new Set([typeAtAge(t.dateOfBirth, departureDay), typeAtAge(t.dateOfBirth, lastDay)]);
    if (!ages.has(expected.type) || ages.size > 1)
      problems.push({ path: `${i}.dateOfBirth`, message: `Passenger ${i + 1} must be ${TYPE_WORD[expected.type]} on every flight of the trip` });
    if (details.documentsRequired && !t.passportNumber)
      problems.push({ path: `${i}.passportNumber`, message: `This trip is international: give passenger ${i + 1}'s passport number` });
    if (details.documentsRequired && !t.passportExpiry)
      problems.push({ path: `${i}.passportExpiry`, message: `Give the expiry date of passenger ${i + 1}'s passport` });
    else if (t.passportExpiry && t.passportExpiry <= lastDay)
      problems.push({ path: `${i}.passportExpiry`, message: `Passenger ${i + 1}'s passport must be valid beyond the last flight` });
  });
  return problems;
}
