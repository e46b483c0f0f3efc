"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { postJson } from "@/components/client/post-json";
import { PASSWORD_MAX_LENGTH, filterNameInput, isValidEmail, isValidName, passwordHasRequiredClasses, sanitizeInput } from "@/lib/auth/rules";
import { AuthModal } from "./auth-modal";
import { FieldError, FormAlert, Spinner, inputClass, linkButtonClass, primaryButtonClass } from "@/components/ui/form-parts";
import { useAuthDialog } from "./auth-dialog-context";
import { NationalityTypeahead, defaultNationalityId } from "./nationality-typeahead";
import { PhonePicker, type CountryOption } from "./phone-picker";
import { serverMessage } from "./server-message";
import { readSignupContext, type SignupContext } from "./signup-context";
import { SocialButtons } from "./social-buttons";
import { useCountries, useNationalities } from "./use-reference-data";
import { TitleSelect } from "@/components/ui/title-select";
import { titleToField } from "@/lib/account/titles";

type View = "social" | "email" | "password" | "done";
type Invitation = {
  mastercode?: string | null;
  email?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  title?: number | null;
  phonenumber?: string | null;
  countrycode?: string | null;
  lang?: string | null;
  tripid?: string | null;
};
type Answer = {
  status?: number;
  data?: { code?: number; resp?: string; status?: number; isProfileCreated?: boolean; messageCode?: string };
  error?: { code?: string };
};

