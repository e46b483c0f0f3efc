import { db } from "@/lib/db";
import { log } from "@/lib/log";
import type { OrgConfig } from "@/lib/org/org-config";
import type { RequestAttribution } from "@/lib/referral/request-attribution";
import type { Registration } from "../new-account";
import type { SignUpAnswer } from "../sign-up";
import { startSession, type SignInSuccess } from "../start-session";
import { createSocialAccount } from "./create-social-account";
import { decideSocialSignIn } from "./link-decision";
import { sendLinkConfirmation } from "./link-identity";
import type { SocialProfile } from "./profile";

export type SocialIntent = {
  /** May an unknown person get a new account (sign-up, and "Continue with …" in either dialog)? */
  allowCreate: boolean;
  /** May an existing account be signed in or linked (not for the sign-up call, which only registers)? */
  allowExisting: boolean;
  registration: Registration;
};

/** `attribution`: the request's referral cookies and address, for an account this sign-in creates. */
export type SocialCtx = {
  org: OrgConfig;
  ip: string;
  userAgent: string;
  locale: string;
  currency: string;
  origin: string;
  attribution: RequestAttribution;
};

export type SocialOutcome =
  { kind: "signed-in"; created: boolean; session: SignInSuccess } | { kind: "link-sent" } | { kind: "refused"; reason: string; answer?: SignUpAnswer };

const CANDIDATE = { id: true, emailVerifiedAt: true, deletedAt: true } as const;

/**
 * The one domain function behind every social sign-in and sign-up (the next-auth redirect flow and the googletoken /
 * fbtoken fields of /api/signIn and /api/signUp): given a profile whose token was already verified, find the
 * account in THIS organisation by its linked identity, else by e-mail (linking per link-decision.ts), else create
 * it; then start our server-side session. Refusals are logged (without personal data) and change nothing. Callers
 * throttle (signInIp) before they verify the token.
 */
export async function socialSignIn(profile: SocialProfile, intent: SocialIntent, ctx: SocialCtx): Promise<SocialOutcome> {
  const orgId = ctx.org.id;
  const identity = await db.identity.findUnique({
    where: { orgId_provider_providerAccountId: { orgId, provider: profile.provider, providerAccountId: profile.providerAccountId } },
    select: { id: true, user: { select: CANDIDATE } },
  });
  const emailUser =
    !identity && profile.email ? await db.user.findUnique({ where: { orgId_email: { orgId, email: profile.email } }, select: CANDIDATE }) : null;
  const decision = decideSocialSignIn({
    profile,
    linkedUser: identity?.user ?? null,
    emailUser,
    allowCreate: intent.allowCreate,
    allowExisting: intent.allowExisting,
  });
  const session = (userId: number) =>
    startSession(userId, { orgId, ip: ctx.ip, userAgent: ctx.userAgent, locale: ctx.locale, currency: ctx.currency, method: profile.provider });

  switch (decision.action) {
    case "sign-in":
      await db.identity.update({ where: { id: identity!.id }, data: { lastUsedAt: new Date() } });
      return { kind: "signed-in", created: false, session: await session(decision.userId) };
    case "link":
      await db.identity.create({
        data: {
          orgId,
          userId: decision.userId,
          provider: profile.provider,
          providerAccountId: profile.providerAccountId,
          email: profile.email,
          lastUsedAt: new Date(),
        },
      });
      await db.userActivity.create({ data: { userId: decision.userId, action: "link-identity", ip: ctx.ip, meta: { provider: profile.provider } } });
      return { kind: "signed-in", created: false, session: await session(decision.userId) };
    case "confirm-by-email":
      await sendLinkConfirmation(profile, decision.userId, ctx);
      log("info", "social sign-in: link confirmation e-mailed", { provider: profile.provider, orgId, userId: decision.userId });
      return { kind: "link-sent" };
    case "create": {
      const created = await createSocialAccount(profile, intent.registration, ctx);
      if (!created.ok) return refused(profile, orgId, created.answer.data.messageCode, created.answer);
      return { kind: "signed-in", created: true, session: await session(created.userId) };
    }
    case "refuse":
      return refused(profile, orgId, decision.reason);
  }
}

function refused(profile: SocialProfile, orgId: number, reason: string, answer?: SignUpAnswer): SocialOutcome {
  log("warn", "social sign-in refused", { provider: profile.provider, orgId, reason });
  return { kind: "refused", reason, answer };
}
