import { z } from "zod";
import { TITLE_CODES } from "@/lib/account/titles";
import { zText } from "@/lib/zod-text";
import { AUTH_TEXT } from "./messages";
import { isValidPhone } from "@/lib/locale/phone";
import { zId, zInt4 } from "@/lib/zod-int";
import { PASSWORD_MAX_LENGTH, PHONE_MAX_LENGTH, isValidEmail, isValidName, passwordHasRequiredClasses, sanitizeInput } from "./rules";

/** The spec's payloads (SPEC §3, §7) as zod schemas, shared by the route handlers, the dialogs and the tests. */

const optionalText = (max: number) => zText().max(max).nullish();
const looseBool = z.union([z.boolean(), z.number(), zText().max(10)]).nullish();
const sanitized = (max: number) => zText().max(max).transform(sanitizeInput);

export const ZSignInUserDetails = z
  .object({
    usr_email_id: optionalText(254),
    first_name: optionalText(50),
    last_name: optionalText(50),
    mastercode: optionalText(64),
  })
  .nullish();

/** jsonSign */
export const ZJsonSign = z
  .object({
    usr_type: z.union([z.literal(1), z.literal(2), z.literal("1"), z.literal("2")]).nullish(),
    email_id: sanitized(254).default(""),
    password: zText().max(128).default(""),
    googletoken: optionalText(8192),
    fbtoken: optionalText(8192),
    site_url: optionalText(2048),
    accesscode: optionalText(64),
    isPasswordAttempt: looseBool,
    promotions: z.object({ isPromotionVisited: looseBool }).nullish(),
    userdetails: ZSignInUserDetails,
  })
  .superRefine((v, ctx) => {
    if (v.googletoken || v.fbtoken) return;
    if (!v.email_id.trim()) ctx.addIssue({ code: "custom", path: ["email_id"], message: AUTH_TEXT.emailRequired });
    if (!v.password.trim()) ctx.addIssue({ code: "custom", path: ["password"], message: AUTH_TEXT.passwordRequired });
  });
export type JsonSign = z.infer<typeof ZJsonSign>;

export const ZSignInBody = z.object({ jsonSign: ZJsonSign, navAgent: optionalText(500) });
/** POST /api/auth/signIn spells it jsonSingIn (SPEC §7); ipAddress is the client's claim and is only recorded. */
export const ZAuthSignInBody = z.object({ jsonSingIn: ZJsonSign, ipAddress: optionalText(64), navAgent: optionalText(500) });

const ZRegisterUserDetails = z.object({
  email_id: optionalText(254),
  first_name: zText().max(50).default(""),
  last_name: zText().max(50).default(""),
  country_code: optionalText(8),
  mobile_no: optionalText(PHONE_MAX_LENGTH),
  mobile_country_code: optionalText(16),
});

/** jsonRegister — the server applies every SPEC §5 rule again; the dialog is not trusted. */
export const ZJsonRegister = z.object({
  promotions: z.unknown().optional(),
  accesscode: sanitized(64).nullish(),
  email_id: sanitized(254).default(""),
  password: zText().max(PASSWORD_MAX_LENGTH, AUTH_TEXT.passwordRule).nullish(),
  googletoken: optionalText(8192),
  fbtoken: optionalText(8192),
  nationality: zId.nullish(),
  site_url: optionalText(2048),
  mastercode: sanitized(64).nullish(),
  referral_code: optionalText(64),
  referral_org: optionalText(64),
  language: optionalText(10),
  title: zInt4().nullish(),
  site_id: optionalText(64),
  trip_id: optionalText(64),
  client_ip_address: optionalText(64),
  true_client_ip: optionalText(64),
  userdetails: ZRegisterUserDetails.default({ first_name: "", last_name: "" }),
});
export type JsonRegister = z.infer<typeof ZJsonRegister>;

export const ZRegisterBody = z.object({ jsonRegister: ZJsonRegister });

/** The step-1 rules of SPEC §5, server side. Returns field errors with the spec's messages. */
export function registerFieldErrors(r: JsonRegister, opts: { accessCodeRequired: boolean; social: boolean }) {
  const errors: { path: string; message: string }[] = [];
  const add = (path: string, message: string) => errors.push({ path, message });
  if (opts.accessCodeRequired && !r.accesscode) add("accesscode", AUTH_TEXT.accessCodeRequired);
  if (!r.email_id) add("email_id", AUTH_TEXT.emailIdRequired);
  else if (!isValidEmail(r.email_id)) add("email_id", AUTH_TEXT.invalidMail);
  if (!opts.social) {
    if (r.title == null || !TITLE_CODES.includes(r.title)) add("title", AUTH_TEXT.titleRequired);
  }
  const first = r.userdetails.first_name.trim();
  const last = r.userdetails.last_name.trim();
  if (!first) add("userdetails.first_name", AUTH_TEXT.firstNameRequired);
  else if (!isValidName(first)) add("userdetails.first_name", "First name may contain letters, spaces, apostrophes and hyphens only");
  if (!last) add("userdetails.last_name", AUTH_TEXT.lastNameRequired);
  else if (!isValidName(last)) add("userdetails.last_name", "Last name may contain letters, spaces, apostrophes and hyphens only");
  const mobile = r.userdetails.mobile_no;
  if (mobile && !/^\d{1,15}$/.test(mobile)) add("userdetails.mobile_no", "Phone number may contain digits only (at most 15)");
  else if (mobile && !isValidPhone(mobile, r.userdetails.country_code)) add("userdetails.mobile_no", AUTH_TEXT.invalidPhone);
  if (!opts.social) {
    const pw = r.password ?? "";
    if (!pw) add("password", AUTH_TEXT.passwordRequired);
    else if (!passwordHasRequiredClasses(pw)) add("password", AUTH_TEXT.passwordRule);
  }
  return errors;
}

/** POST /api/iqps/user-fqs: { userId, ip, action } (SPEC §7), an action of the signed-in member to record. */
export const ZUserAction = z.object({
  userId: zId,
  ip: zText().max(64).nullish(),
  action: zText()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/, "Action names use letters, digits and _ . : - only"),
});

export const ZExistsBody = z.object({ jsonSigUp: z.object({ email_id: sanitized(254) }) });

export const ZEmailOnly = z.object({ email: sanitized(254).refine(isValidEmail, AUTH_TEXT.invalidMail) });

export const ZResetPassword = z
  .object({
    key: zText().min(10).max(200),
    password: zText().max(PASSWORD_MAX_LENGTH, AUTH_TEXT.passwordRule),
    confirmPassword: zText().max(PASSWORD_MAX_LENGTH),
  })
  .superRefine((v, ctx) => {
    if (!passwordHasRequiredClasses(v.password)) ctx.addIssue({ code: "custom", path: ["password"], message: AUTH_TEXT.passwordRule });
    if (v.password !== v.confirmPassword) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: AUTH_TEXT.passwordsDoNotMatch });
  });

export const ZChangePassword = z
  .object({
    currentPassword: zText().min(1, AUTH_TEXT.passwordRequired).max(128),
    password: zText().max(PASSWORD_MAX_LENGTH, AUTH_TEXT.passwordRule),
    confirmPassword: zText().max(PASSWORD_MAX_LENGTH),
  })
  .superRefine((v, ctx) => {
    if (!passwordHasRequiredClasses(v.password)) ctx.addIssue({ code: "custom", path: ["password"], message: AUTH_TEXT.passwordRule });
    if (v.password !== v.confirmPassword) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: AUTH_TEXT.passwordsDoNotMatch });
  });
