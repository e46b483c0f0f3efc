import type { SocialProviderId } from "./config";

/** What a verified provider token tells us about the person, in one shape for every provider. */
export type SocialProfile = {
  provider: SocialProviderId;
  /** Google's `sub`, Facebook's app-scoped user id. */
  providerAccountId: string;
  /** Lower-cased; null when the provider shared none. */
  email: string | null;
  /** Whether the provider vouches that the person controls this e-mail address. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
};

export type TokenCheckFailure = "malformed" | "signature" | "audience" | "issuer" | "expired" | "claims" | "app-mismatch" | "invalid" | "unavailable";

export type TokenCheck = { ok: true; profile: SocialProfile } | { ok: false; reason: TokenCheckFailure };

/** Names as the account stores them: trimmed, at most 50 characters (the sign-up form's limit). */
export function cleanName(value: unknown): string {
  return typeof value === "string" ? value.trim().replace(/\s+/g, " ").slice(0, 50) : "";
}
