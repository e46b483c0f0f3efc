"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { FormAlert, Spinner, primaryButtonClass } from "@/components/ui/form-parts";
import { AGE_RANGES, BED_PREFERENCES, MEAL_PREFERENCES, SEAT_PREFERENCES } from "@/lib/account/schemas";
import { Field, Select, TextInput, cardClass, fieldErrors, secondaryButtonClass, sendJson } from "./form-kit";

export type TravelProfileValues = {
  dateOfBirth: string | null;
  gender: string | null;
  ageRange: string | null;
  seat: string | null;
  meal: string | null;
  bed: string | null;
  smoking: boolean | null;
  loyalty: { program: string; number: string }[];
};

/** Travel profile and preferences: seat, meal, bed, smoking, loyalty numbers and the SPEC §3 age range. */
export function TravelProfileForm({ initial }: { initial: TravelProfileValues }) {
  const t = useTranslations("Account");
  const id = useId();
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof TravelProfileValues>(k: K, value: TravelProfileValues[K]) => setV((x) => ({ ...x, [k]: value }));
  const opt = (list: readonly string[], group: "seat" | "meal" | "bed") => list.map((x) => ({ value: x, label: t(`${group}.${x}` as "seat.aisle") }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const res = await sendJson("POST", "/api/profile/travel", {
      dateOfBirth: v.dateOfBirth || null,
      gender: v.gender || null,
      ageRange: v.ageRange || null,
      seatPreference: v.seat || null,
      mealPreference: v.meal || null,
      bedPreference: v.bed || null,
      smoking: v.smoking,
      loyaltyNumbers: v.loyalty.filter((l) => l.program || l.number),
    });
    setBusy(false);
    setErrors(fieldErrors(res.body));
    setStatus(res.ok ? { tone: "success", text: t("travelSaved") } : { tone: "error", text: res.body?.message ?? t("failed") });
  }

  return (
    <form onSubmit={submit} noValidate className={`${cardClass} space-y-4`} data-testid="travel-profile-form" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        {t("travelTitle")}
      </h2>
      <FormAlert message={status?.text} tone={status?.tone} testId="travel-profile-status" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-dob`} label={t("dateOfBirth")} error={errors.dateOfBirth}>
          <TextInput
            id={`${id}-dob`}
            type="date"
            value={v.dateOfBirth ?? ""}
            onChange={(x) => set("dateOfBirth", x || null)}
            error={errors.dateOfBirth}
            testId="travel-dob"
          />
        </Field>
        <Field id={`${id}-gender`} label={t("gender")} error={errors.gender}>
          <Select
            id={`${id}-gender`}
            value={v.gender ?? ""}
            onChange={(x) => set("gender", x || null)}
            testId="travel-gender"
            placeholder={t("choose")}
            options={(["female", "male", "other"] as const).map((g) => ({ value: g, label: t(`genders.${g}`) }))}
          />
        </Field>
        <Field id={`${id}-age`} label={t("ageRange")} error={errors.ageRange}>
          <Select
            id={`${id}-age`}
            value={v.ageRange ?? ""}
            onChange={(x) => set("ageRange", x || null)}
            testId="travel-age-range"
            placeholder={t("choose")}
            options={AGE_RANGES.map((a, i) => ({ value: a, label: t(`ageRanges.r${i}` as "ageRanges.r0") }))}
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-seat`} label={t("seatPreference")}>
          <Select
            id={`${id}-seat`}
            value={v.seat ?? ""}
            onChange={(x) => set("seat", x || null)}
            testId="travel-seat"
            placeholder={t("noPreference")}
            options={opt(SEAT_PREFERENCES, "seat")}
          />
        </Field>
        <Field id={`${id}-meal`} label={t("mealPreference")}>
          <Select
            id={`${id}-meal`}
            value={v.meal ?? ""}
            onChange={(x) => set("meal", x || null)}
            testId="travel-meal"
            placeholder={t("noPreference")}
            options={opt(MEAL_PREFERENCES, "meal")}
          />
        </Field>
        <Field id={`${id}-bed`} label={t("bedPreference")}>
          <Select
            id={`${id}-bed`}
            value={v.bed ?? ""}
            onChange={(x) => set("bed", x || null)}
            testId="travel-bed"
            placeholder={t("noPreference")}
            options={opt(BED_PREFERENCES, "bed")}
          />
        </Field>
      </div>
      <Field id={`${id}-smoking`} label={t("smoking")}>
        <Select
          id={`${id}-smoking`}
          value={v.smoking === null ? "" : v.smoking ? "yes" : "no"}
          onChange={(x) => set("smoking", x === "" ? null : x === "yes")}
          testId="travel-smoking"
          placeholder={t("noPreference")}
          options={[
            { value: "no", label: t("nonSmoking") },
            { value: "yes", label: t("smokingRoom") },
          ]}
        />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("loyaltyTitle")}</legend>
        {v.loyalty.map((l, i) => (
          <div key={i} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto]" data-testid="loyalty-row">
            <TextInput
              id={`${id}-lp-${i}`}
              aria-label={t("loyaltyProgram")}
              placeholder={t("loyaltyProgram")}
              value={l.program}
              onChange={(x) =>
                set(
                  "loyalty",
                  v.loyalty.map((y, j) => (j === i ? { ...y, program: x } : y)),
                )
              }
              testId="loyalty-program"
              maxLength={60}
            />
            <TextInput
              id={`${id}-ln-${i}`}
              aria-label={t("loyaltyNumber")}
              placeholder={t("loyaltyNumber")}
              value={l.number}
              onChange={(x) =>
                set(
                  "loyalty",
                  v.loyalty.map((y, j) => (j === i ? { ...y, number: x } : y)),
                )
              }
              testId="loyalty-number"
              maxLength={40}
            />
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() =>
                set(
                  "loyalty",
                  v.loyalty.filter((_, j) => j !== i),
                )
              }
            >
              {t("remove")}
            </button>
          </div>
        ))}
        {errors.loyaltyNumbers || errors.number || errors.program ? (
          <p className="text-sm text-red-700" role="alert">
            {errors.loyaltyNumbers ?? errors.number ?? errors.program}
          </p>
        ) : null}
        {v.loyalty.length < 10 ? (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => set("loyalty", [...v.loyalty, { program: "", number: "" }])}
            data-testid="loyalty-add"
          >
            {t("loyaltyAdd")}
          </button>
        ) : null}
      </fieldset>
      <button type="submit" disabled={busy} className={`${primaryButtonClass} sm:w-auto`} data-testid="travel-profile-save">
        {busy ? <Spinner /> : null}
        {t("save")}
      </button>
    </form>
  );
}
