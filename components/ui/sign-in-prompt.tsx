"use client";

import { useTranslations } from "next-intl";
import { useAuthDialog } from "@/components/auth/auth-dialog-context";

/** Shown in place of a signed-in page to a visitor: the page answers 200 and offers the sign-in dialog. */
export function SignInPrompt({ page }: { page: string }) {
  const t = useTranslations("Gate");
  const auth = useAuthDialog();
  return (
    <section className="mx-auto max-w-md rounded-xl border border-slate-200 p-8 text-center" data-testid="sign-in-prompt">
      <h2 className="text-xl font-semibold">{t("signInTitle")}</h2>
      <p className="mt-2 text-slate-600">{t("signInText", { page })}</p>
      <button type="button" onClick={() => auth.open("login")} className="mt-6 rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:opacity-90">
        {t("signInButton")}
      </button>
    </section>
  );
}
