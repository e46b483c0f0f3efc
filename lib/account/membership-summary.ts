import { db } from "@/lib/db";
import { planStateOf } from "@/lib/auth/rules";

/**
 * What the profile and the savings page both say of a member's plan and savings programme, from one reading: the plan
 * (SPEC §4: ACTIVE-REFRESH counts as ACTIVE; anything else is no active plan) and whether the member is enrolled with
 * the savings provider (the local member record, SPEC §3). Enrolment is not a plan: the two are told apart, so no page
 * says "membership active" while another says "No plan". Words only, never the provider's or the spec's raw tokens.
 */
export type MembershipSummary = {
  plan: { name: string; active: boolean } | null;
  savingsSince: Date | null;
};

export async function membershipSummary(userId: number): Promise<MembershipSummary> {
  const [subscription, savings] = await Promise.all([
    db.subscription.findFirst({ where: { userId }, orderBy: { startsAt: "desc" }, select: { planName: true, planStatus: true } }),
    db.savingsMember.findUnique({ where: { userId }, select: { createdAt: true } }),
  ]);
  return {
    plan: subscription ? { name: subscription.planName, active: planStateOf([subscription.planStatus]).planActive } : null,
    savingsSince: savings?.createdAt ?? null,
  };
}

/** What these texts need of an "Account" translator (a page's getTranslations("Account") is one). */
type AccountT = (key: "noPlan" | "savingsNotEnrolled" | "planActive" | "planInactive" | "savingsEnrolled", values?: Record<string, string>) => string;

/** The two lines, in the reader's words: "Premium · active" / "No plan"; "Enrolled since Dec 6, 2026" / "Not enrolled yet". */
export function membershipTexts(summary: MembershipSummary, t: AccountT, day: (at: Date) => string): { plan: string; savings: string } {
  const { plan, savingsSince } = summary;
  return {
    plan: plan ? t(plan.active ? "planActive" : "planInactive", { name: plan.name }) : t("noPlan"),
    savings: savingsSince ? t("savingsEnrolled", { date: day(savingsSince) }) : t("savingsNotEnrolled"),
  };
}
