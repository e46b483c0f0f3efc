import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { db } from "@/lib/db";
import { deliverQueued, queueEmail } from "@/lib/email";
import { Prisma } from "@/lib/generated/prisma/client";
import type { OrgConfig } from "@/lib/org/org-config";
import { limit } from "@/lib/rate-limit";
import { accountMailWords, linkIdentityMail } from "../emails";
import { consumeToken, createToken, expireOpenTokens } from "../tokens";
import { publishChange } from "@/lib/events/publish";
import { endAgentLinkOnTakeover } from "@/lib/agent/end-agent-link";
import { PROVIDER_LABEL, SOCIAL_PROVIDERS, type SocialProviderId } from "./config";
import type { SocialProfile } from "./profile";

/** What the LINK_IDENTITY token remembers: the identity to link once the account's owner confirms. */
const ZLinkPayload = z.object({ provider: z.enum(SOCIAL_PROVIDERS), providerAccountId: zText().min(1).max(255), email: zText().max(254).nullable() });

type Ctx = { org: OrgConfig; ip: string; origin: string };

/**
 * Instead of "account not linked": e-mails the account's own address a single-use, one-hour link that connects this
 * social identity. Throttled like the other account e-mails; a newer link replaces older ones.
 */
export async function sendLinkConfirmation(profile: SocialProfile, userId: number, ctx: Ctx): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, email: true, firstName: true, languageCode: true } });
  await limit("emailIp", ctx.ip);
  await limit("emailAccount", `${ctx.org.id}|${user.email}`);
  const words = await accountMailWords(ctx.org, user.languageCode);
  const payload = { provider: profile.provider, providerAccountId: profile.providerAccountId, email: profile.email };
  const emailId = await db.$transaction(async (tx) => {
    await expireOpenTokens(tx, user.id, "LINK_IDENTITY");
    const token = await createToken(tx, user.id, "LINK_IDENTITY", payload);
    const mail = linkIdentityMail(
      words,
      ctx.org.name,
      user.firstName,
      PROVIDER_LABEL[profile.provider],
      profile.email ?? user.email,
      `${ctx.origin}/link-account?key=${token}`,
    );
    return queueEmail(tx, { orgId: ctx.org.id, to: user.email, ...mail });
  });
  await deliverQueued(emailId);
}

export type LinkOutcome = { outcome: "linked"; provider: SocialProviderId } | { outcome: "invalid" };

class NotForThisOrg extends Error {}

/**
 * Opens the e-mailed link: single-use, expiring, and only on the account's own organisation. The owner has now shown
 * control of the address, so the account counts as confirmed; if it was not confirmed before, its password is
 * dropped and its sessions end — that password was set by whoever registered the address, who may not be its owner
 * (the "pre-registered account" takeover), and the owner can set a new one with "forgot password". The owner has
 * taken the account over: an agent link ends with it.
 */
export async function completeIdentityLink(key: string, orgId: number): Promise<LinkOutcome> {
  try {
    const linked = await db.$transaction(async (tx) => {
      const token = await consumeToken(tx, key, "LINK_IDENTITY");
      if (!token) return { outcome: "invalid" } as const;
      const user = await tx.user.findUnique({ where: { id: token.userId }, select: { id: true, orgId: true, emailVerifiedAt: true, deletedAt: true } });
      if (!user || user.deletedAt) return { outcome: "invalid" } as const;
      // Rolls the transaction back, so a link opened on another organisation's site stays usable on the right one.
      if (user.orgId !== orgId) throw new NotForThisOrg();
      const payload = ZLinkPayload.safeParse(token.payload);
      if (!payload.success) return { outcome: "invalid" } as const;
      const { provider, providerAccountId, email } = payload.data;
      const taken = await tx.identity.findUnique({
        where: { orgId_provider_providerAccountId: { orgId, provider, providerAccountId } },
        select: { userId: true },
      });
      if (taken && taken.userId !== user.id) return { outcome: "invalid" } as const;
      if (!taken) await tx.identity.create({ data: { orgId, userId: user.id, provider, providerAccountId, email } });
      if (!user.emailVerifiedAt) {
        await tx.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
        await tx.passwordCredential.deleteMany({ where: { userId: user.id } });
        await tx.session.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: new Date() } });
        publishChange({ topic: "session", userId: user.id });
        await expireOpenTokens(tx, user.id, "VERIFY_EMAIL");
      }
      await tx.userActivity.create({ data: { userId: user.id, action: "link-identity", meta: { provider } } });
      return { outcome: "linked", provider, userId: user.id, emailId: await endAgentLinkOnTakeover(tx, user.id, "sign-in-method") } as const;
    });
    if (linked.outcome === "invalid") return linked;
    publishChange({ topic: "session", userId: linked.userId });
    if (linked.emailId !== null) await deliverQueued(linked.emailId);
    return { outcome: "linked", provider: linked.provider };
  } catch (error) {
    if (error instanceof NotForThisOrg) return { outcome: "invalid" };
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return { outcome: "invalid" };
    throw error;
  }
}
