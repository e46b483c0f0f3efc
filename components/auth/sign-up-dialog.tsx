"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { FormAlert, linkButtonClass } from "@/components/ui/form-parts";
import { AuthModal } from "./auth-modal";
import { DetailsView, PasswordView, SocialView } from "./sign-up-views";
import { useSignUp } from "./use-sign-up";

/**
 * SPEC §2 sign-up dialog: social view → e-mail view → password view → confirmation, as SPEC §4 and §5 describe. The
 * state and requests live in use-sign-up.ts, the rules and the payload in sign-up-request.ts, the views in
 * sign-up-views.tsx.
 */
export function SignUpDialog() {
  const t = useTranslations("SignUp");
  const s = useSignUp();
  const id = useId();
  return (
    <AuthModal open title={t("title")} onClose={s.auth.close} closeLabel={t("close")} testId="sign-up-dialog">
      {s.view === "social" ? <SocialView s={s} id={id} /> : null}
      {s.view === "email" ? <DetailsView s={s} id={id} /> : null}
      {s.view === "password" ? <PasswordView s={s} id={id} /> : null}
      {s.view === "done" ? <FormAlert tone="success" message={s.done} testId="sign-up-confirmation" /> : null}
      <p className="mt-6 text-center text-sm">
        {t("haveAccount")}{" "}
        <button type="button" onClick={() => s.auth.open("login")} className={linkButtonClass} data-testid="go-to-sign-in">
          {t("signIn")}
        </button>
      </p>
    </AuthModal>
  );
}
