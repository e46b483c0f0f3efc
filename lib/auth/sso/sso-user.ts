import type { Prisma } from "@/lib/generated/prisma/client";
import type { SsoClaims } from "./claims";
import { SsoRefusal } from "./errors";
import { endAgentLinkOnTakeover } from "@/lib/agent/end-agent-link";

/** What the sign-in result (SPEC §3) needs of the user. */
const SSO_USER_SELECT = {
  id: true,
  orgId: true,
  email: true,
  firstName: true,
  lastName: true,
  role: true,
  userType: true,
  nationalityId: true,
  languageCode: true,
  currencyCode: true,
  isPromotion: true,
  phoneCountryCode: true,
  emailVerifiedAt: true,
  deletedAt: true,
  subscriptions: {
    select: { planStatus: true, accessCode: true, phoneCountryCode: true, displayPrice: true, creditLimitMinor: true },
    orderBy: { startsAt: "desc" as const },
  },
} as const;

export type SsoUser = Prisma.UserGetPayload<{ select: typeof SSO_USER_SELECT }>;

type Input = {
  orgId: number;
  orgSlug: string;
  claims: SsoClaims;
  /** Already checked against the languages and currencies we offer. */
  language?: string;
  currency?: string;
  now: Date;
};

/**
 * The partner's member as our user: matched by organisation and lower-cased e-mail, created on first sign-in. The
 * partner vouches for the address, so a new account is created confirmed (and an unconfirmed one becomes so), as a
 * member (user type 2) with no password. Names are taken only on creation — afterwards the profile is the member's
 * own; language, currency and trip id are updated whenever the token carries them. The link is kept as an Identity
 * (provider "sso:<slug>", account = sub, else the e-mail), moved to this user if the partner's id now has another
 * e-mail: the e-mail, not the sub, decides who signs in. `agentLinkMail`: the outbox row to deliver after commit when
 * this sign-in ended an agent link (lib/agent/end-agent-link.ts).
 */
export async function findOrCreateSsoUser(tx: Prisma.TransactionClient, input: Input): Promise<SsoUser & { agentLinkMail: number | null }> {
  const { claims, now } = input;
  const prefs = {
    ...(input.language ? { languageCode: input.language } : {}),
    ...(input.currency ? { currencyCode: input.currency } : {}),
    ...(claims.trip_id ? { tripId: claims.trip_id } : {}),
  };
  let user = await tx.user.upsert({
    where: { orgId_email: { orgId: input.orgId, email: claims.email } },
    create: {
      orgId: input.orgId,
      email: claims.email,
      emailVerifiedAt: now,
      userType: 2,
      role: "Member",
      firstName: claims.given_name,
      lastName: claims.family_name,
      ...prefs,
    },
    update: prefs,
    select: SSO_USER_SELECT,
  });
  if (user.deletedAt) throw new SsoRefusal("account-closed");
  if (!user.emailVerifiedAt) user = await tx.user.update({ where: { id: user.id }, data: { emailVerifiedAt: now }, select: SSO_USER_SELECT });

  const provider = `sso:${input.orgSlug}`;
  const providerAccountId = claims.sub ?? claims.email;
  // The member's first sign-in through the partner takes the account over, like a sign-up: an agent link ends.
  const firstHere = !(await tx.identity.findFirst({ where: { userId: user.id, provider }, select: { id: true } }));
  const agentLinkMail = firstHere ? await endAgentLinkOnTakeover(tx, user.id, "sign-in-method") : null;
  await tx.identity.upsert({
    where: { orgId_provider_providerAccountId: { orgId: input.orgId, provider, providerAccountId } },
    create: { orgId: input.orgId, userId: user.id, provider, providerAccountId, email: claims.email, lastUsedAt: now },
    update: { userId: user.id, email: claims.email, lastUsedAt: now },
  });
  return { ...user, agentLinkMail };
}
