"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { postJson } from "@/components/client/post-json";
import { useAuthDialog } from "./auth-dialog-context";
import { serverMessage } from "./server-message";
import { EMPTY_SIGN_UP_FORM, detailsErrors, passwordErrors, registerPayload, type SignUpErrors, type SignUpForm } from "./sign-up-request";
import { readSignupContext, type SignupContext } from "./signup-context";
import { useInvitation } from "./use-invitation";
import { useSignUpCountry } from "./use-sign-up-country";

export type SignUpView = "social" | "email" | "password" | "done";
type Answer = {
  status?: number;
  data?: { code?: number; resp?: string; status?: number; isProfileCreated?: boolean; messageCode?: string };
  error?: { code?: string };
};
const none = (e: SignUpErrors) => Object.values(e).every((v) => !v);

/** The sign-up dialog's state and its three requests (SPEC §2, §4, §5); the views only draw it. */
export function useSignUp() {
  const t = useTranslations("SignUp");
  const tRoot = useTranslations() as unknown as Parameters<typeof serverMessage>[0];
  const auth = useAuthDialog();
  const socialWelcome = auth.options.notice === "social-welcome";
  const [view, setView] = useState<SignUpView>(socialWelcome ? "done" : "social");
  // Read once when the dialog opens: it renders in the browser only (loaded with ssr: false by auth-dialogs.tsx).
  const [context, setContext] = useState<SignupContext>(readSignupContext);
  const [masterCode, setMasterCode] = useState<string | null>(null);
  const [form, setForm] = useState<SignUpForm>(EMPTY_SIGN_UP_FORM);
  const [inviteCountry, setInviteCountry] = useState<string | null>(null);
  const [errorKeys, setErrors] = useState<SignUpErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // SPEC §4: a social sign-up ends with a welcome message; an e-mail sign-up with the confirmation notice.
  const [done, setDone] = useState<string | null>(socialWelcome ? t("welcome") : null);
  const place = useSignUpCountry(auth.site.countryCode, inviteCountry);

  useInvitation(context.key, (fill) => {
    setMasterCode(fill.masterCode);
    setForm(fill.form);
    if (fill.tripId) setContext((c) => ({ ...c, trip_id: c.trip_id ?? fill.tripId ?? undefined }));
    if (fill.countryCode) setInviteCountry(fill.countryCode);
    setView("email");
  });

  // SPEC §2: the access code shows "only when the access-code feature flag equals 1 and no master code is hidden by referral".
  const showAccessCode = auth.site.accessCodeFlag === 1 && !masterCode && !context.referral_code;
  const set = <K extends keyof SignUpForm>(field: K, value: SignUpForm[K]) => setForm((f) => ({ ...f, [field]: value }));
  const payload = () => registerPayload({ form, showAccessCode, nationality: place.nationality, masterCode, context, country: place.country });
  const errors = Object.fromEntries(Object.entries(errorKeys).map(([k, v]) => [k, v ? t(v as Parameters<typeof t>[0]) : undefined])) as SignUpErrors;
  const fail = (code: string | undefined, resp: string | undefined) => setFormError(serverMessage(tRoot, code, resp, t("failed")));
  const accessCodeRefused = async () => {
    const code = await postJson<Answer>("/api/signUp/validateAccessCode", { jsonRegister: payload() });
    if (code.ok && code.body?.data?.status !== 0) return false;
    fail(code.body?.error?.code, code.body?.data?.resp);
    return true;
  };

  async function continueToPassword(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const e = detailsErrors(form, showAccessCode);
    setErrors(e);
    if (!none(e)) return;
    if (form.mobile && place.country) {
      // libphonenumber's full metadata is large: loaded only when a number is checked.
      const { isValidPhone } = await import("@/lib/locale/phone");
      if (!isValidPhone(form.mobile, place.country.countryCode)) return setErrors((prev) => ({ ...prev, mobile: "invalidPhone" }));
    }
    setBusy(true);
    try {
      const exists = await postJson<Answer>("/api/signUp/checkAccountForExists", { jsonSigUp: { email_id: payload().email_id } });
      if (exists.body?.data?.code === 201) return fail("USER_ALREADY_CREATED", exists.body.data.resp);
      if (!exists.ok) return fail(exists.body?.error?.code, exists.body?.data?.resp);
      if (await accessCodeRefused()) return;
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
        setErrors({ accesscode: "accessCodeRequired" });
        return null;
      }
      setErrors({});
      if (await accessCodeRefused()) return null;
    }
    const r = payload();
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
    const e = passwordErrors(form);
    setErrors(e);
    if (!none(e)) return;
    setBusy(true);
    const res = await postJson<Answer>("/api/signUp", { jsonRegister: payload() });
    setBusy(false);
    const data = res.body?.data;
    // SPEC §8: "status 0, or status 1 with code 201, or code 500, shows the translated response text in the dialog".
    if (res.body?.status === 1 && data?.isProfileCreated) {
      setDone(t("confirmationSent"));
      setView("done");
      return;
    }
    fail(data?.messageCode ?? res.body?.error?.code, data?.resp);
  }

  const backToDetails = () => {
    setErrors({});
    setFormError(null);
    setView("email");
  };

  return { auth, view, setView, form, set, errors, formError, busy, done, showAccessCode, place, continueToPassword, prepareSocial, signUp, backToDetails };
}
export type SignUpState = ReturnType<typeof useSignUp>;
