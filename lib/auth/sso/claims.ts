import { z } from "zod";
import { zText } from "@/lib/zod-text";

/** A partner token may live at most this long (exp - iat), and is refused this long after iat whatever its exp. */
export const SSO_MAX_TOKEN_SECONDS = 300;
/** Allowed clock difference between the partner's servers and ours. */
export const SSO_CLOCK_TOLERANCE_SECONDS = 30;
/** HS256 secrets shorter than this are refused (RFC 7518 §3.2: a key at least as long as the hash output). */
export const SSO_MIN_SECRET_BYTES = 32;
/** Longest token we read at all (a JWT with our claims is well under 2 KB). */
export const SSO_MAX_TOKEN_LENGTH = 8192;

/**
 * The `aud` a partner puts in its tokens: "org:" + our organisation's slug. The slug never changes (operators cannot
 * edit it), so the value is stable, and a token minted for one organisation is refused on every other one's host.
 */
export function ssoAudience(slug: string): string {
  return `org:${slug}`;
}

// Control characters never belong in a name shown in the page header.
const withoutControls = (s: string) => s.replace(/[\u0000-\u001f\u007f-\u009f]/g, "");
// A partner's signed token, not a field someone typed: its names lose control characters (NUL among them) rather than
// refuse the sign-in; zText after the drop still refuses a lone surrogate.
// eslint-disable-next-line no-restricted-syntax
const claimText = () => z.string().transform(withoutControls);
const name = claimText().pipe(zText().trim().min(1).max(80));
/** Optional text claims: an empty string counts as absent. */
const optionalText = (max: number) =>
  claimText()
    .pipe(zText().trim().max(max))
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * The member claims of a partner token, after its signature and registered claims were checked. Names follow
 * OpenID Connect (given_name, family_name, email); language, currency, trip_id and landing_path are ours.
 */
export const ZSsoClaims = z
  .object({
    jti: zText().min(1).max(200),
    iat: z.number(),
    exp: z.number(),
    sub: optionalText(255),
    email: zText().trim().toLowerCase().pipe(z.email().max(254)),
    given_name: name,
    family_name: name,
    language: optionalText(16),
    currency: optionalText(3).transform((v) => v?.toUpperCase()),
    trip_id: optionalText(64),
    landing_path: zText().max(4096).optional(),
  })
  .refine((c) => c.exp - c.iat <= SSO_MAX_TOKEN_SECONDS, { path: ["exp"], message: `exp may be at most ${SSO_MAX_TOKEN_SECONDS} s after iat` });

export type SsoClaims = z.infer<typeof ZSsoClaims>;
