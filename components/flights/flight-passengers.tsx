import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { TravellerSection, type TravellerField } from "@/components/ui/traveller-fields";
import { TravellerFieldset } from "@/components/ui/traveller-fieldset";
import type { SavedTraveller } from "@/lib/orders/checkout-account";
import { titleKeyOf } from "@/lib/account/titles";
import { listNationalities } from "@/lib/locale/countries";
import { addDays } from "@/lib/org/calendar";
import { countryOptions } from "@/lib/places/names";
import { birthRange } from "@/lib/suppliers/flights/birth-range";
import type { FlightDetails, PassengerType } from "@/lib/suppliers/flights/types";
import type { Offer } from "@/lib/suppliers/seam";

type Slot = { type: PassengerType; dateOfBirth?: { min: string; max: string } };

/**
 * The passengers of a flight or a package as the airline needs them (lib/suppliers/flights/travellers.ts), one fieldset
 * each in the booking's order, each fillable from a saved traveller; the lead passenger starts as the account holder.
 * Passports: not asked, asked (`optional`), or needed (`required`). `required` has the browser insist on names and
 * birth dates (the package checkout) rather than leave them to the server's answer (flights).
 */
export async function PassengerSection(props: {
  slots: Slot[];
  documents: "hidden" | "optional" | "required";
  required: boolean;
  saved: SavedTraveller[];
  passportValidFrom?: string;
  title: string;
  hint: string;
  testId: string;
}) {
  const [t, locale, nationalities] = await Promise.all([getTranslations("Flights.passengers"), getLocale(), listNationalities()]);
  const { required, documents } = props;
  const codeOf = new Map(nationalities.map((n) => [n.nationalityId, n.nationalityCode]));
  const countries = countryOptions(
    nationalities.map((n) => ({ code: n.nationalityCode, fallback: n.nationalityName })),
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
  const passport = documents === "required" && required;
  const choice = (name: "gender" | "nationality" | "passportCountry", options = countries): TravellerField => ({
    name,
    label: t(name),
    kind: "choice",
    options,
    choose: t("choose"),
  });
  const rows = (slot: Slot, lead: boolean): TravellerField[][] => {
    const auto = (what: string) => (lead ? what : "off");
    const name = (n: "firstName" | "lastName", what: string): TravellerField => ({
      name: n,
      label: t(n),
      input: { maxLength: 20, required, autoComplete: auto(what), spellCheck: false },
    });
    const born = { type: "date", required, min: slot.dateOfBirth?.min, max: slot.dateOfBirth?.max, autoComplete: auto("bday") };
    return [
      [
        { name: "title", label: t("title"), kind: "title", valueAs: "key", age: slot.type === "adult" ? "adult" : "child" },
        name("firstName", "given-name"),
        name("lastName", "family-name"),
      ],
      [
        { name: "dateOfBirth", label: t("dateOfBirth"), input: born },
        choice(
          "gender",
          (["f", "m"] as const).map((g) => ({ code: g, name: t(`genders.${g}`) })),
        ),
        choice("nationality"),
      ],
      ...(documents === "hidden"
        ? []
        : [
            [
              {
                name: "passportNumber",
                label: t("passportNumber"),
                input: { maxLength: 20, autoComplete: "off", spellCheck: false, dir: "ltr", required: passport },
              },
              { name: "passportExpiry", label: t("passportExpiry"), input: { type: "date", min: props.passportValidFrom, required: passport } },
              choice("passportCountry"),
            ],
          ]),
    ];
  };
  return (
    <TravellerSection title={props.title} hint={props.hint} testId={props.testId}>
      {props.slots.map((slot, i) => (
        <TravellerFieldset
          key={i}
          index={i}
          idPrefix={`passenger-${i}`}
          legend={t("legend", { number: i + 1, type: t(`types.${slot.type}`) })}
          rows={rows(slot, i === 0)}
          hidden={{ type: slot.type }}
          fill={{ label: t("fillFrom"), choose: t("chooseSaved"), saved, initial: (i === 0 && slot.type === "adult" && holder?.values) || {} }}
          testId={`passenger-${i}`}
        />
      ))}
    </TravellerSection>
  );
}

/** A flight offer's passengers, each with the birth dates their type allows over the whole trip. */
export async function FlightPassengers({ offer, saved }: { offer: Offer<FlightDetails>; saved: SavedTraveller[] }) {
  const t = await getTranslations("Flights.passengers");
  const d = offer.details;
  const firstDay = d.slices[0]?.departsAt.slice(0, 10) ?? offer.startsAt.slice(0, 10);
  const lastDay = d.slices[d.slices.length - 1]?.departsAt.slice(0, 10) ?? firstDay;
  return (
    <PassengerSection
      slots={d.passengers.map((p) => ({ type: p.type, dateOfBirth: birthRange(p.type, firstDay, lastDay) }))}
      documents={d.documentsRequired ? "required" : "hidden"}
      required={false}
      saved={saved}
      passportValidFrom={addDays(offer.endsAt.slice(0, 10), 1)}
      title={t("heading")}
      hint={d.documentsRequired ? `${t("intro")} ${t("passportNeeded")}` : t("intro")}
      testId="passenger-fields"
    />
  );
}
