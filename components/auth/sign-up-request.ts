import { isValidEmail, isValidName, passwordHasRequiredClasses, sanitizeInput } from "@/lib/auth/rules";
import type { CountryOption } from "./phone-picker";
import type { SignupContext } from "./signup-context";

/** What the sign-up dialog's two forms hold. */
export type SignUpForm = {
  accesscode: string;
  email: string;
  title: string;
  firstName: string;
  lastName: string;
  mobile: string;
  password: string;
  confirm: string;
  accept: boolean;
};
export const EMPTY_SIGN_UP_FORM: SignUpForm = {
  accesscode: "",
  email: "",
  title: "",
  firstName: "",
  lastName: "",
  mobile: "",
  password: "",
  confirm: "",
  accept: false,
};

/** Field → message key of the SignUp namespace. */
export type SignUpErrors = Partial<Record<keyof SignUpForm, string>>;

/** SPEC §2's e-mail view: the access code (when shown), the e-mail, the title and both names. */
export function detailsErrors(form: SignUpForm, showAccessCode: boolean): SignUpErrors {
  const e: SignUpErrors = {};
  if (showAccessCode && !form.accesscode.trim()) e.accesscode = "accessCodeRequired";
  const email = form.email.trim();
  if (!email) e.email = "emailRequired";
  else if (!isValidEmail(email)) e.email = "invalidMail";
  if (!form.title) e.title = "titleRequired";
  if (!form.firstName.trim()) e.firstName = "firstNameRequired";
  else if (!isValidName(form.firstName)) e.firstName = "nameCharacters";
  if (!form.lastName.trim()) e.lastName = "lastNameRequired";
  else if (!isValidName(form.lastName)) e.lastName = "nameCharacters";
  return e;
}

/** SPEC §2's password view: the terms accepted, a password of the required classes, typed twice alike. */
export function passwordErrors(form: SignUpForm): SignUpErrors {
  const e: SignUpErrors = {};
  if (!form.accept) e.accept = "acceptTerms";
  if (!form.password) e.password = "passwordRequired";
  else if (form.password !== form.confirm) e.confirm = "passwordsDoNotMatch";
  else if (!passwordHasRequiredClasses(form.password)) e.password = "passwordRule";
  return e;
}

/** SPEC's `jsonRegister`, as the checks and the sign-up itself send it. */
export function registerPayload(input: {
  form: SignUpForm;
  showAccessCode: boolean;
  nationality: number | null;
  masterCode: string | null;
  context: SignupContext;
  country: CountryOption | null;
}) {
  const { form, context, country } = input;
  return {
    promotions: { isPromotionVisited: false },
    accesscode: input.showAccessCode ? sanitizeInput(form.accesscode) : null,
    email_id: sanitizeInput(form.email),
    password: form.password,
    nationality: input.nationality,
    site_url: typeof window === "undefined" ? null : window.location.origin,
    mastercode: input.masterCode,
    referral_code: context.referral_code ?? null,
    referral_org: context.referral_org ?? null,
    language: typeof document === "undefined" ? null : document.documentElement.lang,
    title: form.title ? Number(form.title) : null,
    trip_id: context.trip_id ?? null,
    userdetails: {
      email_id: sanitizeInput(form.email),
      first_name: form.firstName.trim(),
      last_name: form.lastName.trim(),
      country_code: country?.countryCode ?? null,
      mobile_no: form.mobile || null,
      mobile_country_code: country?.isdCode ?? null,
    },
  };
}
export type RegisterPayload = ReturnType<typeof registerPayload>;
