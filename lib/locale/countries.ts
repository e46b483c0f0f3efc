import { db } from "@/lib/db";

/** The country list entry of SPEC §3, field for field. */
export type CountryEntry = {
  countryName: string;
  countryId: number;
  countryCode: string;
  countryFlag: string;
  isdCode: string;
  distanceUnit: string | null;
  tempUnit: string | null;
  default_country: "true" | "false";
};

export type NationalityEntry = { nationalityId: number; nationalityName: string; nationalityCode: string };

let countries: { list: CountryEntry[]; at: number } | undefined;
let nationalities: { list: NationalityEntry[]; at: number } | undefined;
const TTL = 10 * 60_000; // reference data changes only with a deploy or an operator command

export async function listCountries(): Promise<CountryEntry[]> {
  if (countries && Date.now() - countries.at < TTL) return countries.list;
  const rows = await db.country.findMany({ orderBy: { id: "asc" } });
  const list = rows.map((c) => ({
    countryName: c.name,
    countryId: c.id,
    countryCode: c.code,
    countryFlag: c.flag,
    isdCode: c.isdCode,
    distanceUnit: c.distanceUnit,
    tempUnit: c.tempUnit,
    default_country: c.isDefault ? ("true" as const) : ("false" as const),
  }));
  countries = { list, at: Date.now() };
  return list;
}

/** The United States, when the database cannot be read: SPEC §8 "nationalities fall back to US". */
export const US_NATIONALITY: NationalityEntry = { nationalityId: 1, nationalityName: "American", nationalityCode: "US" };

export async function listNationalities(): Promise<NationalityEntry[]> {
  if (nationalities && Date.now() - nationalities.at < TTL) return nationalities.list;
  const rows = await db.nationality.findMany({ orderBy: [{ id: "asc" }] });
  const list = rows.map((n) => ({ nationalityId: n.id, nationalityName: n.name, nationalityCode: n.code }));
  nationalities = { list, at: Date.now() };
  return list;
}
