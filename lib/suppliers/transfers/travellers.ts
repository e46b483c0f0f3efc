import { z } from "zod";
import { zTitleCode } from "@/lib/account/title-schemas";
import { zText } from "@/lib/zod-text";
import { isValidEmail, isValidName, PHONE_MAX_LENGTH } from "@/lib/auth/rules";
import { FLIGHT_NUMBER, normaliseFlight } from "./search-input";
import type { TransferTravellers } from "./types";

/** A text that may be left empty (then absent); when given, it must pass `rule`. */
const optional = (rule: z.ZodType<string, string>) =>
  zText()
    .trim()
    .pipe(z.union([z.literal(""), rule]))
    .transform((v) => v || undefined)
    .optional();

const name = (required: string) =>
  zText().trim().min(1, { error: required, abort: true }).max(50).refine(isValidName, "Use letters, spaces, apostrophes and hyphens only");

/**
 * Who travels on a transfer: the lead passenger only — the driver needs one name to hold up, a phone to call and an
 * e-mail for the voucher; the party's size was chosen with the search. Title by its number (lib/account/titles.ts); the phone (digits only with an optional leading +, at most 15 digits: SPEC §5) and the e-mail may be left
 * out when they are the booking contact's, which the supplier is then given; the flight number is optional and
 * written as airlines print it (spaces dropped, upper case).
 */
export const ZTransferLead = z.object({
  title: zTitleCode(),
  firstName: name("Please Enter First Name"),
  lastName: name("Please Enter Last Name"),
  phone: optional(zText().regex(new RegExp(`^\\+?\\d{6,${PHONE_MAX_LENGTH}}$`), `Phone number may contain digits only (6 to ${PHONE_MAX_LENGTH})`)),
  email: optional(zText().max(254).refine(isValidEmail, "Invalid Mail")),
  flightNumber: zText()
    .max(12)
    .transform(normaliseFlight)
    .pipe(z.union([z.literal(""), zText().regex(FLIGHT_NUMBER, "A flight number is an airline code and 1 to 4 digits, e.g. AF1234")]))
    .transform((v) => v || undefined)
    .optional(),
});

export const ZTransferTravellers: z.ZodType<TransferTravellers> = z.tuple([ZTransferLead]);
