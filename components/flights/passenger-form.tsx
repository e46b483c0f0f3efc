"use client";

import { useState } from "react";
import { inputClass } from "@/components/ui/form-parts";
import { TravellerInputs, TravellerSection, type TravellerField } from "@/components/ui/traveller-fields";
import { titleFitsAge, type TitleKey } from "@/lib/account/titles";
import type { PassengerType } from "@/lib/suppliers/flights/types";

type Values = Partial<Record<"title" | "firstName" | "lastName" | "dateOfBirth" | "nationality", string>>;

/** A member's traveller in the form's terms (title word, nationality code); `self` is the holder, the lead's default. */
export type SavedPassenger = { id: number; name: string; self?: boolean; values: Values };

/** One passenger of the booking: their type, the legend naming them, the birth dates the type allows. */
export type PassengerSlot = { type: PassengerType; legend: string; dateOfBirth?: { min: string; max: string } };

export type PassengerTexts = Record<
  | "heading"
  | "choose"
  | "fillFrom"
  | "chooseSaved"
  | "title"
  | "gender"
  | "f"
  | "m"
  | "firstName"
  | "lastName"
  | "dateOfBirth"
  | "nationality"
  | "passportNumber"
  | "passportExpiry"
  | "passportCountry",
  string
>;

export type PassengerFormProps = {
  slots: PassengerSlot[];
  /** Hidden: the airline asks none; optional: asked, not needed; required: the trip crosses a border. */
  documents: "hidden" | "optional" | "required";
  /** Names and birth dates the browser insists on (the package checkout) or left to the server's answer (flights). */
  required: boolean;
  saved: SavedPassenger[];
  countries: { code: string; name: string }[];
  /** The day after the last flight: a passport must be valid beyond it. */
  passportValidFrom?: string;
  texts: PassengerTexts;
  hint: string;
  testId: string;
};

/**
 * The passengers of a flight or a package (lib/suppliers/flights/travellers.ts), one fieldset each in the booking's
 * order, built from the kit's traveller rows. Uncontrolled, so what is typed before the page hydrates stays; choosing a
 * saved traveller remounts the passenger's inputs with new defaults. Nothing is guessed beyond the lead passenger,
 * who starts as the account holder.
 */
export function PassengerForm({ slots, documents, required, saved, countries, passportValidFrom, texts, hint, testId }: PassengerFormProps) {
  const holder = saved.find((s) => s.self);
  const [fills, setFills] = useState(() => slots.map((slot, i) => ({ n: 0, values: i === 0 && holder && slot.type === "adult" ? holder.values : {} })));
  const passport = documents === "required" && required;
  const rows = (slot: PassengerSlot, v: Values, lead: boolean): TravellerField[][] => {
    const age = slot.type === "adult" ? "adult" : "child";
    const title = v.title && titleFitsAge(v.title as TitleKey, age) ? v.title : "";
    const auto = (what: string) => (lead ? what : "off");
    const name = (n: "firstName" | "lastName", what: string): TravellerField => ({
      name: n,
      label: texts[n],
      input: { maxLength: 20, required, autoComplete: auto(what), spellCheck: false, defaultValue: v[n] ?? "" },
    });
    const choice = (n: string, options: { code: string; name: string }[], defaultValue = ""): TravellerField => ({
      name: n,
      label: texts[n as keyof PassengerTexts],
      kind: "choice",
      options,
      choose: texts.choose,
      defaultValue,
    });
    const dates = slot.dateOfBirth;
    return [
      [
        { name: "title", label: texts.title, kind: "title", valueAs: "key", age, defaultValue: title },
        name("firstName", "given-name"),
        name("lastName", "family-name"),
      ],
      [
        {
          name: "dateOfBirth",
          label: texts.dateOfBirth,
          input: { type: "date", required, min: dates?.min, max: dates?.max, autoComplete: auto("bday"), defaultValue: v.dateOfBirth ?? "" },
        },
        choice(
          "gender",
          (["f", "m"] as const).map((g) => ({ code: g, name: texts[g] })),
        ),
        choice("nationality", countries, v.nationality),
      ],
      ...(documents === "hidden"
        ? []
        : [
            [
              {
                name: "passportNumber",
                label: texts.passportNumber,
                input: { maxLength: 20, autoComplete: "off", spellCheck: false, dir: "ltr", required: passport },
              },
              { name: "passportExpiry", label: texts.passportExpiry, input: { type: "date", min: passportValidFrom, required: passport } },
              choice("passportCountry", countries),
            ],
          ]),
    ];
  };

  return (
    <TravellerSection title={texts.heading} hint={hint} testId={testId}>
      {slots.map((slot, i) => (
        <fieldset key={i} className="space-y-3 rounded-xl border border-slate-200 p-4" data-testid={`passenger-${i}`}>
          <legend className="px-1 font-semibold">{slot.legend}</legend>
          <input type="hidden" name={`travellers.${i}.type`} value={slot.type} />
          {saved.length ? (
            <div>
              <label htmlFor={`passenger-${i}-saved`} className="text-sm font-medium">
                {texts.fillFrom}
              </label>
              <select
                id={`passenger-${i}-saved`}
                className={inputClass}
                defaultValue=""
                data-testid={`passenger-${i}-saved`}
                onChange={(e) => {
                  const values = saved.find((s) => String(s.id) === e.target.value)?.values;
                  if (values) setFills((all) => all.map((f, j) => (j === i ? { n: f.n + 1, values } : f)));
                }}
              >
                <option value="">{texts.chooseSaved}</option>
                {saved.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div key={fills[i]!.n} className="space-y-3">
            <TravellerInputs index={i} idPrefix={`passenger-${i}`} rows={rows(slot, fills[i]!.values, i === 0)} />
          </div>
        </fieldset>
      ))}
    </TravellerSection>
  );
}
