import { z } from "zod";
import { zTitleKey } from "@/lib/account/title-schemas";
import { zText } from "@/lib/zod-text";
import { isValidEmail, isValidName } from "@/lib/auth/rules";
import type { FieldError } from "@/lib/errors";
import type { Offer } from "@/lib/suppliers/seam";
import { AGE_RANGES, dateOfBirthFits } from "./age-ranges";
import type { CarDetails } from "./types";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const OUTSIDE_RANGE = "The driver's age on the pick-up day must be within the age range searched for";
const name = (label: string) =>
  zText().trim().min(1, `Enter the driver's ${label}`).max(60).refine(isValidName, `The ${label} may contain letters, spaces, apostrophes and hyphens only`);

/**
 * The main driver, as the rental desk will check them: title, names as on the licence, date of birth (within the age
 * range the price was quoted for, on the pick-up day), phone and e-mail; the arriving flight number lets the desk
 * wait for a late flight. The checkout sends the quoted age range and pick-up day beside them for the form's own
 * check; what counts is the re-priced offer's range (driverProblems), which the client cannot choose.
 */
export const carDriverSchema = z
  .object({
    title: zTitleKey(),
    firstName: name("first name"),
    lastName: name("last name"),
    dateOfBirth: zText().regex(DATE, "Enter the date of birth as YYYY-MM-DD"),
    phone: zText()
      .trim()
      .regex(/^\+?[0-9 ()-]{6,20}$/, "Enter a phone number with its country code"),
    email: zText().trim().max(254).refine(isValidEmail, "Enter a valid e-mail address"),
    flightNumber: zText()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z0-9]{2}\s?\d{1,4}[A-Z]?)?$/, "Enter a flight number like BA 117")
      .optional(),
    ageRange: z.enum(AGE_RANGES, { error: "Choose the driver's age range" }),
    pickupDate: zText().regex(DATE),
  })
  .superRefine((d, ctx) => {
    if (DATE.test(d.dateOfBirth) && DATE.test(d.pickupDate) && !dateOfBirthFits(d.ageRange, d.dateOfBirth, d.pickupDate))
      ctx.addIssue({ code: "custom", path: ["dateOfBirth"], message: OUTSIDE_RANGE });
  });

export const carTravellersSchema = z.tuple([carDriverSchema], { error: "Give the main driver's details" });

export type CarDriver = z.infer<typeof carDriverSchema>;
export type CarTravellers = z.infer<typeof carTravellersSchema>;

/** The driver against the re-priced offer: of an age within the range its rate was priced for, on its pick-up day. */
export function driverProblems(offer: Offer<CarDetails>, [driver]: CarTravellers): FieldError[] {
  const { ageRange, pickupDate } = offer.details;
  return dateOfBirthFits(ageRange, driver.dateOfBirth, pickupDate) ? [] : [{ path: "0.dateOfBirth", message: OUTSIDE_RANGE }];
}
