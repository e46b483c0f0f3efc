import type { ReactNode } from "react";
import { getLocale } from "next-intl/server";
import { TravellerSection, type TravellerField } from "./traveller-fields";
import { TravellerFieldset } from "./traveller-fieldset";
import type { SavedTraveller } from "@/lib/orders/checkout-account";
import { titleKeyOf, type TitleAge } from "@/lib/account/titles";
import { listNationalities } from "@/lib/locale/countries";
import { countryOptions } from "@/lib/places/names";

/** Whether a kind asks for a part of a person, and whether the browser insists on it (the server checks either way). */
type Need = "no" | "optional" | "required";

/** The words of the fields, in the kind's own messages; `gender` only where the kind asks for it. */
const PERSON_WORDS = ["title", "firstName", "lastName", "dateOfBirth", "nationality", "passportNumber", "passportExpiry", "passportCountry", "choose"] as const;
type PersonWord = (typeof PERSON_WORDS)[number];
export type PersonWords = Record<PersonWord, string> & { gender?: { label: string; f: string; m: string } };

/** The fields' words from a kind's messages that name them by these keys. */
export const personWords = (t: (key: PersonWord) => string) => Object.fromEntries(PERSON_WORDS.map((k) => [k, t(k)])) as Record<PersonWord, string>;

/** One person of the booking: the legend, facts sent as they are (a passenger's type), the birth dates it allows. */
export type PersonSlot = { legend: string; hidden?: Record<string, string>; born?: { min?: string; max?: string }; titleAge?: TitleAge; note?: string };

/**
 * The people of a booking who travel on their papers (a flight's passengers, a package's, a cabin's guests), as the
 * kind's travellers schema reads them (`travellers.<i>.<field>`): title and names, date of birth, gender where asked,
 * nationality, and the passport (number, expiry, issuing country) as the kind needs it. One fieldset each, test ids
 * `<idPrefix>-<i>-<field>`; the first starts as the account holder, and with `fill` each can be filled from a saved
 * traveller.
 */
export async function PeopleFields(props: {
  title: string;
  hint: ReactNode;
  testId: string;
  people: PersonSlot[];
  idPrefix: string;
  /** Every fieldset's test id; otherwise `<idPrefix>-<i>`. */
  personTestId?: string;
  words: PersonWords;
  need: Record<"person" | "gender" | "nationality" | "passport" | "passportCountry", Need>;
  maxLength: { name: number; passport: number };
  /** The countries offered; otherwise every nationality of the site. */
  countries?: string[];
  /** The first day a passport must still be valid. */
  passportValidFrom?: string;
  saved: SavedTraveller[];
  fill?: { label: string; choose: string };
}) {
  const { words: w, need } = props;
  const [locale, nationalities] = await Promise.all([getLocale(), listNationalities()]);
  const codeOf = new Map(nationalities.map((n) => [n.nationalityId, n.nationalityCode]));
  const countries = countryOptions(
    props.countries?.map((code) => ({ code })) ?? nationalities.map((n) => ({ code: n.nationalityCode, fallback: n.nationalityName })),
    locale,
  );
  const saved = props.saved.map((s) => ({
    id: s.id,
    name: `${s.firstName} ${s.lastName}`,
    self: s.self,
    values: {
      title: titleKeyOf(s.title) ?? "",
      firstName: s.firstName,
      lastName: s.lastName,
      dateOfBirth: s.dateOfBirth ?? "",
      nationality: (s.nationalityId && codeOf.get(s.nationalityId)) || "",
    },
  }));
  const holder = saved.find((s) => s.self);
  const asked = (n: Need, field: TravellerField): TravellerField[] => (n === "no" ? [] : [field]);
  const choice = (name: string, label: string, n: Need, options = countries): TravellerField[] =>
    asked(n, { name, label, kind: "choice", options, choose: w.choose, required: n === "required" || undefined });
  const person = need.person === "required" || undefined;
  const passport = need.passport === "required" || undefined;
  const rows = (slot: PersonSlot, lead: boolean): TravellerField[][] => {
    const auto = (what: string) => (lead ? what : "off");
    const name = (n: "firstName" | "lastName", what: string): TravellerField => ({
      name: n,
      label: w[n],
      input: { maxLength: props.maxLength.name, required: person, autoComplete: auto(what), spellCheck: false },
    });
    const genders = w.gender && [
      { code: "f", name: w.gender.f },
      { code: "m", name: w.gender.m },
    ];
    return [
      [
        { name: "title", label: w.title, kind: "title", valueAs: "key", age: slot.titleAge, required: person },
        name("firstName", "given-name"),
        name("lastName", "family-name"),
      ],
      [
        {
          name: "dateOfBirth",
          label: w.dateOfBirth,
          input: { type: "date", required: person, min: slot.born?.min, max: slot.born?.max, autoComplete: auto("bday") },
        },
        ...(genders ? choice("gender", w.gender!.label, need.gender, genders) : []),
        ...choice("nationality", w.nationality, need.nationality),
      ],
      ...(need.passport === "no"
        ? []
        : [
            [
              {
                name: "passportNumber",
                label: w.passportNumber,
                input: { maxLength: props.maxLength.passport, autoComplete: "off", spellCheck: false, dir: "ltr", required: passport },
              },
              { name: "passportExpiry", label: w.passportExpiry, input: { type: "date", min: props.passportValidFrom, required: passport } },
              ...choice("passportCountry", w.passportCountry, need.passportCountry),
            ],
          ]),
    ];
  };
  return (
    <TravellerSection title={props.title} hint={props.hint} testId={props.testId}>
      {props.people.map((slot, i) => (
        <TravellerFieldset
          key={i}
          index={i}
          idPrefix={`${props.idPrefix}-${i}`}
          legend={slot.legend}
          rows={rows(slot, i === 0)}
          hidden={slot.hidden}
          note={slot.note}
          initial={(i === 0 && slot.titleAge !== "child" && holder?.values) || {}}
          fill={props.fill && { ...props.fill, saved }}
          testId={props.personTestId ?? `${props.idPrefix}-${i}`}
        />
      ))}
    </TravellerSection>
  );
}
