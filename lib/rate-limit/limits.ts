/**
 * Every throttle of the site, by name. Windows are fixed: they start at the first counted attempt and last `duration`
 * seconds. `points` is scaled by RATE_LIMIT_MULTIPLIER (tests and benchmarks raise it), except where `scaled` is false.
 *
 * | limiter           | points | per    | key          | counts                                                       |
 * |-------------------|--------|--------|--------------|--------------------------------------------------------------|
 * | `signInIp`        | 50     | 15 min | IP           | every sign-in attempt from one address                       |
 * | `signInIpAccount` | 10     | 15 min | IP + account | password checks per account and address (a pass clears them) |
 * | `signUpIp`        | 20     | 1 h    | IP           | sign-ups from one address                                    |
 * | `emailIp`         | 10     | 15 min | IP           | resend-verification / forgot-password requests from one IP   |
 * | `emailIpAccount`  | 3      | 15 min | IP + account | those requests for one account from one address              |
 * | `emailAccount`    | 3      | 1 h    | account      | e-mails sent to one account, whoever asked (not scaled)      |
 * | `accessCodeIp`    | 20     | 15 min | IP           | access-code checks on sign-up from one address               |
 * | `existsIp`        | 30     | 15 min | IP           | "does this account exist?" checks from one address           |
 * | `socialStartIp`   | 30     | 15 min | IP           | social redirects started (each writes an OAuthState record)  |
 * | `referralClickIp` | 60     | 15 min | IP           | referral-link visits recorded from one address               |
 * | `manageBookingIp` | 20     | 15 min | IP           | guest manage-booking look-ups (reference + e-mail) per address |
 * | `manageBookingIpRef`| 10   | 15 min | IP + reference | look-ups of one booking reference from one address (a find clears them; not scaled) |
 *
 * There is deliberately no account-wide sign-in lock: a flood of wrong passwords from one address must not lock the
 * real owner out from theirs. The same holds for the password checks of a signed-in member (change password, change
 * e-mail, delete account): they count in `signInIp` / `signInIpAccount`, the same budget as sign-in for the account.
 * Resend-verification and forgot-password requests are refused (429) per requester (`emailIp`, `emailIpAccount`).
 * `emailAccount` caps the e-mails one account gets, whoever asks (those two, and the one that connects a social
 * identity): it counts e-mails actually sent, after the answer, and past it nothing is sent while the answer stays the
 * same — a mailbox cannot be flooded, and nothing tells whether the account exists. Strangers still cannot lock the
 * owner out: a new confirmation or reset link leaves the earlier ones valid, and the window (1 h) is no longer than a
 * link lives (a reset link: 1 h), so while the cap holds the last link sent still works; a signed-in owner's own ask
 * is always sent. It is not scaled by RATE_LIMIT_MULTIPLIER: it protects one mailbox, not a budget shared by everyone
 * behind one address.
 * Nor is a booking reference locked for everyone: `manageBookingIpRef` counts a reference's look-ups per address, so
 * wrong guesses lock out the guesser's address, never the guest's; it is not scaled (one booking, not a shared budget).
 * `signInIpAccount` stops guessing one account from one address, `signInIp` stops spraying many accounts from one
 * address. IPv6 addresses count per /64 (what one subscriber usually gets).
 */
export const LIMITS = {
  signInIp: { points: 50, duration: 15 * 60, by: "ip" },
  signInIpAccount: { points: 10, duration: 15 * 60, by: "ip+account" },
  signUpIp: { points: 20, duration: 60 * 60, by: "ip" },
  emailIp: { points: 10, duration: 15 * 60, by: "ip" },
  emailIpAccount: { points: 3, duration: 15 * 60, by: "ip+account" },
  emailAccount: { points: 3, duration: 60 * 60, by: "account", scaled: false },
  accessCodeIp: { points: 20, duration: 15 * 60, by: "ip" },
  existsIp: { points: 30, duration: 15 * 60, by: "ip" },
  socialStartIp: { points: 30, duration: 15 * 60, by: "ip" },
  referralClickIp: { points: 60, duration: 15 * 60, by: "ip" },
  manageBookingIp: { points: 20, duration: 15 * 60, by: "ip" },
  manageBookingIpRef: { points: 10, duration: 15 * 60, by: "ip+account", scaled: false },
} as const satisfies Record<string, LimitDefinition>;

export type LimitDefinition = { points: number; duration: number; by: "ip" | "account" | "ip+account"; scaled?: false };

export type LimiterName = keyof typeof LIMITS;

/** What a limiter is keyed by: an address, an account (e-mail or user name), or both. */
export type LimiterKey<N extends LimiterName> = (typeof LIMITS)[N]["by"] extends "ip+account" ? { ip: string; account: string } : string;

export const LIMITER_NAMES = Object.keys(LIMITS) as LimiterName[];

/** Points after RATE_LIMIT_MULTIPLIER: a whole number, at least 1 (a limiter with `scaled: false` keeps its own). */
export function scaledPoints(limit: LimitDefinition, multiplier: number): number {
  if (limit.scaled === false) return limit.points;
  return Math.max(1, Math.round(limit.points * multiplier));
}
