"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { postJson } from "@/components/client/post-json";
import { FormAlert, LabelledInput, primaryButtonClass } from "@/components/ui/form-parts";

type Answer = { message?: string; data?: { redirect?: string }; error?: { fields?: { path: string; message: string }[] } };

/** The manage-booking form: reference and e-mail; a match opens the booking, anything else gets one answer. */
export function ManageBookingForm() {
  const t = useTranslations("ManageBooking");
  const id = useId();
  const [reference, setReference] = useState("");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const missing = { ...(reference.trim() ? {} : { reference: t("referenceRequired") }), ...(email.trim() ? {} : { email: t("emailRequired") }) };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    const res = await postJson<Answer>("/api/booking/manage", { reference, email });
    if (res.ok && res.body?.data?.redirect) {
      window.location.assign(res.body.data.redirect);
      return;
    }
    setBusy(false);
    const fields = res.body?.error?.fields ?? [];
    if (res.status === 400 && fields.length) {
      setErrors(Object.fromEntries(fields.map((f) => [f.path, f.path === "email" ? t("emailInvalid") : t("referenceInvalid")])));
      return;
    }
    setFormError(res.status === 404 ? t("notFound") : res.status === 429 ? t("tooMany") : (res.body?.message ?? t("failed")));
  }

  const input = (name: "reference" | "email", label: string, value: string, set: (v: string) => void, props: Record<string, unknown>) => (
    <LabelledInput
      id={`${id}-${name}`}
      label={label}
      value={value}
      onChange={(e) => set(e.target.value)}
      error={errors[name]}
      testId={`manage-${name}`}
      {...props}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-4 rounded-xl border border-slate-200 p-6" data-testid="manage-booking-form">
      <FormAlert message={formError} testId="manage-error" />
      {input("reference", t("reference"), reference, setReference, {
        autoCapitalize: "characters",
        spellCheck: false,
        maxLength: 20,
        placeholder: "TS-AB23CD45",
        dir: "ltr",
      })}
      {input("email", t("email"), email, setEmail, { type: "email", autoComplete: "email", maxLength: 254 })}
      <button type="submit" disabled={busy} className={primaryButtonClass} data-testid="manage-find">
        {t("find")}
      </button>
    </form>
  );
}
