"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import { inputClass } from "@/components/ui/form-parts";
import type { PassengerType } from "@/lib/suppliers/flights/types";
import { TitleSelect } from "@/components/ui/title-select";

const GENDERS = ["f", "m"] as const;

export type PassengerValues = {
  title: string;
  gender: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
  passportCountry: string;
};

/**
 * A member's saved traveller, already in the passenger form's terms (title word, nationality code); `self` is the
 * account holder, whom the lead passenger starts as.
 */
export type SavedPassenger = { id: number; name: string; self?: boolean; values: Partial<PassengerValues> };

export type PassengerSlot = { type: PassengerType; dateOfBirth: { min: string; max: string } };

const EMPTY: PassengerValues = {
  title: "",
  gender: "",
  firstName: "",
  lastName: "",
  dateOfBirth: "",
  nationality: "",
  passportNumber: "",
  passportExpiry: "",
  passportCountry: "",
};

/**
 * One fieldset per passenger of the offer, in the offer's order, with inputs named `travellers.<i>.<field>` (the
 * checkout form turns them into the travellers JSON). A saved traveller can fill a passenger; the passport fields
 * appear when the itinerary needs them.
 */
export function PassengerFields({
  slots,
  documentsRequired,
  saved,
  countries,
  passportValidFrom,
}: {
  slots: PassengerSlot[];
  documentsRequired: boolean;
  saved: SavedPassenger[];
  countries: { code: string; name: string }[];
  /** The day after the last flight: a passport must be valid beyond it. */
  passportValidFrom: string;
}) {
  const t = useTranslations("Flights");
  const id = useId();
  // Uncontrolled inputs, so what is typed before the page hydrates stays; a saved traveller refills a passenger by
  // remounting its inputs with new defaults (the fill's number is their key).
  const holder = saved.find((s) => s.self);
  const [fills, setFills] = useState(() =>
    slots.map((slot, i) => ({ n: 0, values: i === 0 && holder && slot.type === "adult" ? { ...EMPTY, ...holder.values } : EMPTY })),
  );
  const fill = (i: number, values: PassengerValues) => setFills((all) => all.map((f, j) => (j === i ? { n: f.n + 1, values } : f)));

  const field = (i: number, name: keyof PassengerValues, label: string, input: (props: Record<string, unknown>) => ReactNode) => {
    const fid = `${id}-${i}-${name}`;
    return (
      <div>
        <label htmlFor={fid} className="text-sm font-medium">
          {label}
        </label>
        {input({
          id: fid,
          name: `travellers.${i}.${name}`,
          defaultValue: fills[i]!.values[name],
          className: inputClass,
          "data-testid": `passenger-${i}-${name}`,
        })}
      </div>
    );
  };
  const choice = (props: Record<string, unknown>, options: readonly (readonly [string, string])[]) => (
    <select {...props}>
      <option value="">{t("passengers.choose")}</option>
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
  const countrySelect = (props: Record<string, unknown>) =>
    choice(
      props,
      countries.map((c) => [c.code, c.name] as const),
    );

  return (
    <section className="space-y-4" data-testid="passenger-fields">
      <div>
        <h2 className="text-lg font-semibold">{t("passengers.heading")}</h2>
        <p className="text-sm text-slate-600">{t("passengers.intro")}</p>
        {documentsRequired ? <p className="mt-1 text-sm text-slate-600">{t("passengers.passportNeeded")}</p> : null}
      </div>
      {slots.map((slot, i) => (
        <fieldset key={i} className="space-y-3 rounded-xl border border-slate-200 p-4" data-testid={`passenger-${i}`}>
          <legend className="px-1 font-semibold">{t("passengers.legend", { number: i + 1, type: t(`passengers.types.${slot.type}`) })}</legend>
          <input type="hidden" name={`travellers.${i}.type`} value={slot.type} />
          {saved.length ? (
            <div>
              <label htmlFor={`${id}-${i}-saved`} className="text-sm font-medium">
                {t("passengers.fillFrom")}
              </label>
              <select
                id={`${id}-${i}-saved`}
                className={inputClass}
                defaultValue=""
                data-testid={`passenger-${i}-saved`}
                onChange={(e) => {
                  const chosen = saved.find((s) => String(s.id) === e.target.value);
                  if (chosen) fill(i, { ...EMPTY, ...chosen.values });
                }}
              >
                <option value="">{t("passengers.chooseSaved")}</option>
                {saved.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div key={fills[i]!.n} className="space-y-3">
            <div className="grid gap-3 sm:grid-cols-2">
              {field(i, "title", t("passengers.title"), (p) => (
                <TitleSelect {...p} valueAs="key" age={slot.type === "adult" ? "adult" : "child"} />
              ))}
              {field(i, "gender", t("passengers.gender"), (p) =>
                choice(
                  p,
                  GENDERS.map((x) => [x, t(`passengers.genders.${x}`)]),
                ),
              )}
              {field(i, "firstName", t("passengers.firstName"), (p) => (
                <input {...p} maxLength={20} autoComplete={i === 0 ? "given-name" : "off"} spellCheck={false} />
              ))}
              {field(i, "lastName", t("passengers.lastName"), (p) => (
                <input {...p} maxLength={20} autoComplete={i === 0 ? "family-name" : "off"} spellCheck={false} />
              ))}
              {field(i, "dateOfBirth", t("passengers.dateOfBirth"), (p) => (
                <input {...p} type="date" min={slot.dateOfBirth.min} max={slot.dateOfBirth.max} autoComplete={i === 0 ? "bday" : "off"} />
              ))}
              {field(i, "nationality", t("passengers.nationality"), countrySelect)}
            </div>
            {documentsRequired ? (
              <div className="grid gap-3 sm:grid-cols-3">
                {field(i, "passportNumber", t("passengers.passportNumber"), (p) => (
                  <input {...p} maxLength={20} autoComplete="off" spellCheck={false} dir="ltr" />
                ))}
                {field(i, "passportExpiry", t("passengers.passportExpiry"), (p) => (
                  <input {...p} type="date" min={passportValidFrom} />
                ))}
                {field(i, "passportCountry", t("passengers.passportCountry"), countrySelect)}
              </div>
            ) : null}
          </div>
        </fieldset>
      ))}
    </section>
  );
}