/** SPEC §2 sign-up dialog: social view → e-mail view → password view → confirmation, as SPEC §4 and §5 describe. */
export function SignUpDialog() {
  const t = useTranslations("SignUp");
  const tt = useTranslations("Titles");
  const tRoot = useTranslations() as unknown as Parameters<typeof serverMessage>[0];
  const auth = useAuthDialog();
  const id = useId();
  const [view, setView] = useState<View>(auth.options.notice === "social-welcome" ? "done" : "social");
  // Read once when the dialog opens: it renders in the browser only (loaded with ssr: false by auth-dialogs.tsx).
  const [context, setContext] = useState<SignupContext>(readSignupContext);
  const [masterCode, setMasterCode] = useState<string | null>(null);
  const [form, setForm] = useState({ accesscode: "", email: "", title: "", firstName: "", lastName: "", mobile: "", password: "", confirm: "", accept: false });
  const [chosenNationality, setNationality] = useState<number | null>(null);
  const [country, setCountry] = useState<CountryOption | null>(null);
  const [inviteCountry, setInviteCountry] = useState<string | null>(null);
  const inviteApplied = useRef(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // SPEC §4: a social sign-up ends with a welcome message; an e-mail sign-up with the confirmation notice.
  const [done, setDone] = useState<string | null>(auth.options.notice === "social-welcome" ? t("welcome") : null);
  const countries = useCountries(true);
  const { list: nationalities, loaded: nationalitiesLoaded } = useNationalities(true);

  // SPEC §2: the access code shows "only when the access-code feature flag equals 1 and no master code is hidden by referral".
  const showAccessCode = auth.site.accessCodeFlag === 1 && !masterCode && !context.referral_code;
  const set = (field: keyof typeof form, value: string | boolean) => setForm((f) => ({ ...f, [field]: value }));

  const inviteKey = context.key;
  useEffect(() => {
    if (!inviteKey) return;
    void fetch(`/api/signUp/invitation?key=${encodeURIComponent(inviteKey)}`)
      .then((r) => (r.ok ? r.json() : null))
      .then((body: { data?: Invitation } | null) => {
        const inv = body?.data;
        if (!inv) return;
        setMasterCode(inv.mastercode ?? null);
        setForm((f) => ({
          ...f,
          email: inv.email ?? f.email,
          firstName: inv.firstname ?? f.firstName,
          lastName: inv.lastname ?? f.lastName,
          title: titleToField(inv.title) || f.title,
          mobile: inv.phonenumber?.replace(/\D/g, "").slice(0, 15) ?? f.mobile,
        }));
        if (inv.tripid) setContext((c) => ({ ...c, trip_id: c.trip_id ?? inv.tripid ?? undefined }));
        if (inv.countrycode) setInviteCountry(inv.countrycode.toUpperCase());
        setView("email");
      })
      .catch(() => undefined);
  }, [inviteKey]);

  // SPEC §5: nationality defaults from the country, or the first/default entry; the phone picker from the country too.
  const visitorCountry = inviteCountry ?? auth.site.countryCode;
  const nationality = chosenNationality ?? (nationalitiesLoaded ? defaultNationalityId(nationalities, visitorCountry) : null);
  useEffect(() => {
    // An invitation's country wins over the visitor's, even when the list arrived first.
    const invited = inviteCountry && !inviteApplied.current ? countries.find((c) => c.countryCode === inviteCountry) : undefined;
    if (invited) {
      inviteApplied.current = true;
      setCountry(invited);
    } else if (!country && countries.length)
      setCountry(countries.find((c) => c.countryCode === visitorCountry) ?? countries.find((c) => c.countryId === 235) ?? countries[0] ?? null);
  }, [countries, country, visitorCountry, inviteCountry]);

  const registerPayload = useMemo(
    () => ({
      promotions: { isPromotionVisited: false },
      accesscode: showAccessCode ? sanitizeInput(form.accesscode) : null,
      email_id: sanitizeInput(form.email),
      password: form.password,
      nationality,
      site_url: typeof window === "undefined" ? null : window.location.origin,
      mastercode: masterCode,
      referral_code: context.referral_code ?? null,
      referral_org: context.referral_org ?? null,
      language: typeof document === "undefined" ? null : document.documentElement.lang,
      title: form.title ? Number(form.title) : null,
      trip_id: context.trip_id ?? null,
      userdetails: {
        email_id: sanitizeInput(form.email),
        first_name: form.firstName.trim(),
        last_name: form.lastName.trim(),
        country_code: country?.countryCode ?? null,
        mobile_no: form.mobile || null,
        mobile_country_code: country?.isdCode ?? null,
      },
    }),
    [form, nationality, masterCode, context, country, showAccessCode],
  );

  function validateEmailView(): boolean {
    const e: Record<string, string | undefined> = {};
    if (showAccessCode && !form.accesscode.trim()) e.accesscode = t("accessCodeRequired");
    const email = form.email.trim();
    if (!email) e.email = t("emailRequired");
    else if (!isValidEmail(email)) e.email = t("invalidMail");
    if (!form.title) e.title = t("titleRequired");
    if (!form.firstName.trim()) e.firstName = t("firstNameRequired");
    else if (!isValidName(form.firstName)) e.firstName = t("nameCharacters");
    if (!form.lastName.trim()) e.lastName = t("lastNameRequired");
    else if (!isValidName(form.lastName)) e.lastName = t("nameCharacters");
    setErrors(e);
    return Object.values(e).every((v) => !v);
  }

  async function continueToPassword(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!validateEmailView()) return;
    if (form.mobile && country) {
      // libphonenumber's full metadata is large: loaded only when a number is checked.
      const { isValidPhone } = await import("@/lib/locale/phone");
      if (!isValidPhone(form.mobile, country.countryCode)) return setErrors((e) => ({ ...e, mobile: t("invalidPhone") }));
    }
    setBusy(true);
    try {
      const exists = await postJson<Answer & { data?: { message?: string } }>("/api/signUp/checkAccountForExists", {
        jsonSigUp: { email_id: registerPayload.email_id },
      });
      if (exists.body?.data?.code === 201) return setFormError(serverMessage(tRoot, "USER_ALREADY_CREATED", exists.body.data.resp, t("failed")));
      if (!exists.ok) return setFormError(serverMessage(tRoot, exists.body?.error?.code, exists.body?.data?.resp, t("failed")));
      const code = await postJson<Answer>("/api/signUp/validateAccessCode", { jsonRegister: registerPayload });
      if (!code.ok || code.body?.data?.status === 0) return setFormError(serverMessage(tRoot, code.body?.error?.code, code.body?.data?.resp, t("failed")));
      setView("password");
    } finally {
      setBusy(false);
    }
  }

  /**
   * Before a social redirect: the access code, where the org asks for one, is required and checked first (so the
   * round trip is not wasted); the code and the referral / invitation / trip context then travel with the redirect.
   */
  async function prepareSocial() {
    setFormError(null);
    if (showAccessCode) {
      if (!form.accesscode.trim()) {
        setErrors({ accesscode: t("accessCodeRequired") });
        return null;
      }
      setErrors({});
      const code = await postJson<Answer>("/api/signUp/validateAccessCode", { jsonRegister: registerPayload });
      if (!code.ok || code.body?.data?.status === 0) {
        setFormError(serverMessage(tRoot, code.body?.error?.code, code.body?.data?.resp, t("failed")));
        return null;
      }
    }
    const r = registerPayload;
    return {
      accesscode: r.accesscode,
      mastercode: r.mastercode,
      referral_code: r.referral_code,
      referral_org: r.referral_org,
      trip_id: r.trip_id,
      language: r.language,
    };
  }

  async function signUp(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const e: Record<string, string | undefined> = {};
    if (!form.accept) e.accept = t("acceptTerms");
    if (!form.password) e.password = t("passwordRequired");
    else if (form.password !== form.confirm) e.confirm = t("passwordsDoNotMatch");
    else if (!passwordHasRequiredClasses(form.password)) e.password = t("passwordRule");
    setErrors(e);
    if (Object.values(e).some(Boolean)) return;
    setBusy(true);
    const res = await postJson<Answer>("/api/signUp", { jsonRegister: registerPayload });
    setBusy(false);
    const data = res.body?.data;
    // SPEC §8: "status 0, or status 1 with code 201, or code 500, shows the translated response text in the dialog".
    if (res.body?.status === 1 && data?.isProfileCreated) {
      setDone(t("confirmationSent"));
      setView("done");
      return;
    }
    setFormError(serverMessage(tRoot, data?.messageCode ?? res.body?.error?.code, data?.resp, t("failed")));
  }

  const fieldProps = (name: string) => ({
    id: `${id}-${name}`,
    "aria-invalid": !!errors[name],
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <AuthModal open title={t("title")} onClose={auth.close} closeLabel={t("close")} testId="sign-up-dialog">
      {view === "social" ? (
        <div className="space-y-3" data-testid="sign-up-social-view">
          {auth.site.socialProviders.length > 0 ? (
            <>
              <FormAlert message={formError} testId="sign-up-error" />
              {showAccessCode ? (
                <div>
                  <label htmlFor={`${id}-social-accesscode`} className="text-sm font-medium">
                    {t("accessCode")}
                  </label>
                  <input
                    id={`${id}-social-accesscode`}
                    aria-invalid={!!errors.accesscode}
                    aria-describedby={errors.accesscode ? `${id}-social-accesscode-error` : undefined}
                    value={form.accesscode}
                    onChange={(e) => set("accesscode", e.target.value)}
                    autoComplete="off"
                    maxLength={64}
                    className={inputClass}
                    data-testid="sign-up-social-access-code"
                  />
                  <FieldError id={`${id}-social-accesscode-error`} message={errors.accesscode} />
                </div>
              ) : null}
              <SocialButtons mode="signup" prepare={prepareSocial} or="after" />
            </>
          ) : null}
          <button type="button" className={primaryButtonClass} onClick={() => setView("email")} data-testid="sign-up-with-email">
            {t("withEmail")}
          </button>
        </div>
      ) : null}

      {view === "email" ? (
        <form onSubmit={continueToPassword} noValidate className="space-y-4" data-testid="sign-up-email-view">
          <FormAlert message={formError} testId="sign-up-error" />
          {showAccessCode ? (
            <div>
              <label htmlFor={`${id}-accesscode`} className="text-sm font-medium">
                {t("accessCode")}
              </label>
              <input
                {...fieldProps("accesscode")}
                value={form.accesscode}
                onChange={(e) => set("accesscode", e.target.value)}
                autoComplete="off"
                maxLength={64}
                className={inputClass}
                data-testid="sign-up-access-code"
              />
              <FieldError id={`${id}-accesscode-error`} message={errors.accesscode} />
            </div>
          ) : null}
          <div>
            <label htmlFor={`${id}-email`} className="text-sm font-medium">
              {t("email")}
            </label>
            <input
              {...fieldProps("email")}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={form.email}
              onChange={(e) => set("email", e.target.value)}
              className={inputClass}
              data-testid="sign-up-email"
            />
            <FieldError id={`${id}-email-error`} message={errors.email} />
          </div>
          <div>
            <label htmlFor={`${id}-title`} className="text-sm font-medium">
              {tt("label")}
            </label>
            <TitleSelect {...fieldProps("title")} valueAs="code" value={form.title} onChange={(e) => set("title", e.target.value)} testId="sign-up-title" />
            <FieldError id={`${id}-title-error`} message={errors.title} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-firstName`} className="text-sm font-medium">
                {t("firstName")}
              </label>
              <input
                {...fieldProps("firstName")}
                autoComplete="given-name"
                maxLength={50}
                value={form.firstName}
                onChange={(e) => set("firstName", filterNameInput(e.target.value))}
                className={inputClass}
                data-testid="sign-up-first-name"
              />
              <FieldError id={`${id}-firstName-error`} message={errors.firstName} />
            </div>
            <div>
              <label htmlFor={`${id}-lastName`} className="text-sm font-medium">
                {t("lastName")}
              </label>
              <input
                {...fieldProps("lastName")}
                autoComplete="family-name"
                maxLength={50}
                value={form.lastName}
                onChange={(e) => set("lastName", filterNameInput(e.target.value))}
                className={inputClass}
                data-testid="sign-up-last-name"
              />
              <FieldError id={`${id}-lastName-error`} message={errors.lastName} />
            </div>
          </div>
          <NationalityTypeahead nationalities={nationalities} value={nationality} onChange={setNationality} label={t("nationality")} id={`${id}-nationality`} />
          {country ? (
            <PhonePicker
              countries={countries}
              countryCode={country.countryCode}
              onCountryChange={setCountry}
              number={form.mobile}
              onNumberChange={(v) => set("mobile", v)}
              label={t("phone")}
              id={`${id}-phone`}
              error={errors.mobile}
            />
          ) : null}
          <button type="submit" disabled={busy} className={primaryButtonClass} data-testid="sign-up-continue">
            {busy ? <Spinner /> : null}
            {t("continue")}
          </button>
        </form>
      ) : null}

      {view === "password" ? (
        <form onSubmit={signUp} noValidate className="space-y-4" data-testid="sign-up-password-view">
          <button
            type="button"
            onClick={() => {
              setErrors({});
              setFormError(null);
              setView("email");
            }}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand"
            data-testid="sign-up-back"
          >
            <span aria-hidden className="rtl:rotate-180">
              ←
            </span>{" "}
            {t("back")}
          </button>
          <FormAlert message={formError} testId="sign-up-error" />
          <p className="text-xs text-slate-600">{t("passwordRule")}</p>
          <div>
            <label htmlFor={`${id}-password`} className="text-sm font-medium">
              {t("password")}
            </label>
            <input
              {...fieldProps("password")}
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              value={form.password}
              onChange={(e) => set("password", e.target.value)}
              className={inputClass}
              data-testid="sign-up-password"
            />
            <FieldError id={`${id}-password-error`} message={errors.password} />
          </div>
          <div>
            <label htmlFor={`${id}-confirm`} className="text-sm font-medium">
              {t("confirmPassword")}
            </label>
            <input
              {...fieldProps("confirm")}
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              value={form.confirm}
              onChange={(e) => set("confirm", e.target.value)}
              className={inputClass}
              data-testid="sign-up-confirm-password"
            />
            <FieldError id={`${id}-confirm-error`} message={errors.confirm} />
          </div>
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
          <button type="submit" disabled={busy} className={primaryButtonClass} data-testid="sign-up-submit">
            {busy ? <Spinner /> : null}
            {t("submit")}
          </button>
        </form>
      ) : null}

      {view === "done" ? <FormAlert tone="success" message={done} testId="sign-up-confirmation" /> : null}

      <p className="mt-6 text-center text-sm">
        {t("haveAccount")}{" "}
        <button type="button" onClick={() => auth.open("login")} className={linkButtonClass} data-testid="go-to-sign-in">
          {t("signIn")}
        </button>
      </p>
    </AuthModal>
  );
}
