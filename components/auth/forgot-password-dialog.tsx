"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { postJson } from "@/components/client/post-json";
import { isValidEmail } from "@/lib/auth/rules";
import { AuthModal } from "./auth-modal";
import { FieldError, FormAlert, Spinner, inputClass, linkButtonClass, primaryButtonClass } from "@/components/ui/form-parts";
import { useAuthDialog } from "./auth-dialog-context";
import { serverMessage } from "./server-message";

/** Forgot-password: asks for the e-mail, sends a reset link; says the same whether or not the account exists. */
export function ForgotPasswordDialog() {
  const t = useTranslations("ForgotPassword");
  const tRoot = useTranslations() as unknown as Parameters<typeof serverMessage>[0];
  const auth = useAuthDialog();
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [loading, setLoading] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const value = email.trim();
    const problem = !value ? t("emailRequired") : !isValidEmail(value) ? t("invalidMail") : null;
    setError(problem);
    if (problem) return;
    setLoading(true);
    const res = await postJson<{ message?: string; error?: { code?: string } }>("/api/auth/forgotPassword", { email: value });
    setLoading(false);
    if (res.ok) setSent(true);
    else setFormError(serverMessage(tRoot, res.body?.error?.code, res.body?.message, t("failed")));
  }

  return (
    <AuthModal open title={t("title")} onClose={auth.close} closeLabel={t("close")} testId="forgot-dialog">
      {sent ? (
        <FormAlert tone="success" message={t("sent")} testId="forgot-sent" />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-slate-600">{t("intro")}</p>
          <FormAlert message={formError} />
          <div>
            <label htmlFor={`${id}-email`} className="text-sm font-medium">
              {t("email")}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-error` : undefined}
              className={inputClass}
              data-testid="forgot-email"
            />
            <FieldError id={`${id}-error`} message={error} />
          </div>
          <button type="submit" disabled={loading} className={primaryButtonClass} data-testid="forgot-submit">
            {loading ? <Spinner /> : null}
            {t("submit")}
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <button type="button" onClick={() => auth.open("login")} className={linkButtonClass}>
          {t("backToSignIn")}
        </button>
      </p>
    </AuthModal>
  );
}
