import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isLocale } from "@/lib/locale/locales";
import type { OrgConfig } from "@/lib/org/org-config";
import type { AccessCodeCheck } from "./access-codes";
import type { JsonRegister } from "./schemas";
import type { MasterCode } from "./sign-up-code";

/** The registration context both ways of signing up share (e-mail and social): codes, referral, trip, site. */
export type Registration = Pick<
  JsonRegister,
  | "accesscode"
  | "mastercode"
  | "referral_code"
  | "referral_org"
  | "trip_id"
  | "site_id"
  | "site_url"
  | "language"
  | "nationality"
  | "client_ip_address"
  | "true_client_ip"
>;

export async function nationalityOrDefault(id: number | null | undefined): Promise<number> {
  return id && (await db.nationality.findUnique({ where: { id }, select: { id: true } })) ? id : 1;
}

type AccountInput = {
  org: OrgConfig;
  email: string;
  firstName: string;
  lastName: string;
  r: Registration;
  ctx: { ip: string; locale: string };
  master: MasterCode;
  code?: AccessCodeCheck;
  nationalityId: number;
  phone?: { countryCode: string | null; number: string | null };
};

/** The new member's row, the same for e-mail and social sign-ups (plan from the access code, referral, trip, site). */
export function newAccountData(a: AccountInput): Omit<Prisma.UserUncheckedCreateInput, "id"> {
  const codeOk = a.code?.ok ? a.code : undefined;
  return {
    orgId: a.org.id,
    email: a.email,
    userType: 2,
    role: "Member",
    firstName: a.firstName,
    lastName: a.lastName,
    nationalityId: a.nationalityId,
    phoneCountryCode: a.phone?.countryCode ?? null,
    mobileNo: a.phone?.number || null,
    languageCode: a.r.language && isLocale(a.r.language) ? a.r.language : a.ctx.locale,
    siteId: a.r.site_id ?? null,
    siteUrl: a.r.site_url ?? null,
    tripId: a.r.trip_id ?? null,
    signupIp: a.ctx.ip,
    trueClientIp: a.r.true_client_ip ?? a.r.client_ip_address ?? null,
    accessCodeId: codeOk ? codeOk.id : null,
    masterCode: a.master.accepted ? (a.r.mastercode ?? null) : null,
    referredById: a.master.referrerId ?? null,
  };
}

/** The plan the sign-up's code grants (decideSignUpCode), created with the account, naming that code. */
export function planFromCode(code: AccessCodeCheck | undefined, r: Registration, phoneCountryCode: string | null) {
  if (!code?.ok || !code.planName) return {};
  const typed = code.kind === "MASTER" ? r.mastercode : r.accesscode;
  return { subscriptions: { create: { planName: code.planName, planStatus: "ACTIVE", accessCode: typed ?? null, phoneCountryCode } } };
}
