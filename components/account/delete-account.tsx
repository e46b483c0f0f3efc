"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { FormAlert, Spinner } from "@/components/ui/form-parts";
import { Field, TextInput, cardClass, dangerButtonClass, fieldErrors, secondaryButtonClass, sendJson } from "./form-kit";

/** Account deletion, behind a confirmation step: type DELETE (and the password). Bookings are kept, anonymised. */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations("Account");
  const id = useId();
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const res = await sendJson("POST", "/api/profile/delete", { confirm, ...(hasPassword ? { password } : {}) });
    if (res.ok) {
      window.location.assign("/?deleted=1");
      return;
    }
    setBusy(false);
    setErrors(fieldErrors(res.body));
    setError(res.body?.message ?? t("failed"));
  }

  return (
    <section className={`${cardClass} border-red-200`} data-testid="delete-account" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="text-lg font-semibold text-red-800">
        {t("deleteTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("deleteText")}</p>
      {!open ? (
        <button type="button" onClick={() => setOpen(true)} className={`${secondaryButtonClass} mt-4`} data-testid="delete-account-start">
          {t("deleteStart")}
        </button>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <FormAlert message={error} testId="delete-account-error" />
          <Field id={`${id}-confirm`} label={t("deleteConfirmLabel")} error={errors.confirm}>
            <TextInput
              id={`${id}-confirm`}
              value={confirm}
              onChange={setConfirm}
              error={errors.confirm}
              testId="delete-account-confirm"
              autoComplete="off"
              maxLength={10}
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
                testId="delete-account-password"
                autoComplete="current-password"
                maxLength={128}
              />
            </Field>
          ) : null}
          <div className="flex gap-3">
            <button type="submit" disabled={busy || confirm !== "DELETE"} className={dangerButtonClass} data-testid="delete-account-submit">
              {busy ? <Spinner /> : null}
              {t("deleteSubmit")}
            </button>
            <button type="button" onClick={() => setOpen(false)} className={secondaryButtonClass}>
              {t("cancel")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
