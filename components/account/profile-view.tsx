"use client";

import { useTranslations } from "next-intl";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { SignInMethodsSection } from "@/components/profile/sign-in-methods";
import type { OwnProfile } from "@/lib/account/own-profile";
import { AccountForm } from "./account-form";
import { accountValues } from "./account-values";
import { DeleteAccount } from "./delete-account";
import { EmailChangeForm } from "./email-change-form";
import type { LocaleChoices } from "./locale-choices";
import { RecentActivity } from "./recent-activity";

/**
 * My Profile's sections for the signed-in member: personal details and preferences, e-mail change, password, sign-in
 * methods, recent sign-in activity and account deletion. An agent acting for a client sees and edits the details only
 * — never the client's e-mail, password, sign-in methods or deletion.
 */
export function ProfileView({ own, choices }: { own: OwnProfile; choices: LocaleChoices }) {
  const ta = useTranslations("Account");
  const p = own.profile.basicprofile[0]!;
  return (
    <div className="max-w-3xl space-y-6">
      <p className="text-slate-600" data-testid="profile-identity">{`${p.first_name} ${p.last_name} · ${p.email}`}</p>
      <AccountForm initial={accountValues(own.profile)} {...choices} />
      {own.acting || !own.methods ? (
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
          <SignInMethodsSection methods={own.methods} />
        </>
      )}
      <RecentActivity rows={own.activity} />
      {own.acting ? null : <DeleteAccount hasPassword={p.has_password} />}
    </div>
  );
}
