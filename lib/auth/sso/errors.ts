/**
 * Why a partner sign-in was refused. Each code is shown to the member at /login/sso?error=<code> with its own
 * translated text (messages: SsoLogin), and nothing else about the token is ever echoed back.
 */
export const SSO_ERROR_CODES = [
  "missing",
  "not-enabled",
  "invalid-signature",
  "wrong-organisation",
  "expired",
  "replayed",
  "invalid-token",
  "account-closed",
  "unavailable",
] as const;

export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

export function isSsoErrorCode(value: unknown): value is SsoErrorCode {
  return typeof value === "string" && (SSO_ERROR_CODES as readonly string[]).includes(value);
}

/** Thrown inside the sign-in transaction so that a refusal rolls back everything it wrote (the jti included). */
export class SsoRefusal extends Error {
  constructor(readonly code: SsoErrorCode) {
    super(`SSO refused: ${code}`);
    this.name = "SsoRefusal";
  }
}
