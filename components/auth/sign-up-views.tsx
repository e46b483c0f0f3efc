"use client";

import { useTranslations } from "next-intl";
import { FieldError, FormAlert, LabelledInput, Spinner, linkButtonClass, primaryButtonClass } from "@/components/ui/form-parts";
import { TitleSelect } from "@/components/ui/title-select";
import { PASSWORD_MAX_LENGTH, filterNameInput } from "@/lib/auth/rules";
import { NationalityTypeahead } from "./nationality-typeahead";
import { PhonePicker } from "./phone-picker";
import { SocialButtons } from "./social-buttons";
import type { SignUpState } from "./use-sign-up";

type ViewProps = { s: SignUpState; id: string };

/** The first view: the org's social providers (after its access code, when it asks for one), or e-mail. */
export function SocialView({ s, id }: ViewProps) {
  const t = useTranslations("SignUp");
  return (
    <div className="space-y-3" data-testid="sign-up-social-view">
      {s.auth.site.socialProviders.length > 0 ? (
        <>
          <FormAlert message={s.formError} testId="sign-up-error" />
          {s.showAccessCode ? (
            <LabelledInput
              id={`${id}-social-accesscode`}
              label={t("accessCode")}
              error={s.errors.accesscode}
              value={s.form.accesscode}
              onChange={(e) => s.set("accesscode", e.target.value)}
              autoComplete="off"
              maxLength={64}
              testId="sign-up-social-access-code"
            />
          ) : null}
          <SocialButtons mode="signup" prepare={s.prepareSocial} or="after" />
        </>
      ) : null}
      <button type="button" className={primaryButtonClass} onClick={() => s.setView("email")} data-testid="sign-up-with-email">
        {t("withEmail")}
      </button>
    </div>
  );
}

/** The e-mail view: who the member is (SPEC §2), checked before the password is asked for. */
export function DetailsView({ s, id }: ViewProps) {
  const t = useTranslations("SignUp");
  const tt = useTranslations("Titles");
  const { form, set, errors } = s;
  const name = (field: "firstName" | "lastName", autoComplete: string) => (
    <LabelledInput
      id={`${id}-${field}`}
      label={t(field)}
      error={errors[field]}
      autoComplete={autoComplete}
      maxLength={50}
      value={form[field]}
      onChange={(e) => set(field, filterNameInput(e.target.value))}
      testId={field === "firstName" ? "sign-up-first-name" : "sign-up-last-name"}
    />
  );
  return (
    <form onSubmit={s.continueToPassword} noValidate className="space-y-4" data-testid="sign-up-email-view">
      <FormAlert message={s.formError} testId="sign-up-error" />
      {s.showAccessCode ? (
        <LabelledInput
          id={`${id}-accesscode`}
          label={t("accessCode")}
          error={errors.accesscode}
          value={form.accesscode}
          onChange={(e) => set("accesscode", e.target.value)}
          autoComplete="off"
          maxLength={64}
          testId="sign-up-access-code"
        />
      ) : null}
      <LabelledInput
        id={`${id}-email`}
        label={t("email")}
        error={errors.email}
        type="email"
        autoComplete="email"
        maxLength={254}
        value={form.email}
        onChange={(e) => set("email", e.target.value)}
        testId="sign-up-email"
      />
      <div>
        <label htmlFor={`${id}-title`} className="text-sm font-medium">
          {tt("label")}
        </label>
        <TitleSelect
          id={`${id}-title`}
          aria-invalid={!!errors.title}
          aria-describedby={errors.title ? `${id}-title-error` : undefined}
          valueAs="code"
          value={form.title}
          onChange={(e) => set("title", e.target.value)}
          testId="sign-up-title"
        />
        <FieldError id={`${id}-title-error`} message={errors.title} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {name("firstName", "given-name")}
        {name("lastName", "family-name")}
      </div>
      <NationalityTypeahead
        nationalities={s.place.nationalities}
        value={s.place.nationality}
        onChange={s.place.setNationality}
        label={t("nationality")}
        id={`${id}-nationality`}
      />
      {s.place.country ? (
        <PhonePicker
          countries={s.place.countries}
          countryCode={s.place.country.countryCode}
          onCountryChange={s.place.setCountry}
          number={form.mobile}
          onNumberChange={(v) => set("mobile", v)}
          label={t("phone")}
          id={`${id}-phone`}
          error={errors.mobile}
        />
      ) : null}
      <button type="submit" disabled={s.busy} className={primaryButtonClass} data-testid="sign-up-continue">
        {s.busy ? <Spinner /> : null}
        {t("continue")}
      </button>
    </form>
  );
}

/** The password view: the password twice and the terms (SPEC §2), then the account is created. */
export function PasswordView({ s, id }: ViewProps) {
  const t = useTranslations("SignUp");
  const { form, set, errors } = s;
  const password = (field: "password" | "confirm") => (
    <LabelledInput
      id={`${id}-${field}`}
      label={t(field === "password" ? "password" : "confirmPassword")}
      error={errors[field]}
      type="password"
      autoComplete="new-password"
      maxLength={PASSWORD_MAX_LENGTH}
      value={form[field]}
      onChange={(e) => set(field, e.target.value)}
      testId={field === "password" ? "sign-up-password" : "sign-up-confirm-password"}
    />
  );
  return (
    <form onSubmit={s.signUp} noValidate className="space-y-4" data-testid="sign-up-password-view">
      <button type="button" onClick={s.backToDetails} className="inline-flex items-center gap-1 text-sm font-medium text-brand" data-testid="sign-up-back">
        <span aria-hidden className="rtl:rotate-180">
          ←
        </span>{" "}
        {t("back")}
      </button>
      <FormAlert message={s.formError} testId="sign-up-error" />
      <p className="text-xs text-slate-600">{t("passwordRule")}</p>
      {password("password")}
      {password("confirm")}
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            checked={form.accept}
            onChange={(e) => set("accept", e.target.checked)}
            className="mt-0.5 h-4 w-4"
            aria-describedby={errors.accept ? `${id}-accept-error` : undefined}
            data-testid="sign-up-accept"
          />
          <span>
            {t.rich("accept", {
              privacy: (chunks) => (
                <a href="/privacy-policy" target="_blank" className={linkButtonClass}>
                  {chunks}
                </a>
              ),
              terms: (chunks) => (
                <a href="/terms-of-use" target="_blank" className={linkButtonClass}>
                  {chunks}
                </a>
              ),
            })}
          </span>
        </label>
        <FieldError id={`${id}-accept-error`} message={errors.accept} />
      </div>
      <button type="submit" disabled={s.busy} className={primaryButtonClass} data-testid="sign-up-submit">
        {s.busy ? <Spinner /> : null}
        {t("submit")}
      </button>
    </form>
  );
}
