import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { zIsoDate } from "@/lib/zod-date";
import { zInt4 } from "@/lib/zod-int";
import { CABINS } from "./cabins";
import { isKnownPlace } from "./places";
import type { FlightQuery } from "./types";

/** Duffel's limit: nine passengers with a seat; each infant travels on an adult's lap. */
export const MAX_SEATED_PASSENGERS = 9;
/** Airlines' children: 2 to 11 on the day of travel (younger is an infant, older an adult). */
export const CHILD_AGES = { min: 2, max: 11 } as const;
/** Airlines sell about a year ahead. */
export const MAX_DAYS_AHEAD = 360;

const isoDate = zIsoDate("Use a date as YYYY-MM-DD");
const place = zText()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, "Choose an airport or city from the list")
  .refine(isKnownPlace, "We do not know this airport or city code");

/** "4,9": each child's age on a flight (2–11); left out, the supplier prices children at its usual child age. */
export const zFlightChildAges = zText()
  .regex(/^\d{1,2}(,\d{1,2})*$/, `Give each child's age, from ${CHILD_AGES.min} to ${CHILD_AGES.max}, separated by commas`)
  .transform((s) => s.split(",").map(Number))
  .refine((ages) => ages.every((a) => a >= CHILD_AGES.min && a <= CHILD_AGES.max), `A child is ${CHILD_AGES.min} to ${CHILD_AGES.max} years old`)
  .optional();

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The search's URL parameters (from, to, depart, return, adults, children, ages, infants, cabin) checked with a reason per
 * field: known places that differ, a departure from the organisation's first bookable day (`minDate`) up to a year
 * ahead, a return on or after the departure, at least one adult, at most 9 seated passengers and no more infants than
 * adults (each sits on an adult's lap); the children's ages, when given, one per child and each 2 to 11.
 */
export function flightQuerySchema(minDate: string) {
  const maxDate = addDays(minDate, MAX_DAYS_AHEAD);
  return z
    .object({
      from: place,
      to: place,
      depart: isoDate
        .refine((d) => d >= minDate, `Choose a departure on or after ${minDate}`)
        .refine((d) => d <= maxDate, `Choose a departure before ${maxDate}`),
      return: z.union([z.literal(""), isoDate]).optional(),
      adults: zInt4({ min: 1, max: MAX_SEATED_PASSENGERS, message: `At least 1 and at most ${MAX_SEATED_PASSENGERS} adults` }).default(1),
      children: zInt4({ min: 0, max: MAX_SEATED_PASSENGERS - 1, message: "Use 0 to 8 children" }).default(0),
      infants: zInt4({ min: 0, max: MAX_SEATED_PASSENGERS, message: "Use 0 to 9 infants" }).default(0),
      ages: zFlightChildAges,
      cabin: z.enum(CABINS, { error: "Choose economy, premium economy, business or first" }).default("economy"),
    })
    .superRefine((q, ctx) => {
      if (q.from === q.to) ctx.addIssue({ code: "custom", path: ["to"], message: "Choose a destination other than the origin" });
      if (q.return && q.return < q.depart) ctx.addIssue({ code: "custom", path: ["return"], message: "The return cannot be before the departure" });
      if (q.return && q.return > maxDate) ctx.addIssue({ code: "custom", path: ["return"], message: `Choose a return before ${maxDate}` });
      if (q.adults + q.children > MAX_SEATED_PASSENGERS) {
        ctx.addIssue({ code: "custom", path: ["children"], message: `At most ${MAX_SEATED_PASSENGERS} passengers with a seat` });
      }
      if (q.ages && q.ages.length !== q.children) ctx.addIssue({ code: "custom", path: ["ages"], message: `Give one age for each child: ${q.children}` });
      if (q.infants > q.adults) ctx.addIssue({ code: "custom", path: ["infants"], message: "Each infant needs an adult: no more infants than adults" });
    })
    .transform((q): FlightQuery => ({
      origin: q.from,
      destination: q.to,
      departureDate: q.depart,
      returnDate: q.return || null,
      adults: q.adults,
      children: q.children,
      infants: q.infants,
      ...(q.ages && q.ages.length ? { childAges: q.ages } : {}),
      cabin: q.cabin,
    }));
}

/** The URL parameters of a query (the inverse of flightQuerySchema). */
export function flightQueryParams(q: FlightQuery): Record<string, string> {
  return {
    from: q.origin,
    to: q.destination,
    depart: q.departureDate,
    ...(q.returnDate ? { return: q.returnDate } : {}),
    adults: String(q.adults),
    children: String(q.children),
    infants: String(q.infants),
    ...(q.childAges?.length ? { ages: q.childAges.join(",") } : {}),
    cabin: q.cabin,
  };
}
