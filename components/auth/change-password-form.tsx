"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { postJson } from "@/components/client/post-json";
import { PASSWORD_MAX_LENGTH, passwordHasRequiredClasses } from "@/lib/auth/rules";
import { FieldError, FormAlert, Spinner, inputClass, primaryButtonClass } from "@/components/ui/form-parts";
import { SignInButton } from "./sign-in-button";
import { serverMessage } from "./server-message";

type Answer = { status?: number; message?: string; error?: { code?: string; fields?: { path: string; message: string }[] } };

export function ChangePasswordForm({ mode, resetKey }: { mode: "reset" | "change"; resetKey?: string }) {
  const t = useTranslations("ChangePassword");
  const tRoot = useTranslations() as unknown as Parameters<typeof serverMessage>[0];
  const id = useId();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const e: Record<string, string | undefined> = {};
    if (mode === "change" && !current) e.currentPassword = t("passwordRequired");
    if (!password) e.password = t("passwordRequired");
    else if (password !== confirm) e.confirmPassword = t("passwordsDoNotMatch");
    else if (!passwordHasRequiredClasses(password)) e.password = t("passwordRule");
    setErrors(e);
    if (Object.values(e).some(Boolean)) return;
    setBusy(true);
    const res =
      mode === "reset"
        ? await postJson<Answer>("/api/auth/resetPassword", { key: resetKey, password, confirmPassword: confirm })
        : await postJson<Answer>("/api/auth/changePassword", { currentPassword: current, password, confirmPassword: confirm });
    setBusy(false);
    if (res.ok && res.body?.status === 1) return setDone(true);
    const fields = res.body?.error?.fields;
    if (fields?.length) setErrors(Object.fromEntries(fields.map((f) => [f.path, f.message])));
    else setFormError(serverMessage(tRoot, res.body?.error?.code === "BAD_REQUEST" ? null : res.body?.error?.code, res.body?.message, t("failed")));
  }

  if (done) {
    return (
      <div className="max-w-md space-y-4">
        <FormAlert tone="success" message={mode === "reset" ? t("doneReset") : t("done")} testId="password-changed" />
        {mode === "reset" ? <SignInButton label={t("signIn")} /> : null}
      </div>
    );
  }

  const field = (name: "currentPassword" | "password" | "confirmPassword", label: string, value: string, set: (v: string) => void, autoComplete: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type="password"
        maxLength={name === "currentPassword" ? 128 : PASSWORD_MAX_LENGTH}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className={inputClass}
        data-testid={`field-${name}`}
      />
      <FieldError id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-4" data-testid="change-password-form">
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <p className="text-xs text-slate-600">{t("passwordRule")}</p>
      <FormAlert message={formError} testId="change-password-error" />
      {mode === "change" ? field("currentPassword", t("current"), current, setCurrent, "current-password") : null}
      {field("password", t("password"), password, setPassword, "new-password")}
      {field("confirmPassword", t("confirm"), confirm, setConfirm, "new-password")}
      <button type="submit" disabled={busy} className={`${primaryButtonClass} sm:w-auto`} data-testid="change-password-submit">
        {busy ? <Spinner /> : null}
        {t("submit")}
      </button>
    </form>
  );
}
