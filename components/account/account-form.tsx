"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { FormAlert, Spinner, primaryButtonClass } from "@/components/ui/form-parts";
import { NationalityTypeahead } from "@/components/auth/nationality-typeahead";
import { PhonePicker, phoneDigits } from "@/components/auth/phone-picker";
import { useCountries, useNationalities } from "@/components/auth/use-reference-data";
import { filterNameInput } from "@/lib/auth/rules";
import { titleFromField, titleToField } from "@/lib/account/titles";
import { useTitleOptions } from "@/components/ui/title-select";
import { useChooseLocale } from "@/components/locale/choose-locale";
import { Field, Select, TextInput, cardClass, fieldErrors, sendJson } from "./form-kit";

export type AccountValues = {
  title: number | null;
  firstName: string;
  lastName: string;
  phoneCountryCode: string | null;
  mobileNo: string | null;
  nationalityId: number | null;
  countryId: number | null;
  languageCode: string | null;
  currencyCode: string | null;
};

/** My Profile → personal details: names, title, phone (shared picker), nationality, country, language, currency. */
export function AccountForm({
  initial,
  languages,
  currencies,
}: {
  initial: AccountValues;
  languages: { code: string; name: string }[];
  currencies: { code: string; name: string }[];
}) {
  const t = useTranslations("Account");
  const chooseLocale = useChooseLocale();
  const ts = useTranslations("SignUp");
  const tt = useTranslations("Titles");
  const titleOptions = useTitleOptions("code");
  const id = useId();
  const countries = useCountries(true);
  const { list: nationalities } = useNationalities(true);
  // Older rows may hold a dial code ("+1") where a country code belongs: the picker then starts on the default, US.
  const phoneCountry = initial.phoneCountryCode && /^[A-Za-z]{2,3}$/.test(initial.phoneCountryCode) ? initial.phoneCountryCode : "US";
  const [v, setV] = useState({
    ...initial,
    phoneCountryCode: phoneCountry,
    title: titleToField(initial.title),
    mobileNo: initial.mobileNo ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof typeof v>(k: K, value: (typeof v)[K]) => setV((x) => ({ ...x, [k]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    const res = await sendJson("POST", "/api/profile/update", {
      title: titleFromField(v.title),
      firstName: v.firstName,
      lastName: v.lastName,
      phoneCountryCode: v.phoneCountryCode,
      mobileNo: v.mobileNo,
      nationalityId: v.nationalityId,
      countryId: v.countryId,
      languageCode: v.languageCode || null,
      currencyCode: v.currencyCode || null,
    });
    // A new language or currency preference takes effect at once: the site switches to it (cookies, reload).
    const language = v.languageCode && v.languageCode !== initial.languageCode ? v.languageCode : undefined;
    const currency = v.currencyCode && v.currencyCode !== initial.currencyCode ? v.currencyCode : undefined;
    // The profile already holds the new preference (the update above), so only the cookies and the page change.
    if (res.ok && (language || currency)) chooseLocale.choose({ language, currency }, { saveToProfile: false });
    setBusy(false);
    setErrors(fieldErrors(res.body));
    setStatus(res.ok ? { tone: "success", text: t("saved") } : { tone: "error", text: res.body?.message ?? t("failed") });
  }

  return (
    <form onSubmit={submit} noValidate className={`${cardClass} space-y-4`} data-testid="account-form" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        {t("personalDetails")}
      </h2>
      <FormAlert message={status?.text} tone={status?.tone} testId="account-status" />
      <Field id={`${id}-title`} label={tt("label")} error={errors.title}>
        <Select
          id={`${id}-title`}
          value={v.title}
          onChange={(x) => set("title", x)}
          testId="account-title"
          placeholder={tt("choose")}
          error={errors.title}
          options={titleOptions}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-first`} label={ts("firstName")} error={errors.firstName}>
          <TextInput
            id={`${id}-first`}
            value={v.firstName}
            onChange={(x) => set("firstName", filterNameInput(x))}
            error={errors.firstName}
            testId="account-first-name"
            maxLength={50}
            autoComplete="given-name"
          />
        </Field>
        <Field id={`${id}-last`} label={ts("lastName")} error={errors.lastName}>
          <TextInput
            id={`${id}-last`}
            value={v.lastName}
            onChange={(x) => set("lastName", filterNameInput(x))}
            error={errors.lastName}
            testId="account-last-name"
            maxLength={50}
            autoComplete="family-name"
          />
        </Field>
      </div>
      <PhonePicker
        countries={countries}
        countryCode={v.phoneCountryCode}
        onCountryChange={(c) => set("phoneCountryCode", c.countryCode)}
        number={v.mobileNo}
        onNumberChange={(n) => set("mobileNo", phoneDigits(n))}
        label={t("phone")}
        error={errors.mobileNo}
        id={`${id}-phone`}
      />
      <NationalityTypeahead
        nationalities={nationalities}
        value={v.nationalityId}
        onChange={(n) => set("nationalityId", n)}
        label={t("nationality")}
        error={errors.nationalityId}
        id={`${id}-nationality`}
      />
      <Field id={`${id}-country`} label={t("country")} error={errors.countryId}>
        <Select
          id={`${id}-country`}
          value={v.countryId ? String(v.countryId) : ""}
          onChange={(x) => set("countryId", x ? Number(x) : null)}
          testId="account-country"
          placeholder={t("choose")}
          error={errors.countryId}
          options={countries.map((c) => ({ value: String(c.countryId), label: c.countryName }))}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-language`} label={t("language")} error={errors.languageCode}>
          <Select
            id={`${id}-language`}
            value={v.languageCode ?? ""}
            onChange={(x) => set("languageCode", x || null)}
            testId="account-language"
            placeholder={t("choose")}
            options={languages.map((l) => ({ value: l.code, label: l.name }))}
          />
        </Field>
        <Field id={`${id}-currency`} label={t("currency")} error={errors.currencyCode}>
          <Select
            id={`${id}-currency`}
            value={v.currencyCode ?? ""}
            onChange={(x) => set("currencyCode", x || null)}
            testId="account-currency"
            placeholder={t("choose")}
            options={currencies.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))}
          />
        </Field>
      </div>
      <button type="submit" disabled={busy} className={`${primaryButtonClass} sm:w-auto`} data-testid="account-save">
        {busy ? <Spinner /> : null}
        {t("save")}
      </button>
    </form>
  );
}
