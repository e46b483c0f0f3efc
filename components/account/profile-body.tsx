import { getTranslations } from "@/lib/locale/translations";
import { ProfileAccountForm } from "@/components/account/profile-account-form";
import { DeleteAccount } from "@/components/account/delete-account";
import { EmailChangeForm } from "@/components/account/email-change-form";
import { RecentActivity } from "@/components/account/recent-activity";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { SignInMethodsSection } from "@/components/profile/sign-in-methods";
import { getProfile } from "@/lib/account/get-profile";
import { recentActivity } from "@/lib/account/recent-activity";
import type { ActiveSession } from "@/lib/auth/sessions";
import { listSignInMethods } from "@/lib/profile/sign-in-methods";
import { getRequestContext } from "@/lib/request-context";

/**
 * My Profile's sections for the signed-in member: personal details and preferences, e-mail change, password, sign-in
 * methods, recent sign-in activity and account deletion. An agent acting for a client sees and edits the details only
 * — never the client's e-mail, password, sign-in methods or deletion.
 */
export async function ProfileBody({ session }: { session: ActiveSession }) {
  const ta = await getTranslations("Account");
  const { org } = await getRequestContext();
  const acting = !!session.impersonatorId;
  const [profile, activity] = await Promise.all([getProfile(session.user.id), recentActivity(session.user.id)]);
  const p = profile.basicprofile[0]!;
  return (
    <div className="max-w-3xl space-y-6">
      <p className="text-slate-600" data-testid="profile-identity">{`${p.first_name} ${p.last_name} · ${p.email}`}</p>
      <ProfileAccountForm profile={profile} />
      {acting ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm" data-testid="acting-restricted">
          {ta("actingRestricted")}
        </p>
      ) : (
        <>
          <EmailChangeForm email={p.email} hasPassword={p.has_password} />
          {p.has_password ? (
            <section className="rounded-xl border border-slate-200 p-6" data-testid="password-section">
              <h2 className="mb-4 text-lg font-semibold">{ta("passwordTitle")}</h2>
              <ChangePasswordForm mode="change" />
            </section>
          ) : null}
          <SignInMethodsSection methods={await listSignInMethods(session.user.id)} email={p.email} timeZone={org.timeZone} />
        </>
      )}
      <RecentActivity rows={activity} timeZone={org.timeZone} />
      {acting ? null : <DeleteAccount hasPassword={p.has_password} />}
    </div>
  );
}
