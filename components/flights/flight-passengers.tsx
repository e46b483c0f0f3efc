import { getLocale } from "next-intl/server";
import type { SavedTraveller } from "@/lib/orders/checkout-account";
import { titleKeyOf } from "@/lib/account/titles";
import { listNationalities } from "@/lib/locale/countries";
import { addDays } from "@/lib/org/calendar";
import type { FlightDetails, PassengerType } from "@/lib/suppliers/flights/types";
import type { Offer } from "@/lib/suppliers/seam";
import { countryOptions } from "@/lib/places/names";
import { PassengerFields, type PassengerSlot, type SavedPassenger } from "./passenger-fields";

/** The same calendar day `years` earlier (29 February falls back to the 28th). */
function yearsBefore(iso: string, years: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y - years, m - 1, d));
  return day.getUTCMonth() === m - 1 ? day.toISOString().slice(0, 10) : new Date(Date.UTC(y - years, m, 0)).toISOString().slice(0, 10);
}

/** The birth dates that make each type for the whole trip (lib/suppliers/flights/passenger-check.ts). */
function birthRange(type: PassengerType, firstDay: string, lastDay: string): PassengerSlot["dateOfBirth"] {
  const today = new Date().toISOString().slice(0, 10);
  if (type === "adult") return { min: "1900-01-01", max: yearsBefore(firstDay, 12) };
  if (type === "child") return { min: addDays(yearsBefore(firstDay, 12), 1), max: yearsBefore(lastDay, 2) };
  return { min: addDays(yearsBefore(lastDay, 2), 1), max: today };
}

/** The passenger fields of an offer: its passengers, the countries named in the page's language, the member's travellers. */
export async function FlightPassengers({ offer, saved }: { offer: Offer<FlightDetails>; saved: SavedTraveller[] }) {
  const locale = await getLocale();
  const nationalities = await listNationalities();
  const countries = countryOptions(
    nationalities.map((n) => ({ code: n.nationalityCode, fallback: n.nationalityName })),
    locale,
  );
  const codeOf = new Map(nationalities.map((n) => [n.nationalityId, n.nationalityCode]));
  const d = offer.details;
  const firstDay = d.slices[0]?.departsAt.slice(0, 10) ?? offer.startsAt.slice(0, 10);
  const lastDay = d.slices[d.slices.length - 1]?.departsAt.slice(0, 10) ?? firstDay;
  const people: SavedPassenger[] = saved.map((s) => ({
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
  return (
    <PassengerFields
      slots={d.passengers.map((p) => ({ type: p.type, dateOfBirth: birthRange(p.type, firstDay, lastDay) }))}
      documentsRequired={d.documentsRequired}
      saved={people}
      countries={countries}
      passportValidFrom={addDays(offer.endsAt.slice(0, 10), 1)}
    />
  );
}
