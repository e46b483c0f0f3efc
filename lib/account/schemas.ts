// First: zod in jitless mode before any schema of the browser's is used (lib/zod-client-config.ts). Only the account
// forms and the sign-up dialog use zod in the browser, so the pages without them no longer load zod.
import "@/lib/zod-client-config";
import { zTitleCode } from "@/lib/account/title-schemas";
import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { zIsoDate } from "@/lib/zod-date";
import { AUTH_TEXT } from "@/lib/auth/messages";
import { isValidEmail, isValidName, PHONE_MAX_LENGTH } from "@/lib/auth/rules";
import { isValidPhone } from "@/lib/locale/phone";
import { zId } from "@/lib/zod-int";

/** SPEC §3 "Age ranges: 18 to 25, 26 to 30, 31 to 40, 41 to 50, 51 to 60, above to 60." — the spec's own labels. */
export const AGE_RANGES = ["18 to 25", "26 to 30", "31 to 40", "41 to 50", "51 to 60", "above to 60"] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

export const SEAT_PREFERENCES = ["aisle", "window", "middle"] as const;
export const MEAL_PREFERENCES = ["standard", "vegetarian", "vegan", "halal", "kosher", "gluten_free", "child"] as const;
export const BED_PREFERENCES = ["king", "queen", "twin", "double"] as const;

const name = (required: string) => zText().trim().min(1, required).max(50).refine(isValidName, "Use letters, spaces, apostrophes and hyphens only");
const title = zTitleCode(AUTH_TEXT.titleRequired);
const optionalId = zId.nullable().optional();
const isoDate = zIsoDate("Use a date like 1990-01-31");

/** My Profile: the member's own details (e-mail and password have their own verified flows). */
export const ZAccountUpdate = z
  .object({
    title,
    firstName: name(AUTH_TEXT.firstNameRequired),
    lastName: name(AUTH_TEXT.lastNameRequired),
    phoneCountryCode: zText()
      .trim()
      .max(8)
      .regex(/^[A-Za-z]{2,3}$/, "Choose a country")
      .nullable()
      .optional(),
    mobileNo: zText()
      .trim()
      .max(PHONE_MAX_LENGTH, "Phone number may contain at most 15 digits")
      .regex(/^\d*$/, "Phone number may contain digits only")
      .nullable()
      .optional(),
    nationalityId: optionalId,
    countryId: optionalId,
    languageCode: zText().max(10).nullable().optional(),
    currencyCode: zText().max(3).nullable().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.mobileNo && !isValidPhone(v.mobileNo, v.phoneCountryCode)) ctx.addIssue({ code: "custom", path: ["mobileNo"], message: AUTH_TEXT.invalidPhone });
  });
export type AccountUpdate = z.infer<typeof ZAccountUpdate>;

export const ZEmailChange = z
  .object({
    email: zText().trim().toLowerCase().min(1, AUTH_TEXT.emailRequired).max(254).refine(isValidEmail, AUTH_TEXT.invalidMail),
    password: zText().max(128).optional(),
  })
  .strict();

/** Account deletion asks the member to type DELETE (and the password, when the account has one). */
export const ZDeleteAccount = z.object({ confirm: z.literal("DELETE", { message: "Type DELETE to confirm" }), password: zText().max(128).optional() }).strict();

const loyalty = z.object({
  program: zText().trim().min(1, "Enter the programme").max(60),
  number: zText()
    .trim()
    .min(1, "Enter the membership number")
    .max(40)
    .regex(/^[A-Za-z0-9 -]+$/, "Use letters, digits, spaces and hyphens only"),
});

/** Travel profile and preferences (travprofile / travelpreference of the SPEC §3 Profile). */
export const ZTravelProfile = z
  .object({
    dateOfBirth: isoDate.nullable().optional(),
    gender: z.enum(["female", "male", "other"]).nullable().optional(),
    ageRange: z.enum(AGE_RANGES, { message: "Choose an age range from the list" }).nullable().optional(),
    seatPreference: z.enum(SEAT_PREFERENCES).nullable().optional(),
    mealPreference: z.enum(MEAL_PREFERENCES).nullable().optional(),
    bedPreference: z.enum(BED_PREFERENCES).nullable().optional(),
    smoking: z.boolean().nullable().optional(),
    loyaltyNumbers: z.array(loyalty).max(10, "At most 10 loyalty numbers").default([]),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.dateOfBirth && v.dateOfBirth > new Date().toISOString().slice(0, 10))
      ctx.addIssue({ code: "custom", path: ["dateOfBirth"], message: "The date of birth cannot be in the future" });
  });
export type TravelProfileInput = z.infer<typeof ZTravelProfile>;

/** A saved traveller (co-traveller), offered at checkout. */
export const ZTravelerInput = z
  .object({
    title,
    firstName: name(AUTH_TEXT.firstNameRequired),
    lastName: name(AUTH_TEXT.lastNameRequired),
    dateOfBirth: isoDate.nullable().optional(),
    ageRange: z.enum(AGE_RANGES, { message: "Choose an age range from the list" }).nullable().optional(),
    nationalityId: optionalId,
    email: zText()
      .trim()
      .toLowerCase()
      .max(254)
      .refine((v) => v === "" || isValidEmail(v), AUTH_TEXT.invalidMail)
      .nullable()
      .optional(),
    phone: zText()
      .trim()
      .regex(/^\+?\d{4,16}$/, "Phone number may contain digits only")
      .or(z.literal(""))
      .nullable()
      .optional(),
    passportNumber: zText()
      .trim()
      .max(20)
      .regex(/^[A-Za-z0-9]*$/, "Use letters and digits only")
      .nullable()
      .optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.dateOfBirth && v.dateOfBirth > new Date().toISOString().slice(0, 10))
      ctx.addIssue({ code: "custom", path: ["dateOfBirth"], message: "The date of birth cannot be in the future" });
  });
export type TravelerInput = z.infer<typeof ZTravelerInput>;

export const ZIdParam = z.object({ id: zId });
