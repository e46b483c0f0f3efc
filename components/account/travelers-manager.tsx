"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { FormAlert, Spinner, primaryButtonClass } from "@/components/ui/form-parts";
import { NationalityTypeahead } from "@/components/auth/nationality-typeahead";
import { useNationalities } from "@/components/auth/use-reference-data";
import { AGE_RANGES } from "@/lib/account/schemas";
import type { TravelerView } from "@/lib/account/get-profile";
import { filterNameInput } from "@/lib/auth/rules";
import { titleFromField, titleToField } from "@/lib/account/titles";
import { useTitleOptions } from "@/components/ui/title-select";
import { Field, Select, TextInput, cardClass, dangerButtonClass, fieldErrors, secondaryButtonClass, sendJson } from "./form-kit";

const EMPTY = {
  title: "",
  firstName: "",
  lastName: "",
  dateOfBirth: "",
  ageRange: "",
  // Nothing guessed for a person: their nationality is chosen or left out.
  nationalityId: null as number | null,
  email: "",
  phone: "",
  passportNumber: "",
};
type Draft = typeof EMPTY;

function toDraft(t: TravelerView): Draft {
  return {
    title: titleToField(t.title),
    firstName: t.firstName,
    lastName: t.lastName,
    dateOfBirth: t.dateOfBirth ?? "",
    ageRange: t.ageRange ?? "",
    nationalityId: t.nationalityId,
    email: t.email ?? "",
    phone: t.phone ?? "",
    passportNumber: t.passportNumber ?? "",
  };
}

