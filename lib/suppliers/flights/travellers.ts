import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { titleFitsAge } from "@/lib/account/titles";
import { zTitleKey } from "@/lib/account/title-schemas";

/** A child or an infant is never Mr, Ms or Mrs (lib/account/titles.ts). */
export const CHILD_TITLE = "A child's title can be Miss, Mx or none";

/** Duffel's rule for names: 1–20 characters, letters of the Latin alphabets, spaces, hyphens and apostrophes. */
export const NAME_PATTERN = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u017F' -]{1,20}$/;

const name = zText().trim().regex(NAME_PATTERN, "Use 1–20 Latin letters, as printed in the passport");
const pastDate = zText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD")
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && d < new Date().toISOString().slice(0, 10), "Use a date in the past")
  .refine((d) => d >= "1900-01-01", "Use a date after 1900");

/**
 * One passenger as the airline needs them: type, title, given and family names exactly as in the passport, date of
 * birth and nationality (ISO country code); passport number and expiry are optional here and required by the
 * booking when the offer says so (international routes). A passport's expiry must be in the future; a number
 * without an expiry, or the other way round, is incomplete. The issuing country defaults to the nationality.
 */
export const flightTravellerSchema = z
  .object({
    type: z.enum(["adult", "child", "infant"], { error: "Choose adult, child or infant" }),
    title: zTitleKey(),
    firstName: name,
    lastName: name,
    dateOfBirth: pastDate,
    gender: z.enum(["m", "f"], { error: "Choose the gender in the passport" }),
    nationality: zText()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, "Choose a nationality"),
    passportNumber: zText()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{5,20}$/, "Use 5–20 letters and digits")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    passportCountry: zText()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, "Choose the country that issued the passport")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    passportExpiry: zText()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD")
      .refine((d) => d > new Date().toISOString().slice(0, 10), "The passport has expired")
      .optional()
      .or(z.literal("").transform(() => undefined)),
  })
  .superRefine((t, ctx) => {
    if (t.type !== "adult" && !titleFitsAge(t.title, "child")) ctx.addIssue({ code: "custom", path: ["title"], message: CHILD_TITLE });
    if (t.passportNumber && !t.passportExpiry) ctx.addIssue({ code: "custom", path: ["passportExpiry"], message: "Give the passport's expiry date" });
    if (t.passportExpiry && !t.passportNumber) ctx.addIssue({ code: "custom", path: ["passportNumber"], message: "Give the passport number" });
  });

/** Everyone on the booking: at least one adult, up to 9 with a seat, and no more infants than adults. */
export const flightTravellersSchema = z
  .array(flightTravellerSchema)
  .min(1, "Add the passengers")
  .max(18)
  .superRefine((list, ctx) => {
    const count = (type: string) => list.filter((t) => t.type === type).length;
    if (count("adult") < 1) ctx.addIssue({ code: "custom", path: [], message: "At least one passenger must be an adult" });
    if (count("infant") > count("adult"))
      ctx.addIssue({ code: "custom", path: [], message: "Each infant travels on an adult's lap: no more infants than adults" });
    if (count("adult") + count("child") > 9) ctx.addIssue({ code: "custom", path: [], message: "At most 9 passengers with a seat" });
  });

export type FlightTraveller = z.infer<typeof flightTravellerSchema>;
export type FlightTravellers = z.infer<typeof flightTravellersSchema>;
