import { getTranslations } from "@/lib/locale/translations";
import { PeopleFields, personWords, type PersonSlot } from "@/components/ui/people-fields";
import type { SavedTraveller } from "@/lib/orders/checkout-account";
import { addDays } from "@/lib/org/calendar";
import { birthRange } from "@/lib/suppliers/flights/birth-range";
import type { FlightDetails, PassengerType } from "@/lib/suppliers/flights/types";
import type { Offer } from "@/lib/suppliers/seam";

/**
 * The passengers of a flight or a package as the airline needs them (lib/suppliers/flights/travellers.ts) on the kit's
 * people fields, in the booking's order, each fillable from a saved traveller. Passports: not asked, asked
 * (`optional`), or needed (`required`). `required` has the browser insist on names and birth dates (the package
 * checkout) rather than leave them to the server's answer (flights).
 */
export async function PassengerSection(props: {
  types: { type: PassengerType; born?: PersonSlot["born"] }[];
  documents: "no" | "optional" | "required";
  required: boolean;
  saved: SavedTraveller[];
  passportValidFrom?: string;
  title: string;
  hint: string;
  testId: string;
}) {
  const t = await getTranslations("Flights.passengers");
  // The browser insists on a passport only where it insists on the rest; its issuing country is left to the server.
  const passport = props.documents === "required" && !props.required ? "optional" : props.documents;
  return (
    <PeopleFields
      title={props.title}
      hint={props.hint}
      testId={props.testId}
      idPrefix="passenger"
      people={props.types.map(({ type, born }, i) => ({
        legend: t("legend", { number: i + 1, type: t(`types.${type}`) }),
        hidden: { type },
        born,
        titleAge: type === "adult" ? "adult" : "child",
      }))}
      words={{
        ...personWords(t),
        gender: { label: t("gender"), f: t("genders.f"), m: t("genders.m") },
      }}
      need={{
        person: props.required ? "required" : "optional",
        gender: "optional",
        nationality: "optional",
        passport,
        passportCountry: props.documents === "no" ? "no" : "optional",
      }}
      maxLength={{ name: 20, passport: 20 }}
      passportValidFrom={props.passportValidFrom}
      saved={props.saved}
      fill={{ label: t("fillFrom"), choose: t("chooseSaved") }}
    />
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
      types={d.passengers.map((p) => ({ type: p.type, born: birthRange(p.type, firstDay, lastDay) }))}
      documents={d.documentsRequired ? "required" : "no"}
      required={false}
      saved={saved}
      passportValidFrom={addDays(offer.endsAt.slice(0, 10), 1)}
      title={t("heading")}
      hint={d.documentsRequired ? `${t("intro")} ${t("passportNeeded")}` : t("intro")}
      testId="passenger-fields"
    />
  );
}
