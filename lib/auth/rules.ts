/** The account rules of SPEC §4–§6 and §9, as pure functions shared by the dialogs and the server. */

/**
 * The password input cap, widened on purpose from SPEC §9's "Password max input 13" to 64 (NIST SP 800-63B
 * §5.1.1.2: a verifier should permit at least 64 characters — a 13-character cap refuses passphrases and the
 * passwords managers generate). The character-class rule and its message stay as SPEC §5 words them. The decision is
 * docs/decisions/0002-password-length.md.
 */
export const PASSWORD_MAX_LENGTH = 64;
/** SPEC §9: "phone number max 15; usr_type 2 member, 1 agent". */
export const PHONE_MAX_LENGTH = 15;
export const USER_TYPE = { agent: 1, member: 2 } as const;

/** SPEC §3: "usr_type (2 normally; 1 if the email text contains 'agent')". */
export function userTypeForEmail(email: string): 1 | 2 {
  return email.toLowerCase().includes("agent") ? USER_TYPE.agent : USER_TYPE.member;
}

/**
 * SPEC §5: "password must contain lowercase, uppercase, digit and special character … Only the character classes are
 * checked; 13 is the input cap." (The cap is 64 here: PASSWORD_MAX_LENGTH.)
 */
export function passwordHasRequiredClasses(password: string): boolean {
  return /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9]/.test(password);
}

/** Letters of any script, combining marks, spaces, apostrophes, hyphens and periods: the name-character check. */
const NAME_CHARACTERS = /^[\p{L}\p{M}][\p{L}\p{M}' .\-’]*$/u;

export function isValidName(value: string): boolean {
  return NAME_CHARACTERS.test(value.trim());
}

/** Drops what a name field does not accept as the user types (the input filter of the name-character check). */
export function filterNameInput(value: string): string {
  return value.replace(/[^\p{L}\p{M}' .\-’]/gu, "");
}

/** SPEC §5: "phone number digits only, max length 15". */
export function filterPhoneInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, PHONE_MAX_LENGTH);
}

/** SPEC §5: "input sanitising is applied to email, access code and nationality text": control characters and markup. */
export function sanitizeInput(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f<>"'`\\]/g, "").trim();
}

/** A standard e-mail pattern (SPEC §5 'Invalid Mail'). */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&*+/=?^_{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

export type PlanState = { planStatus: "ACTIVE" | "NOPLAN"; planActive: boolean };

/** SPEC §4: "plan_status ACTIVE-REFRESH is treated as ACTIVE. The plan-active flag is set when status is ACTIVE; otherwise the default is NOPLAN." */
export function planStateOf(planStatuses: readonly (string | null | undefined)[]): PlanState {
  const active = planStatuses.some((s) => normalizePlanStatus(s) === "ACTIVE");
  return active ? { planStatus: "ACTIVE", planActive: true } : { planStatus: "NOPLAN", planActive: false };
}

export function normalizePlanStatus(status: string | null | undefined): string {
  const s = (status ?? "").trim().toUpperCase();
  return s === "ACTIVE-REFRESH" ? "ACTIVE" : s || "NOPLAN";
}