/** Saved travellers: add, edit, delete; offered at checkout to fill the traveller's details. */
export function TravelersManager({ initial }: { initial: TravelerView[] }) {
  const t = useTranslations("Account");
  const ts = useTranslations("SignUp");
  const tt = useTranslations("Titles");
  const titleOptions = useTitleOptions("code");
  const id = useId();
  const { list: nationalities } = useNationalities(true);
  const [list, setList] = useState(initial);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [d, setD] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(k: K, value: Draft[K]) => setD((x) => ({ ...x, [k]: value }));

  function open(target: TravelerView | "new") {
    setEditing(target === "new" ? "new" : target.id);
    setD(target === "new" ? EMPTY : toDraft(target));
    setErrors({});
    setError(null);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const payload = {
      ...d,
      title: titleFromField(d.title),
      dateOfBirth: d.dateOfBirth || null,
      ageRange: d.ageRange || null,
      email: d.email || null,
      phone: d.phone || null,
      passportNumber: d.passportNumber || null,
    };
    const res =
      editing === "new"
        ? await sendJson<TravelerView>("POST", "/api/profile/travelers", payload)
        : await sendJson<TravelerView>("PUT", `/api/profile/travelers/${editing}`, payload);
    setBusy(false);
    if (res.ok && res.body?.data) {
      const saved = res.body.data;
      setList((l) => (editing === "new" ? [...l, saved] : l.map((x) => (x.id === saved.id ? saved : x))));
      setEditing(null);
      return;
    }
    setErrors(fieldErrors(res.body));
    setError(res.body?.message ?? t("failed"));
  }

  async function remove(traveler: TravelerView) {
    if (!window.confirm(t("travelerDeleteConfirm", { name: `${traveler.firstName} ${traveler.lastName}` }))) return;
    const res = await sendJson("DELETE", `/api/profile/travelers/${traveler.id}`);
    if (res.ok) setList((l) => l.filter((x) => x.id !== traveler.id));
  }

  return (
    <section className={`${cardClass} space-y-4`} data-testid="travelers" aria-labelledby={`${id}-h`}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-h`} className="text-lg font-semibold">
          {t("travelersTitle")}
        </h2>
        {editing === null ? (
          <button type="button" className={secondaryButtonClass} onClick={() => open("new")} data-testid="traveler-add">
            {t("travelerAdd")}
          </button>
        ) : null}
      </div>
      {list.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="travelers-empty">
          {t("travelersNone")}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {list.map((x) => (
            <li key={x.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="traveler-row">
              <span>
                <span className="font-medium" data-testid="traveler-name">
                  {x.firstName} {x.lastName}
                </span>
                {x.ageRange ? (
                  <span className="text-sm text-slate-600">
                    {" "}
                    · {t(`ageRanges.r${AGE_RANGES.indexOf(x.ageRange as (typeof AGE_RANGES)[number])}` as "ageRanges.r0")}
                  </span>
                ) : null}
              </span>
              <span className="flex gap-2">
                <button type="button" className={secondaryButtonClass} onClick={() => open(x)} data-testid="traveler-edit">
                  {t("edit")}
                </button>
                <button type="button" className={dangerButtonClass} onClick={() => remove(x)} data-testid="traveler-delete">
                  {t("remove")}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing !== null ? (
        <form onSubmit={save} noValidate className="space-y-4 border-t border-slate-200 pt-4" data-testid="traveler-form">
          <FormAlert message={error} testId="traveler-error" />
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id={`${id}-title`} label={tt("label")} error={errors.title}>
              <Select
                id={`${id}-title`}
                value={d.title}
                onChange={(x) => set("title", x)}
                testId="traveler-title"
                placeholder={tt("choose")}
                error={errors.title}
                options={titleOptions}
              />
            </Field>
            <Field id={`${id}-first`} label={ts("firstName")} error={errors.firstName}>
              <TextInput
                id={`${id}-first`}
                value={d.firstName}
                onChange={(x) => set("firstName", filterNameInput(x))}
                error={errors.firstName}
                testId="traveler-first-name"
                maxLength={50}
              />
            </Field>
            <Field id={`${id}-last`} label={ts("lastName")} error={errors.lastName}>
              <TextInput
                id={`${id}-last`}
                value={d.lastName}
                onChange={(x) => set("lastName", filterNameInput(x))}
                error={errors.lastName}
                testId="traveler-last-name"
                maxLength={50}
              />
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-dob`} label={t("dateOfBirth")} error={errors.dateOfBirth}>
              <TextInput
                id={`${id}-dob`}
                type="date"
                value={d.dateOfBirth}
                onChange={(x) => set("dateOfBirth", x)}
                error={errors.dateOfBirth}
                testId="traveler-dob"
              />
            </Field>
            <Field id={`${id}-age`} label={t("ageRange")} error={errors.ageRange}>
              <Select
                id={`${id}-age`}
                value={d.ageRange}
                onChange={(x) => set("ageRange", x)}
                testId="traveler-age-range"
                placeholder={t("choose")}
                options={AGE_RANGES.map((a, i) => ({ value: a, label: t(`ageRanges.r${i}` as "ageRanges.r0") }))}
              />
            </Field>
          </div>
          <NationalityTypeahead
            nationalities={nationalities}
            value={d.nationalityId}
            onChange={(n) => set("nationalityId", n)}
            label={t("nationality")}
            error={errors.nationalityId}
            id={`${id}-nat`}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id={`${id}-email`} label={t("email")} error={errors.email}>
              <TextInput
                id={`${id}-email`}
                type="email"
                value={d.email}
                onChange={(x) => set("email", x)}
                error={errors.email}
                testId="traveler-email"
                maxLength={254}
              />
            </Field>
            <Field id={`${id}-phone`} label={t("phone")} error={errors.phone}>
              <TextInput
                id={`${id}-phone`}
                type="tel"
                value={d.phone}
                onChange={(x) => set("phone", x.replace(/[^\d+]/g, ""))}
                error={errors.phone}
                testId="traveler-phone"
                maxLength={16}
              />
            </Field>
            <Field id={`${id}-passport`} label={t("passport")} error={errors.passportNumber}>
              <TextInput
                id={`${id}-passport`}
                value={d.passportNumber}
                onChange={(x) => set("passportNumber", x)}
                error={errors.passportNumber}
                testId="traveler-passport"
                maxLength={20}
              />
            </Field>
          </div>
          <div className="flex gap-3">
            <button type="submit" disabled={busy} className={`${primaryButtonClass} sm:w-auto`} data-testid="traveler-save">
              {busy ? <Spinner /> : null}
              {t("save")}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setEditing(null)}>
              {t("cancel")}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
