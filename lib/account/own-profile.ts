import { getProfile, type Profile } from "@/lib/account/get-profile";
import { recentActivity } from "@/lib/account/recent-activity";
import type { ActiveSession } from "@/lib/auth/sessions";
import { PROVIDER_LABEL, isSocialProvider } from "@/lib/auth/social/config";
import { formatDate } from "@/lib/locale/format";
import type { Locale } from "@/lib/locale/locales";
import type { OrgConfig } from "@/lib/org/org-config";
import { listSignInMethods } from "@/lib/profile/sign-in-methods";

/** One way the account signs in: its password (`provider` null) or a linked identity, with its e-mail and the day it was added. */
export type MethodLine = { key: string; provider: string | null; email: string; added: string };

/** One recent account event (`action`, e.g. "login") with when, from where, and whether an agent did it. */
export type ActivityLine = { action: string; when: string; ip: string; byAgent: boolean };

/**
 * My Profile's sections for the signed-in member, dates written for the visitor: the profile answer, whether an agent
 * is acting for them (who sees and edits the details only — never the e-mail, password, sign-in methods or deletion,
 * so `methods` is null then), how the account signs in, and its recent activity.
 */
export type OwnProfile = { profile: Profile; acting: boolean; methods: { lines: MethodLine[]; social: number } | null; activity: ActivityLine[] };

/**
 * The member's My Profile sections, whether the page was rendered for them or the page shared by every member asked
 * GET /api/profile/account.
 */
export async function ownProfile({ session, org, locale }: { session: ActiveSession; org: Pick<OrgConfig, "timeZone">; locale: Locale }): Promise<OwnProfile> {
  const userId = session.user.id;
  const acting = !!session.impersonatorId;
  const [profile, activity, methods] = await Promise.all([getProfile(userId), recentActivity(userId), acting ? null : listSignInMethods(userId)]);
  const email = profile.basicprofile[0]!.email;
  const day = (at: Date) => formatDate(at, locale, org.timeZone);
  return {
    profile,
    acting,
    methods: methods && {
      lines: [
        ...(methods.hasPassword ? [{ key: "password", provider: null, email, added: "—" }] : []),
        ...methods.identities.map((i, n) => ({
          key: `${i.provider}-${n}`,
          provider: isSocialProvider(i.provider) ? PROVIDER_LABEL[i.provider] : i.provider,
          email: i.email ?? "—",
          added: day(i.createdAt),
        })),
      ],
      social: methods.identities.length,
    },
    activity: activity.map((r) => ({
      action: r.action,
      when: formatDate(r.at, locale, org.timeZone, { dateStyle: "medium", timeStyle: "short" }),
      ip: r.ip ?? "—",
      byAgent: r.byAgent,
    })),
  };
}
