/**
 * What a verified social identity may do, as one pure decision table (unit-tested in tests/unit/social-link.test.ts):
 *
 * | identity linked? | account with its e-mail          | provider: e-mail verified | → decision                       |
 * |------------------|----------------------------------|---------------------------|----------------------------------|
 * | yes (live user)  | —                                | —                         | sign-in                          |
 * | yes (closed)     | —                                | —                         | refuse account-closed            |
 * | no               | —  (no e-mail shared)            | —                         | refuse no-email                  |
 * | no               | verified e-mail                  | yes                       | link, then sign in               |
 * | no               | verified e-mail                  | no                        | confirm-by-email                 |
 * | no               | unverified e-mail                | yes or no                 | confirm-by-email                 |
 * | no               | closed                           | —                         | refuse account-closed            |
 * | no               | none                             | yes                       | create (when allowed)            |
 * | no               | none                             | no                        | refuse unverified-email          |
 *
 * Linking needs BOTH sides verified: the provider vouches for the person, our confirmation vouches for the account.
 * Anything less is never a dead end: the account's owner gets an e-mail whose link completes the linking. Where the
 * caller only registers (allowExisting false, the sign-up call), an existing account is "exists" and nothing changes.
 */
export type Candidate = { id: number; emailVerifiedAt: Date | null; deletedAt: Date | null };

export type LinkDecision =
  | { action: "sign-in"; userId: number }
  | { action: "link"; userId: number }
  | { action: "confirm-by-email"; userId: number }
  | { action: "create" }
  | { action: "refuse"; reason: "account-closed" | "no-email" | "unverified-email" | "exists" | "no-account" };

export function decideSocialSignIn(input: {
  profile: { email: string | null; emailVerified: boolean };
  linkedUser: Candidate | null;
  emailUser: Candidate | null;
  allowCreate: boolean;
  allowExisting: boolean;
}): LinkDecision {
  const { profile, linkedUser, emailUser } = input;
  if (linkedUser) {
    if (linkedUser.deletedAt) return { action: "refuse", reason: "account-closed" };
    return input.allowExisting ? { action: "sign-in", userId: linkedUser.id } : { action: "refuse", reason: "exists" };
  }
  if (!profile.email) return { action: "refuse", reason: "no-email" };
  if (emailUser) {
    if (emailUser.deletedAt) return { action: "refuse", reason: "account-closed" };
    if (!input.allowExisting) return { action: "refuse", reason: "exists" };
    return profile.emailVerified && emailUser.emailVerifiedAt ? { action: "link", userId: emailUser.id } : { action: "confirm-by-email", userId: emailUser.id };
  }
  if (!input.allowCreate) return { action: "refuse", reason: "no-account" };
  return profile.emailVerified ? { action: "create" } : { action: "refuse", reason: "unverified-email" };
}
