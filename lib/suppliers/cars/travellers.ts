import { z } from "zod";
import { zText } from "@/lib/http/zod-text";
import { isValidEmail, isValidName } from "@/lib/auth/rules";
import { AGE_RANGES, dateOfBirthFits } from "./age-ranges";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const name = (label: string) =>
  zText().trim().min(1, `Enter the driver's ${label}`).max(60).refine(isValidName, `The ${label} may contain letters, spaces, apostrophes and hyphens only`);

/**
 * The main driver, as the rental desk will check them: title, names as on the licence, date of birth (within the age
 * range the price was quoted for, on the pick-up day), phone and e-mail; the arriving flight number lets the desk
 * wait for a late flight. The checkout sends the quoted age range and pick-up day beside them; the supplier adapter
 * checks the date of birth against the offer itself again when booking.
 */
export const carDriverSchema = z
  .object({
    title: z.enum(["MR", "MRS", "MISS"], { error: "Choose a title" }),
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
      ctx.addIssue({ code: "custom", path: ["dateOfBirth"], message: "The driver's age on the pick-up day must be within the age range searched for" });
  });

export const carTravellersSchema = z.tuple([carDriverSchema], { error: "Give the main driver's details" });

export type CarDriver = z.infer<typeof carDriverSchema>;
export type CarTravellers = z.infer<typeof carTravellersSchema>;
