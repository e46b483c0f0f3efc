"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { FormAlert, Spinner } from "@/components/ui/form-parts";
import { Field, TextInput, cardClass, fieldErrors, secondaryButtonClass, sendJson } from "./form-kit";

/** E-mail change: the new address must be confirmed from the link we send to it before it replaces the old one. */
export function EmailChangeForm({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const t = useTranslations("Account");
  const id = useId();
  const [next, setNext] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const res = await sendJson("POST", "/api/profile/email", { email: next, ...(hasPassword ? { password } : {}) });
    setBusy(false);
    setErrors(fieldErrors(res.body));
    setStatus(
      res.ok ? { tone: "success", text: t("emailLinkSent", { email: next.trim().toLowerCase() }) } : { tone: "error", text: res.body?.message ?? t("failed") },
    );
    if (res.ok) setPassword("");
  }

  return (
    <form onSubmit={submit} noValidate className={`${cardClass} space-y-4`} data-testid="email-change-form" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        {t("emailTitle")}
      </h2>
      <p className="text-sm text-slate-600">{t("emailCurrent", { email })}</p>
      <FormAlert message={status?.text} tone={status?.tone} testId="email-change-status" />
      <Field id={`${id}-email`} label={t("newEmail")} error={errors.email}>
        <TextInput
          id={`${id}-email`}
          type="email"
          value={next}
          onChange={setNext}
          error={errors.email}
          testId="email-change-new"
          maxLength={254}
          autoComplete="email"
        />
      </Field>
      {hasPassword ? (
        <Field id={`${id}-pw`} label={t("currentPassword")} error={errors.password}>
          <TextInput
            id={`${id}-pw`}
            type="password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            testId="email-change-password"
            autoComplete="current-password"
            maxLength={128}
          />
        </Field>
      ) : null}
      <button type="submit" disabled={busy} className={secondaryButtonClass} data-testid="email-change-submit">
        {busy ? <Spinner /> : null}
        {t("sendLink")}
      </button>
    </form>
  );
}
