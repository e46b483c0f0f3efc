import { db } from "@/lib/db";
import { regionName, sortedByName } from "@/lib/places/names";

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

/**
 * The country list as a visitor of `locale` reads it: English keeps the list's own names (hand-picked common names);
 * other languages name each country from CLDR and sort by that name, as a picker in that language is read.
 */
export async function countriesIn(locale: string): Promise<CountryEntry[]> {
  const list = await listCountries();
  return inLanguage(countriesByLanguage, list, locale, (all) =>
    sortedByName(
      all.map((c) => ({ ...c, countryName: regionName(c.countryCode, locale, c.countryName) })),
      (c) => c.countryName,
      locale,
    ),
  );
}

/**
 * The nationality list as a visitor of `locale` reads it: English keeps the list's demonyms ("American"); other
 * languages name each nationality by its country from CLDR — the form booking sites use outside English — with the
 * default entry (SPEC: nationality id 1) still first and the rest sorted by name.
 */
export async function nationalitiesIn(locale: string): Promise<NationalityEntry[]> {
  const list = await listNationalities();
  return inLanguage(nationalitiesByLanguage, list, locale, (all) => {
    const named = all.map((n) => ({ ...n, nationalityName: regionName(n.nationalityCode, locale, n.nationalityName) }));
    const first = named.filter((n) => n.nationalityId === US_NATIONALITY.nationalityId);
    return [
      ...first,
      ...sortedByName(
        named.filter((n) => n.nationalityId !== US_NATIONALITY.nationalityId),
        (n) => n.nationalityName,
        locale,
      ),
    ];
  });
}

const countriesByLanguage = new Map<string, { from: CountryEntry[]; list: CountryEntry[] }>();
const nationalitiesByLanguage = new Map<string, { from: NationalityEntry[]; list: NationalityEntry[] }>();

/** A list translated once per language and kept while the list it came from is the one kept above. */
function inLanguage<T>(kept: Map<string, { from: T[]; list: T[] }>, from: T[], locale: string, translate: (list: T[]) => T[]): T[] {
  if (locale.split("-")[0] === "en") return from;
  const hit = kept.get(locale);
  if (hit?.from === from) return hit.list;
  const list = translate(from);
  kept.set(locale, { from, list });
  return list;
}
