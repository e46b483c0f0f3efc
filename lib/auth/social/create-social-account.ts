import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import type { OrgConfig } from "@/lib/org/org-config";
import { limit } from "@/lib/rate-limit";
import { consumeAccessCode } from "../access-codes";
import { AUTH_TEXT, SIGNUP_MESSAGES } from "../messages";
import { nationalityOrDefault, newAccountData, planFromCode, type Registration } from "../new-account";
import { decideSignUpCode } from "../sign-up-code";
import { filterNameInput } from "../rules";
import { answer, type SignUpAnswer } from "../sign-up";
import type { SocialProfile } from "./profile";
import { attributeSignup } from "@/lib/referral/attribute-signup";
import type { RequestAttribution } from "@/lib/referral/request-attribution";

type Ctx = { org: OrgConfig; ip: string; locale: string; attribution: RequestAttribution };

export type CreateResult = { ok: true; userId: number } | { ok: false; answer: SignUpAnswer };

/** Provider names kept to the characters our name rule accepts, with a fallback so a mononym still registers. */
function namesOf(profile: SocialProfile): { firstName: string; lastName: string } {
  const first = filterNameInput(profile.firstName).trim().slice(0, 50);
  const last = filterNameInput(profile.lastName).trim().slice(0, 50);
  const fromEmail = filterNameInput((profile.email ?? "").split("@")[0]!.replace(/[._-]+/g, " "))
    .trim()
    .slice(0, 50);
  return { firstName: first || fromEmail || "Member", lastName: last };
}

/**
 * Social sign-up (SPEC §4 "for social sign-ups it registers directly"): the provider has verified the e-mail, so the
 * account is confirmed at once and has no password; the identity is recorded with it. The org's access-code rules,
 * master codes, referral and trip id apply exactly as for an e-mail sign-up, in one transaction.
 */
export async function createSocialAccount(profile: SocialProfile, r: Registration, ctx: Ctx): Promise<CreateResult> {
  if (!profile.email || !profile.emailVerified) throw new Error("createSocialAccount needs a verified e-mail");
  await limit("signUpIp", ctx.ip);
  const { master, code, refusal } = await decideSignUpCode(ctx.org, r);
  if (refusal === "ACCESS_CODE_MISSING")
    throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: "accesscode", message: AUTH_TEXT.accessCodeRequired }] });
  if (refusal) return { ok: false, answer: answer(0, 400, refusal) };

  const email = profile.email;
  const nationalityId = await nationalityOrDefault(r.nationality);
  try {
    const userId = await db.$transaction(async (tx) => {
      if (code?.ok && !(await consumeAccessCode(tx, code.id))) throw new AppError("CONFLICT", SIGNUP_MESSAGES.ACCESS_CODE_USED);
      const user = await tx.user.create({
        data: {
          ...newAccountData({ org: ctx.org, email, ...namesOf(profile), r, ctx, master, code, nationalityId }),
          emailVerifiedAt: new Date(),
          identities: {
            create: { orgId: ctx.org.id, provider: profile.provider, providerAccountId: profile.providerAccountId, email, lastUsedAt: new Date() },
          },
          ...planFromCode(code, r, null),
        },
        select: { id: true },
      });
      await tx.invitation.updateMany({ where: { orgId: ctx.org.id, email, usedAt: null }, data: { usedAt: new Date() } });
      await attributeSignup(tx, { orgId: ctx.org.id, userId: user.id, referralCode: r.referral_code, attribution: ctx.attribution });
      await tx.userActivity.create({ data: { userId: user.id, action: "signup-social", ip: ctx.ip, meta: { provider: profile.provider } } });
      return user.id;
    });
    return { ok: true, userId };
  } catch (error) {
    // A racing sign-up with the same e-mail or identity: the unique indexes decide.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return { ok: false, answer: answer(1, 201, "USER_ALREADY_CREATED") };
    if (error instanceof AppError && error.code === "CONFLICT") return { ok: false, answer: answer(0, 409, "ACCESS_CODE_USED") };
    throw error;
  }
}
