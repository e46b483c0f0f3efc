import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { zIsoDate } from "@/lib/zod-date";
import { zTitleKey } from "@/lib/account/title-schemas";

/**
 * The guests of one cabin as the cruise line needs them: title, names, date of birth and nationality for everyone,
 * and a passport (number, expiry, issuing country) for everyone when the itinerary leaves the departure port's
 * country — the line refuses the booking otherwise (guest-problems.ts asks first), as its check-in would.
 */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const realDate = zIsoDate("Use a date as YYYY-MM-DD");
const name = zText()
  .trim()
  .min(1, { error: "Enter the name as in the passport" })
  .max(50, { error: "Use at most 50 characters" })
  .regex(/^[\p{L}][\p{L}\p{M}' .-]*$/u, { error: "Use letters, spaces, hyphens and apostrophes" });
const country = zText()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: "Choose a country" });

export const ZCruiseGuest = z
  .object({
    title: zTitleKey(),
    firstName: name,
    lastName: name,
    dateOfBirth: realDate.refine((s) => s >= "1900-01-01" && Date.parse(`${s}T00:00:00Z`) < Date.now(), { error: "Enter a date of birth in the past" }),
    nationality: country,
    passportNumber: z.preprocess(
      blankToUndefined,
      zText()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{6,9}$/, { error: "Use the passport number: 6 to 9 letters and digits" })
        .optional(),
    ),
    passportExpiry: z.preprocess(blankToUndefined, realDate.optional()),
    passportCountry: z.preprocess(blankToUndefined, country.optional()),
  })
  .superRefine((g, ctx) => {
    const given = [g.passportNumber, g.passportExpiry, g.passportCountry].filter((v) => v !== undefined).length;
    if (given === 0 || given === 3) return;
    for (const key of ["passportNumber", "passportExpiry", "passportCountry"] as const) {
      if (g[key] === undefined) ctx.addIssue({ code: "custom", path: [key], message: "Give the passport's number, expiry date and country together" });
    }
  });

export const ZCruiseTravellers = z.array(ZCruiseGuest).min(1, { error: "Add the guests of the cabin" }).max(4, { error: "A cabin takes at most 4 guests" });

export type CruiseGuest = z.infer<typeof ZCruiseGuest>;
export type CruiseTravellers = z.infer<typeof ZCruiseTravellers>;
