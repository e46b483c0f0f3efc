"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useId, useState, useTransition, type FormEvent } from "react";
import { useSWRConfig } from "swr";
import { postJson } from "@/components/client/post-json";
import { PASSWORD_MAX_LENGTH, userTypeForEmail } from "@/lib/auth/rules";
import { AuthModal } from "./auth-modal";
import { FieldError, FormAlert, Spinner, inputClass, linkButtonClass, primaryButtonClass } from "@/components/ui/form-parts";
import { useAuthDialog } from "./auth-dialog-context";
import { serverMessage } from "./server-message";
import { readSignupContext } from "./signup-context";
import { SocialButtons } from "./social-buttons";

type SignInAnswer = { status?: number; message?: string; code?: string; result?: { is_promotion?: boolean; token?: string; userId?: number } };

export const LOGIN_ACTION_KEY = "action";

/**
 * SPEC §2 sign-in dialog and §4 sign-in states: idle → loading → error, or success → close → /promotions or reload.
 * The reload is the current route rendered again on the server with the new session (as a language switch does), not
 * a full page load that re-runs every script: the spinner stays until the member's page is on screen, then the dialog
 * closes. What the browser fetched as a guest is dropped and fetched again as the member.
 */
export function SignInDialog() {
  const t = useTranslations("SignIn");
  const tRoot = useTranslations() as unknown as Parameters<typeof serverMessage>[0];
  const auth = useAuthDialog();
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const [notice, setNotice] = useState<string | null>(auth.options.notice === "link-sent" ? t("linkSent") : null);
  const [loading, setLoading] = useState(false);
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [signedIn, setSignedIn] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const { close } = auth;

  useEffect(() => {
    if (signedIn && !refreshing) close();
  }, [signedIn, refreshing, close]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setNotice(null);
    const next = { email: email.trim() ? undefined : t("emailRequired"), password: password.trim() ? undefined : t("passwordRequired") };
    setErrors(next);
    if (next.email || next.password) return;
    setLoading(true);
    const res = await postJson<SignInAnswer>("/api/signIn", {
      jsonSign: {
        usr_type: userTypeForEmail(email),
        email_id: email.trim(),
        password,
        site_url: window.location.origin,
        isPasswordAttempt: true,
        promotions: { isPromotionVisited: false },
      },
      navAgent: navigator.userAgent,
    });
    if (res.body?.status !== 1 || !res.body.result) {
      setLoading(false);
      setUnverified(res.body?.code === "EMAIL_NOT_VERIFIED");
      setFormError(
        serverMessage(tRoot, res.body?.code ?? (res.status === 429 ? "RATE_LIMITED" : null), res.body?.message, t("invalidCredentials"), { upper: true }),
      );
      return;
    }
    try {
      localStorage.setItem(LOGIN_ACTION_KEY, "login");
    } catch {
      // storage unavailable: the server-side session is what counts
    }
    const { afterSignIn, allowPromotionRedirect = true } = auth.options;
    if (afterSignIn) {
      auth.close();
      afterSignIn();
    } else if (res.body.result.is_promotion && allowPromotionRedirect) window.location.assign("/promotions");
    else {
      void mutate(() => true, undefined, { revalidate: true });
      setSignedIn(true);
      startRefresh(() => router.refresh());
    }
  }

  /** A social sign-in may register a newcomer: the referral and trip of the address travel with it. */
  async function signInContext() {
    const { referral_code, referral_org, trip_id } = readSignupContext();
    return { referral_code, referral_org, trip_id };
  }

  async function resend() {
    const res = await postJson<{ message?: string }>("/api/auth/resendVerification", { email: email.trim() });
    setNotice(
      res.ok ? t("resendSent") : serverMessage(tRoot, res.status === 429 ? "RATE_LIMITED" : null, res.body?.message, t("resendFailed"), { upper: true }),
    );
  }

  return (
    <AuthModal open title={t("title")} onClose={auth.close} closeLabel={t("close")} testId="sign-in-dialog">
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormAlert message={formError} testId="sign-in-error" />
        {unverified ? (
          <button type="button" onClick={resend} className={linkButtonClass} data-testid="resend-verification">
            {t("resend")}
          </button>
        ) : null}
        <FormAlert message={notice} tone="success" testId="sign-in-notice" />
        <div>
          <label htmlFor={`${id}-email`} className="text-sm font-medium">
            {t("email")}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete={remember ? "username" : "off"}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={!!errors.email}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            className={inputClass}
            data-testid="sign-in-email"
          />
          <FieldError id={`${id}-email-error`} message={errors.email} />
        </div>
        <div>
          <label htmlFor={`${id}-password`} className="text-sm font-medium">
            {t("password")}
          </label>
          <div className="relative">
            <input
              id={`${id}-password`}
              name="password"
              type={showPassword ? "text" : "password"}
              maxLength={PASSWORD_MAX_LENGTH}
              autoComplete={remember ? "current-password" : "off"}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={!!errors.password}
              aria-describedby={errors.password ? `${id}-password-error` : undefined}
              className={`${inputClass} pe-20`}
              data-testid="sign-in-password"
            />
            <button
              type="button"
              onClick={() => setShowPassword((v) => !v)}
              className="absolute end-2 top-1/2 mt-0.5 -translate-y-1/2 rounded px-2 py-1 text-sm font-medium text-brand"
              aria-pressed={showPassword}
              data-testid="toggle-password"
            >
              {showPassword ? t("hide") : t("show")}
            </button>
          </div>
          <FieldError id={`${id}-password-error`} message={errors.password} />
        </div>
        <div className="flex items-center justify-between gap-3 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} className="h-4 w-4" data-testid="remember-password" />
            {t("remember")}
          </label>
          <button type="button" onClick={() => auth.open("forgot")} className={linkButtonClass} data-testid="forgot-password-link">
            {t("forgot")}
          </button>
        </div>
        <button type="submit" disabled={loading} className={primaryButtonClass} data-testid="sign-in-submit">
          {loading ? <Spinner /> : null}
          {t("submit")}
        </button>
      </form>
      <SocialButtons mode="signin" prepare={signInContext} />
      <p className="mt-6 text-center text-sm">
        {t("noAccount")}{" "}
        <button type="button" onClick={() => auth.open("signup")} className={linkButtonClass} data-testid="go-to-sign-up">
          {t("signUp")}
        </button>
      </p>
    </AuthModal>
  );
}
