import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import type { OrgConfig } from "@/lib/org/org-config";
import { deliverQueued, queueEmail } from "@/lib/email";
import { limit } from "@/lib/rate-limit";
import { consumeAccessCode } from "./access-codes";
import { CLAIM_SELECT, isClaimable, offerAccountClaim } from "./claim-account";
import { accountMailWords, verificationMail } from "./emails";
import { SIGNUP_MESSAGES, type SignupMessageCode } from "./messages";
import { nationalityOrDefault, newAccountData, planFromCode } from "./new-account";
import { hashPassword } from "./passwords";
import { registerFieldErrors, type JsonRegister } from "./schemas";
import { decideSignUpCode } from "./sign-up-code";
import { createToken } from "./tokens";
import { attributeSignup } from "@/lib/referral/attribute-signup";
import type { RequestAttribution } from "@/lib/referral/request-attribution";

/** The sign-up answer of SPEC §7: { status, data: { code, resp, isProfileCreated } }. */
export type SignUpAnswer = { status: 0 | 1; data: { code: number; resp: string; isProfileCreated: boolean; messageCode: SignupMessageCode } };

export const answer = (status: 0 | 1, code: number, messageCode: SignupMessageCode, isProfileCreated = false): SignUpAnswer => ({
  status,
  data: { code, resp: SIGNUP_MESSAGES[messageCode], isProfileCreated, messageCode },
});

type Context = { org: OrgConfig; ip: string; locale: string; origin: string; attribution: RequestAttribution };

/**
 * Registration by e-mail (SPEC §4, §5, §7). Every rule is checked again here; the account, its password, its plan
 * (from the access code), the access-code use, the confirmation token and the e-mail are written in one transaction.
 * The account cannot sign in until the e-mailed link is opened. The address of an account an agent made for it is
 * claimed instead (lib/auth/claim-account.ts).
 */
export async function registerByEmail(r: JsonRegister, ctx: Context): Promise<SignUpAnswer> {
  await limit("signUpIp", ctx.ip);
  const { master, needsCode, code, refusal } = await decideSignUpCode(ctx.org, r);
  const fields = registerFieldErrors(r, { accessCodeRequired: needsCode, social: false });
  if (fields.length) throw new AppError("VALIDATION_FAILED", undefined, { fields });

  const email = r.email_id.toLowerCase();
  const existing = await db.user.findUnique({ where: { orgId_email: { orgId: ctx.org.id, email } }, select: CLAIM_SELECT });
  if (existing && isClaimable(existing)) {
    await offerAccountClaim(existing, email, await hashPassword(r.password!), ctx);
    return answer(1, 200, "USER_CREATED", true);
  }
  if (existing) return answer(1, 201, "USER_ALREADY_CREATED");
  if (refusal && refusal !== "ACCESS_CODE_MISSING") return answer(0, 400, refusal);

  const passwordHash = await hashPassword(r.password!);
  const nationalityId = await nationalityOrDefault(r.nationality);
  const phone = { countryCode: r.userdetails.mobile_country_code ?? null, number: r.userdetails.mobile_no ?? null };
  // In the language the visitor signed up in.
  const words = await accountMailWords(ctx.org, ctx.locale);
  try {
    const { emailId } = await db.$transaction(async (tx) => {
      if (code?.ok && !(await consumeAccessCode(tx, code.id))) throw new AppError("CONFLICT", SIGNUP_MESSAGES.ACCESS_CODE_USED);
      const user = await tx.user.create({
        data: {
          ...newAccountData({
            org: ctx.org,
            email,
            firstName: r.userdetails.first_name.trim(),
            lastName: r.userdetails.last_name.trim(),
            r,
            ctx,
            master,
            code,
            nationalityId,
            phone,
          }),
          title: r.title,
          password: { create: { hash: passwordHash } },
          ...planFromCode(code, r, phone.countryCode),
        },
        select: { id: true, firstName: true },
      });
      await attributeSignup(tx, { orgId: ctx.org.id, userId: user.id, referralCode: r.referral_code, attribution: ctx.attribution });
      // An invitation to this address has served its purpose.
      await tx.invitation.updateMany({ where: { orgId: ctx.org.id, email, usedAt: null }, data: { usedAt: new Date() } });
      const token = await createToken(tx, user.id, "VERIFY_EMAIL");
      const mail = verificationMail(words, ctx.org.name, user.firstName, `${ctx.origin}/verify-account?key=${token}`);
      const emailId = await queueEmail(tx, { orgId: ctx.org.id, to: email, ...mail });
      return { emailId };
    });
    await deliverQueued(emailId);
  } catch (error) {
    // Two sign-ups with one e-mail at once: the unique index decides, and the loser hears the catalogue message.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return answer(1, 201, "USER_ALREADY_CREATED");
    if (error instanceof AppError && error.code === "CONFLICT") return answer(0, 409, "ACCESS_CODE_USED");
    throw error;
  }
  return answer(1, 200, "USER_CREATED", true);
}
