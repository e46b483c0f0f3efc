"use client";

import { useTranslations } from "next-intl";
import { useAuthDialog } from "@/components/auth/auth-dialog-context";

/**
 * In place of the checkout form where the organisation takes bookings from members only (SPEC §6: no session and no
 * guest checkout configured): the summary stays beside it, and the visitor signs in or joins to book.
 */
export function MembersOnlyPrompt() {
  const t = useTranslations("GuestCheckout");
  const auth = useAuthDialog();
  return (
    <section className="h-fit rounded-xl border border-slate-200 p-6" data-testid="sign-in-prompt">
      <h2 className="text-lg font-semibold">{t("membersOnlyTitle")}</h2>
      <p className="mt-2 text-slate-600">{t("membersOnlyText")}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="button" onClick={() => auth.open("login")} className="rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:opacity-90">
          {t("signIn")}
        </button>
        <button
          type="button"
          onClick={() => auth.open("signup")}
          className="rounded-lg border border-brand px-5 py-2.5 font-semibold text-brand hover:bg-slate-50"
        >
          {t("join")}
        </button>
      </div>
    </section>
  );
}
