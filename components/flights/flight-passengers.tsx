import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import type { SavedTraveller } from "@/lib/orders/checkout-account";
import { titleKeyOf } from "@/lib/account/titles";
import { listNationalities } from "@/lib/locale/countries";
import { addDays } from "@/lib/org/calendar";
import { countryOptions } from "@/lib/places/names";
import type { FlightDetails, PassengerType } from "@/lib/suppliers/flights/types";
import type { Offer } from "@/lib/suppliers/seam";
import { birthRange } from "./birth-range";
import { PassengerForm, type PassengerFormProps, type PassengerSlot } from "./passenger-form";

type Shared = Pick<PassengerFormProps, "texts" | "countries" | "saved"> & { legend(type: PassengerType, number: number): string };

/** What every passenger form reads the same way: its words, the countries in the page's language, the member's travellers. */
export async function passengerFormParts(saved: SavedTraveller[], heading: string): Promise<Shared> {
  const [t, locale, nationalities] = await Promise.all([getTranslations("Flights.passengers"), getLocale(), listNationalities()]);
  const codeOf = new Map(nationalities.map((n) => [n.nationalityId, n.nationalityCode]));
  const keys = ["choose", "fillFrom", "chooseSaved", "title", "gender", "firstName", "lastName", "dateOfBirth", "nationality"] as const;
  const more = ["passportNumber", "passportExpiry", "passportCountry"] as const;
  return {
    texts: { heading, f: t("genders.f"), m: t("genders.m"), ...Object.fromEntries([...keys, ...more].map((k) => [k, t(k)])) } as PassengerFormProps["texts"],
    countries: countryOptions(
      nationalities.map((n) => ({ code: n.nationalityCode, fallback: n.nationalityName })),
      locale,
    ),
    saved: saved.map((s) => ({
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
    })),
    legend: (type, number) => t("legend", { number, type: t(`types.${type}`) }),
  };
}

/** A flight offer's passengers, each with the birth dates their type allows over the whole trip. */
export async function FlightPassengers({ offer, saved }: { offer: Offer<FlightDetails>; saved: SavedTraveller[] }) {
  const t = await getTranslations("Flights.passengers");
  const { legend, ...parts } = await passengerFormParts(saved, t("heading"));
  const d = offer.details;
  const firstDay = d.slices[0]?.departsAt.slice(0, 10) ?? offer.startsAt.slice(0, 10);
  const lastDay = d.slices[d.slices.length - 1]?.departsAt.slice(0, 10) ?? firstDay;
  const slots: PassengerSlot[] = d.passengers.map((p, i) => ({
    type: p.type,
    legend: legend(p.type, i + 1),
    dateOfBirth: birthRange(p.type, firstDay, lastDay),
  }));
  return (
    <PassengerForm
      {...parts}
      slots={slots}
      documents={d.documentsRequired ? "required" : "hidden"}
      required={false}
      passportValidFrom={addDays(offer.endsAt.slice(0, 10), 1)}
      hint={d.documentsRequired ? `${t("intro")} ${t("passportNeeded")}` : t("intro")}
      testId="passenger-fields"
    />
  );
}
